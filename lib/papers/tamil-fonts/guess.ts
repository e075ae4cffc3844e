// Which legacy encoding a run of text is in, when its font name does not say. Precision first: a
// wrong guess turns an English question into Tamil-looking garbage, so a guess is made only when the
// text reads as well-formed Tamil in exactly one encoding and shows that encoding's own marks (many
// bytes above 0x7F for the 8-bit fonts; Bamini's pulli ";" inside and after words) and no English.
import { type FontTable, convert, fontCodes, glyphs } from "./convert";

export interface Candidate<Name extends string> {
  name: Name;
  table: FontTable;
}

const TAMIL = /[\u0B80-\u0BFF]/;
/**
 * A Tamil word as Unicode spells one: a vowel only first, each consonant with at most one sign; and
 * as Tamil words begin: never with ண ற ன ழ ள, nor with a bare consonant but Grantha ஸ் (ஸ்ரீ).
 */
const WORD = /^(?![ணறனழள]|(?!ஸ)[\u0B95-\u0BB9]\u0BCD)[\u0B85-\u0B94]?(?:[\u0B95-\u0BB9][\u0BBE-\u0BC2\u0BC6-\u0BC8\u0BCA-\u0BCD]?|\u0B83)*$/;
/**
 * Which consonant may follow each bare consonant inside a Tamil word (மெய்ம்மயக்கம்), for the Tamil
 * letters; a cluster with a Grantha letter (ஜ ஷ ஸ ஹ) is a loanword's and passes. Byte soup read in a
 * font whose every glyph is a whole syllable (Vanavil, Shree-Lipi) breaks these at once.
 */
const FOLLOWS: Record<string, string> = {
  க: "க",
  ங: "கங",
  ச: "ச",
  ஞ: "சஞ",
  ட: "டகசப",
  ண: "டணகசஞபமயவத",
  த: "த",
  ந: "தந",
  ப: "ப",
  ம: "பமவய",
  ய: "கசதபஞநமவயங",
  ர: "கசதபஞநமவயங",
  ழ: "கசதபஞநமவயங",
  வ: "வ",
  ல: "கசபவயலமத",
  ள: "கசபவயளமத",
  ற: "றகசப",
  ன: "றனகசஞபமயவத",
};
const GRANTHA = "ஜஷஸஹ";

function clustersFit(word: string): boolean {
  for (const [, first, second] of word.matchAll(/([\u0B95-\u0BB9])\u0BCD(?=([\u0B95-\u0BB9]))/g)) {
    if (!GRANTHA.includes(first) && !GRANTHA.includes(second) && !FOLLOWS[first]?.includes(second)) return false;
  }
  return true;
}

/** Common words of English exam prose; Tamil typed in an ASCII font has none of them. */
const ENGLISH = new Set(
  "a an and answer are as at be both by code correct false following for from given has have in into is it its match none not of on only or statement statements that the this to true was were which with".split(
    " ",
  ),
);

/**
 * How much of the converted text is well-formed Tamil: over every word (`score`), and the size of
 * the words of two letters or more (`words`, `letters`), for a single letter (ஙா in a row of the
 * alphabet) reads as Tamil in any font.
 */
function wellFormed(unicode: string) {
  let good = 0;
  let all = 0;
  let words = 0;
  let letters = 0;
  for (const word of unicode.split(/[^\p{L}\p{M}]+/u)) {
    if (!TAMIL.test(word)) continue;
    const count = word.replace(/[^\u0B83\u0B85-\u0BB9]/g, "").length;
    all += count;
    if (WORD.test(word) && clustersFit(word)) good += count;
    if (count >= 2) {
      words += 1;
      letters += count;
    }
  }
  return { score: all ? good / all : 0, words, letters };
}

function englishWords(text: string): number {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => ENGLISH.has(word)).length;
}

/**
 * How `text` reads in one candidate's encoding: null when it shows none of the encoding's marks;
 * otherwise the share of well-formed Tamil, and whether there is enough of it to go by.
 */
function fit(text: string, table: FontTable): { score: number; enough: boolean } | null {
  const pieces = glyphs(text, table);
  // What the table left as it was: letters (English in a Tamil run, or not this font at all) and
  // bytes above 0x7F (another 8-bit font's glyphs).
  const residue = pieces.filter((piece) => !piece.mapped && /[\p{L}\u0080-\uFFFF]/u.test(piece.unicode)).length;
  const mapped = pieces.filter((piece) => piece.mapped && TAMIL.test(piece.unicode)).length;
  if (mapped === 0 || residue > mapped * 0.1) return null;
  const words = text.split(/\s+/).filter(Boolean).length;
  // English prose is thick with these; a Bamini word can spell one by chance ("by;yp" is டில்லி).
  const english = englishWords(text);
  if (english >= 2 && english * 5 > words) return null;
  if (table.eightBit) {
    // Most of the Tamil is on bytes above 0x7F.
    const codes = fontCodes(text, true).replace(/[\s\d]/g, "");
    const high = [...codes].filter((char) => char.charCodeAt(0) >= 0x80).length;
    if (high < codes.length * 0.3) return null;
  } else {
    // Bamini-like fonts: the pulli ";" right after a letter, in most words; English has few ";".
    const pulli = text.match(/[A-Za-z[\]\\`];/g)?.length ?? 0;
    if (pulli < 2 || pulli < words * 0.3) return null;
  }
  const { score, words: tamilWords, letters } = wellFormed(convert(text, table));
  return { score, enough: tamilWords >= 3 && letters >= 12 };
}

/** The one candidate `text` reads as well-formed Tamil in, or null (none, or more than one that disagree). */
export function guess<Name extends string>(text: string, candidates: readonly Candidate<Name>[]): Name | null {
  if (TAMIL.test(text)) return null;
  const readings = candidates.flatMap(({ name, table }) => {
    const reading = fit(text, table);
    return reading && reading.score >= 0.9 ? [{ name, ...reading, unicode: convert(text, table) }] : [];
  });
  const best = readings.filter((reading) => reading.enough).sort((a, b) => b.score - a.score)[0];
  if (!best) return null;
  // Another well-formed reading, even one too short to go by alone, that gives different Tamil: no
  // way to tell which is meant, so no guess.
  const rival = readings.find((other) => other !== best && other.unicode !== best.unicode && other.score > best.score - 0.05);
  return rival ? null : best.name;
}
