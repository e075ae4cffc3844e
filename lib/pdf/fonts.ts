import { readFileSync } from "node:fs";
import path from "node:path";
import { Font } from "@react-pdf/renderer";
import { sfntFromWoff } from "./woff";

// From the project's node_modules (as lib/og/card.ts does): the bundler cannot
// follow a computed require.resolve, and the server always runs from the project folder.
const file = (name: string) => path.join(process.cwd(), "node_modules/@fontsource/noto-sans-tamil/files", name);

let registered = false;

/**
 * Both @fontsource subsets are named "NotoSansTamil-*", and pdfkit reuses an embedded font by that
 * PostScript name: every run of Tamil text embedded a fresh copy of its font (58 copies on one OMR
 * sheet, 140 KB a page). The Latin subset is renamed "NotoSansLatin-*", the same length, so its
 * name table is patched in place (its checksum is not checked by fontkit or kept in a subset).
 */
function renamed(sfnt: Buffer, from: string, to: string): Buffer {
  const count = sfnt.readUInt16BE(4);
  for (let i = 0; i < count; i += 1) {
    const entry = 12 + i * 16;
    if (sfnt.toString("latin1", entry, entry + 4) !== "name") continue;
    const table = sfnt.subarray(sfnt.readUInt32BE(entry + 8), sfnt.readUInt32BE(entry + 8) + sfnt.readUInt32BE(entry + 12));
    // Mac records are 8-bit, Windows records UTF-16BE.
    for (const encode of [(t: string) => Buffer.from(t, "latin1"), (t: string) => Buffer.from(t, "utf16le").swap16()]) {
      const [a, b] = [encode(from), encode(to)];
      for (let at = table.indexOf(a); at >= 0; at = table.indexOf(a, at + 1)) b.copy(table, at);
    }
  }
  return sfnt;
}

/** A .woff as react-pdf takes a font it need not read from disk: the plain sfnt inside (./woff.ts), as a data URL. */
const unpacked = (name: string, subset: "latin" | "tamil") => {
  const sfnt = sfntFromWoff(readFileSync(file(name)));
  return `data:font/ttf;base64,${(subset === "latin" ? renamed(sfnt, "NotoSansTamil", "NotoSansLatin") : sfnt).toString("base64")}`;
};

/**
 * Registers Noto Sans Tamil (from the .woff: react-pdf cannot read .woff2), unpacked once per
 * process, and turns hyphenation off.
 */
export function registerPdfFonts(): void {
  if (registered) return;
  for (const [family, subset] of [
    ["NotoTamil", "tamil"],
    ["NotoLatin", "latin"],
  ] as const) {
    Font.register({
      family,
      fonts: [
        { src: unpacked(`noto-sans-tamil-${subset}-400-normal.woff`, subset), fontWeight: 400 },
        { src: unpacked(`noto-sans-tamil-${subset}-700-normal.woff`, subset), fontWeight: 700 },
      ],
    });
  }
  // Tamil words must never be split with a hyphen.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}

/** Latin first for digits and punctuation, Tamil for everything the Latin subset lacks. */
export const pdfFontFamily = ["NotoLatin", "NotoTamil"];
