import path from "node:path";
import { Font } from "@react-pdf/renderer";

// From the project's node_modules (as app/[locale]/opengraph-image.tsx does): the bundler cannot
// follow a computed require.resolve, and the server always runs from the project folder.
const file = (name: string) => path.join(process.cwd(), "node_modules/@fontsource/noto-sans-tamil/files", name);

let registered = false;

/** Registers Noto Sans Tamil (.woff: react-pdf cannot read .woff2) and turns hyphenation off. */
export function registerPdfFonts(): void {
  if (registered) return;
  for (const [family, subset] of [
    ["NotoTamil", "tamil"],
    ["NotoLatin", "latin"],
  ] as const) {
    Font.register({
      family,
      fonts: [
        { src: file(`noto-sans-tamil-${subset}-400-normal.woff`), fontWeight: 400 },
        { src: file(`noto-sans-tamil-${subset}-700-normal.woff`), fontWeight: 700 },
      ],
    });
  }
  // Tamil words must never be split with a hyphen.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}

/** Latin first for digits and punctuation, Tamil for everything the Latin subset lacks. */
export const pdfFontFamily = ["NotoLatin", "NotoTamil"];
