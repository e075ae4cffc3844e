import { readFileSync } from "node:fs";
import path from "node:path";
import { Font } from "@react-pdf/renderer";
import { sfntFromWoff } from "./woff";

// From the project's node_modules (as app/[locale]/opengraph-image.tsx does): the bundler cannot
// follow a computed require.resolve, and the server always runs from the project folder.
const file = (name: string) => path.join(process.cwd(), "node_modules/@fontsource/noto-sans-tamil/files", name);

let registered = false;

/** A .woff as react-pdf takes a font it need not read from disk: the plain sfnt inside (./woff.ts), as a data URL. */
const unpacked = (name: string) => `data:font/ttf;base64,${sfntFromWoff(readFileSync(file(name))).toString("base64")}`;

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
        { src: unpacked(`noto-sans-tamil-${subset}-400-normal.woff`), fontWeight: 400 },
        { src: unpacked(`noto-sans-tamil-${subset}-700-normal.woff`), fontWeight: 700 },
      ],
    });
  }
  // Tamil words must never be split with a hyphen.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}

/** Latin first for digits and punctuation, Tamil for everything the Latin subset lacks. */
export const pdfFontFamily = ["NotoLatin", "NotoTamil"];
