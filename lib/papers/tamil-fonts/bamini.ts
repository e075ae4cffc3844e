// Bamini (and the fonts typed the same way: SunTommy and other "Bamini-family" fonts): Tamil drawn
// on the plain ASCII keys of a Tamil typewriter layout, so a Bamini run copied out of a paper reads
// ",t;tpdhj;jhis" for இவ்வினாத்தாளை.
//
// Sources (read for the correspondences; the table is written here in its own form):
// - open-tamil, tamil/txt2unicode/encode2utf8.py, the bamini2utf8 dictionary
//   (https://github.com/Ezhil-Language-Foundation/open-tamil), syllable by syllable;
// - the Unicode → Bamini replacements of mayooresan/Android-TamilUtil, TamilUtil.java
//   (https://github.com/mayooresan/Android-TamilUtil);
// - the Suratha Bamini (Bamuni) keyboard's reference chart, Keyman keyboards repository
//   legacy/e/ekwbamuni/source/help/chart.php (https://help.keyman.com/keyboard/thamizha_bamini/),
//   for the vowels, the pulli, ஃ on the slash and the comma on ">".
// Left out for want of agreement: "@" and "|" (the chart's semicolon and apostrophe keys are not
// clear), "H" (ர் in open-tamil only) and '"' (ஃ in TamilUtil only, the slash in the other two).
import type { FontTable } from "./convert";

const consonants: [string, string][] = [
  ["f", "க"],
  ["q", "ங"],
  ["r", "ச"],
  ["Q", "ஞ"],
  ["l", "ட"],
  ["z", "ண"],
  ["j", "த"],
  ["e", "ந"],
  ["g", "ப"],
  ["k", "ம"],
  ["a", "ய"],
  ["u", "ர"],
  ["y", "ல"],
  ["t", "வ"],
  ["o", "ழ"],
  ["s", "ள"],
  ["w", "ற"],
  ["d", "ன"],
  ["[", "ஜ"],
  ["\\", "ஷ"],
  ["]", "ஸ"],
  ["`", "ஹ"],
  ["=", "ஸ்ரீ"],
];

const vowels: [string, string][] = [
  ["m", "அ"],
  ["M", "ஆ"],
  [",", "இ"],
  ["<", "ஈ"],
  ["c", "உ"],
  ["C", "ஊ"],
  ["v", "எ"],
  ["V", "ஏ"],
  ["I", "ஐ"],
  ["x", "ஒ"],
  ["X", "ஓ"],
  ["xs", "ஔ"],
  ["\x2f", "ஃ"], // the slash, written so no reader takes it for the home page's path
];

// Signs; ெ ே ை are typed before the consonant. "{" and "_" are ு and ூ for the Grantha letters,
// which have no ligature of their own.
const signs: [string, string][] = [
  ["h", "ா"],
  ["p", "ி"],
  ["P", "ீ"],
  [";", "்"],
  ["n", "ெ"],
  ["N", "ே"],
  ["i", "ை"],
  ["{", "ு"],
  ["_", "ூ"],
];

// Consonant + ு/ூ and டி டீ are single glyphs. ூ is also drawn as the ு glyph plus a tail: "h" or "}"
// after ண த ந ன ல ற ள, "+" after ப ய வ.
const ligatures: [string, string][] = [
  ["F", "கு"],
  ["R", "சு"],
  ["L", "டு"],
  ["Z", "ணு"],
  ["J", "து"],
  ["E", "நு"],
  ["G", "பு"],
  ["K", "மு"],
  ["A", "யு"],
  ["U", "ரு"],
  ["Y", "லு"],
  ["T", "வு"],
  ["O", "ழு"],
  ["S", "ளு"],
  ["W", "று"],
  ["D", "னு"],
  ["$", "கூ"],
  ["#", "சூ"],
  ["^", "டூ"],
  ["%", "மூ"],
  ["&", "ரூ"],
  ["*", "ழூ"],
  ["Zh", "ணூ"],
  ["Z}", "ணூ"],
  ["Jh", "தூ"],
  ["J}", "தூ"],
  ["Eh", "நூ"],
  ["E}", "நூ"],
  ["Dh", "னூ"],
  ["D}", "னூ"],
  ["Yh", "லூ"],
  ["Y}", "லூ"],
  ["Wh", "றூ"],
  ["W}", "றூ"],
  ["Sh", "ளூ"],
  ["G+", "பூ"],
  ["A+", "யூ"],
  ["T+", "வூ"],
  ["b", "டி"],
  ["B", "டீ"],
];

// The comma's key is இ, so a real comma is typed on ">".
const punctuation: [string, string][] = [[">", ","]];

export const bamini: FontTable = {
  glyphs: [...consonants, ...vowels, ...signs, ...ligatures, ...punctuation],
  eightBit: false,
  llaIsAuMark: true,
};
