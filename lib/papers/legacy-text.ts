import { encodingOfFont, guessEncoding, toUnicode, type LegacyEncoding } from "@/lib/papers/tamil-fonts";

// A paragraph's (or a PDF line group's) runs, each with its font, as Unicode (issue 35), for the
// .docx and PDF readers alike. A run in a legacy Tamil font is converted by that font's encoding;
// runs in other fonts are kept, so "Times New Roman English + Bamini Tamil" in one paragraph comes
// out right. Runs of one encoding are converted together, since Word splits runs anywhere (a
// spelling mark, an edit) and Bamini's ெ typed in one run belongs after the letter in the next.
// Text in no known font is converted by guess only when the whole paragraph reads as one legacy
// encoding (precision over recall: a wrong guess turns English into Tamil-looking garbage).

export interface Run {
  text: string;
  font: string | null;
  /** Text this program wrote (a list number): kept as it is and left out of any guess. */
  verbatim?: boolean;
  /** Unicode Tamil in drawing order (a PDF maker's: ெ before its letter), to be put in spoken order. */
  visualOrder?: boolean;
}

const TAMIL = /[\u0B80-\u0BFF]/;
/** Letters or 8-bit glyphs as a legacy font stores them: what would be garbage if left unconverted. */
const LEGACY_LOOKING = /[A-Za-z\u0080-\u00FF\uF020-\uF0FF]/;
/** Names legacy Tamil fonts go by, for those the converter has no table for. */
const TAMIL_NAMED = /tam|avvai|kambar|valluvar|elango|ilango|kalaignar|thendral|mylai|amudham|nallur|kaveri|kavery|anjal|murasoli|dinamani|dinakaran|thanthi/i;
/** Unicode Tamil fonts (and families) whose names say Tamil: their text needs nothing. */
const UNICODE_TAMIL = /latha|vijaya|nirmala|noto|lohit|tscu|inaimathi|sangam|tamil mn|arial unicode|mukta|catamaran|hind|pavanam|baloo|meera|kavivanar|madurai|akshar|lato|roboto/i;

/** A font whose name says Tamil but that the converter does not know: its text is left and flagged. */
export function unknownTamilFont(font: string | null): boolean {
  return !!font && !encodingOfFont(font) && TAMIL_NAMED.test(font) && !UNICODE_TAMIL.test(font);
}

/** Each run's encoding: a legacy one, "as is", or "unknown" for a Tamil-named font we cannot read. */
function encodingOf(run: Run): LegacyEncoding | "as is" | "unknown" | "drawn" {
  if (run.verbatim) return "as is";
  if (TAMIL.test(run.text)) return run.visualOrder ? "drawn" : "as is";
  const encoding = encodingOfFont(run.font);
  if (encoding) return encoding;
  return unknownTamilFont(run.font) && LEGACY_LOOKING.test(run.text) ? "unknown" : "as is";
}

export function unicodeOf(runs: Run[]): { text: string; unknownFont?: string } {
  const kinds = runs.map(encodingOf);
  const unknownFont = runs.find((_, i) => kinds[i] === "unknown")?.font ?? undefined;
  // The paragraph as a whole, when no run's font or text says what it is.
  if (!kinds.some((kind) => kind !== "as is") && !runs.some((run) => TAMIL.test(run.text))) {
    const guessed = guessEncoding(
      runs
        .filter((run) => !run.verbatim)
        .map((run) => run.text)
        .join(""),
    );
    runs.forEach((run, i) => {
      if (guessed && !run.verbatim) kinds[i] = guessed;
    });
  }
  let text = "";
  for (let i = 0; i < runs.length;) {
    let j = i;
    let part = "";
    for (; j < runs.length && kinds[j] === kinds[i]; j++) part += runs[j].text;
    const kind = kinds[i];
    text += kind === "as is" || kind === "unknown" ? part : kind === "drawn" ? spokenOrder(part) : toUnicode(part, kind);
    i = j;
  }
  return unknownFont ? { text, unknownFont } : { text };
}

const PREFIX_SIGN = /([\u0BC6-\u0BC8])([\u0B95-\u0BB9])/gu;
/**
 * Unicode Tamil in drawing order put in spoken order: each ெ ே ை after the letter it was drawn
 * before, and NFC joins the split vowels (க + ெ + ா is கொ). Only for text known to be in drawing
 * order (the caller decides by font): in spoken order "கடைசி" would be wrongly turned.
 */
export const spokenOrder = (text: string) => text.replace(PREFIX_SIGN, "$2$1").normalize("NFC");
