// Legacy Tamil font encodings to Unicode (issue 35): much of the institute's exam material was typed
// in fonts whose file holds Latin or 8-bit code points that look Tamil only in that font. A run is
// converted by its font's encoding (encodingOfFont), or, when the font name is missing or generic,
// by the encoding its text reads as (guessEncoding). Each encoding's table, with the sources it was
// built from, is in its own file; convert.ts puts the glyphs back into Unicode's order.
import { bamini } from "./bamini";
import { type FontTable, convert } from "./convert";
import { guess } from "./guess";
import { shreelipi } from "./shreelipi";
import { tab } from "./tab";
import { tam } from "./tam";
import { tscii } from "./tscii";
import { vanavil } from "./vanavil";

export type LegacyEncoding = "bamini" | "tscii" | "tab" | "tam" | "vanavil" | "shreelipi";

export const TABLES: Record<LegacyEncoding, FontTable> = { bamini, tscii, tab, tam, vanavil, shreelipi };

// Font names as they come out of Word and PDF files, lower-cased, without a subset prefix or style.
const FONTS: [RegExp, LegacyEncoding][] = [
  [/bamini|suntommy/, "bamini"],
  // TSCu_* fonts are Unicode fonts of the same makers: only TSC_, TSC- or TSCII itself.
  [/^tscii|^tsc[_-]/, "tscii"],
  [/^tab[-_ ]/, "tab"],
  [/^tam[-_ ]/, "tam"],
  [/vanavil/, "vanavil"],
  [/^shree[-_ ]?tam|shreelipi|shree[-_ ]?lipi/, "shreelipi"],
];

/** The legacy encoding a run's font stores its text in, or null for any other font. */
export function encodingOfFont(fontName: string | undefined | null): LegacyEncoding | null {
  if (!fontName) return null;
  // "ABCDEF+Bamini,Bold": a PDF's subset tag before the name, Word's or a PDF's style after it.
  const name = fontName
    .trim()
    .replace(/^[A-Z]{6}\+/, "")
    .split(",")[0]
    .trim()
    .toLowerCase();
  return FONTS.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

/**
 * The legacy encoding `text` is in, judged by its shape alone, or null: for ordinary English, for
 * numbers, for text already in Unicode Tamil, and whenever the text does not clearly read as one.
 */
export function guessEncoding(text: string): LegacyEncoding | null {
  return guess(
    text,
    (Object.keys(TABLES) as LegacyEncoding[]).map((name) => ({ name, table: TABLES[name] })),
  );
}

/** Text in a legacy encoding as NFC Unicode Tamil; characters the encoding keeps as they are pass through. */
export function toUnicode(text: string, encoding: LegacyEncoding): string {
  return convert(text, TABLES[encoding]);
}
