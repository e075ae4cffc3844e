// TAB, the Tamil Nadu Government's bilingual 8-bit encoding (G.O. (Ms) No. 17, Information Technology,
// 13.06.1999): ASCII below 0x80, Tamil glyphs above, in written order. Fonts: TAB-* (TAB-Kambar…).
//
// Sources (read for the correspondences; the table is written here in its own form):
// - open-tamil, tamil/txt2unicode/encode2utf8.py, the tab2utf8 dictionary
//   (https://github.com/Ezhil-Language-Foundation/open-tamil);
// - the Unicode → TAB table of mayooresan/Android-TamilUtil, TamilUtil.java
//   (https://github.com/mayooresan/Android-TamilUtil);
// - Unicode Technical Note #17, P. Chellappan, "TAB to Unicode conversion" (2004,
//   https://www.unicode.org/notes/tn17/): the vowel (0xDC–0xE6) and consonant (0xE8–0xFE) ranges,
//   ஔ as 0xE5 0xF7 and ை (0xAC) before its consonant.
// The two tables agree on every byte below, except 0xC3: கூ in TamilUtil and by the run of ூ
// ligatures it opens, a Tamil six in open-tamil. Left out: the Tamil numerals the two tables put on
// 0x82–0x98, which TAM (of which TAB's upper half is a subset, per the note) uses for க் ங் ச் ….
import type { FontTable } from "./convert";

export const tabGlyphs: [string, string][] = [
  // Vowel signs: 0xAA–0xAC stand before the consonant; ௌ's tail is the letter ள (0xF7).
  ["\xa2", "்"],
  ["\xa3", "ா"],
  ["\xa4", "ி"],
  ["\xa6", "ீ"],
  ["\xa7", "ு"],
  ["\xa8", "ூ"],
  ["\xaa", "ெ"],
  ["\xab", "ே"],
  ["\xac", "ை"],
  ["\xae", "டி"],
  ["\xaf", "டீ"],
  // Consonant + ு (0xB7 is not one of them).
  ["\xb0", "கு"],
  ["\xb1", "ஙு"],
  ["\xb2", "சு"],
  ["\xb3", "ஞு"],
  ["\xb4", "டு"],
  ["\xb5", "ணு"],
  ["\xb6", "து"],
  ["\xb8", "நு"],
  ["\xb9", "பு"],
  ["\xba", "மு"],
  ["\xbb", "யு"],
  ["\xbc", "ரு"],
  ["\xbd", "லு"],
  ["\xbe", "வு"],
  ["\xbf", "ழு"],
  ["\xc0", "ளு"],
  ["\xc1", "று"],
  ["\xc2", "னு"],
  // Consonant + ூ (0xCA and 0xD0–0xD5 are not).
  ["\xc3", "கூ"],
  ["\xc4", "ஙூ"],
  ["\xc5", "சூ"],
  ["\xc6", "ஞூ"],
  ["\xc7", "டூ"],
  ["\xc8", "ணூ"],
  ["\xc9", "தூ"],
  ["\xcb", "நூ"],
  ["\xcc", "பூ"],
  ["\xcd", "மூ"],
  ["\xce", "யூ"],
  ["\xcf", "ரூ"],
  ["\xd6", "லூ"],
  ["\xd7", "வூ"],
  ["\xd8", "ழூ"],
  ["\xd9", "ளூ"],
  ["\xda", "றூ"],
  ["\xdb", "னூ"],
  // Vowels.
  ["\xdc", "அ"],
  ["\xdd", "ஆ"],
  ["\xde", "இ"],
  ["\xdf", "ஈ"],
  ["\xe0", "உ"],
  ["\xe1", "ஊ"],
  ["\xe2", "எ"],
  ["\xe3", "ஏ"],
  ["\xe4", "ஐ"],
  ["\xe5", "ஒ"],
  ["\xe6", "ஓ"],
  ["\xe5\xf7", "ஔ"],
  ["\xe7", "ஃ"],
  // Consonants, the Grantha letters, க்ஷ and ஸ்ரீ.
  ["\xe8", "க"],
  ["\xe9", "ங"],
  ["\xea", "ச"],
  ["\xeb", "ஞ"],
  ["\xec", "ட"],
  ["\xed", "ண"],
  ["\xee", "த"],
  ["\xef", "ந"],
  ["\xf0", "ப"],
  ["\xf1", "ம"],
  ["\xf2", "ய"],
  ["\xf3", "ர"],
  ["\xf4", "ல"],
  ["\xf5", "வ"],
  ["\xf6", "ழ"],
  ["\xf7", "ள"],
  ["\xf8", "ற"],
  ["\xf9", "ன"],
  ["\xfa", "ஸ"],
  ["\xfb", "ஷ"],
  ["\xfc", "ஜ"],
  ["\xfd", "ஹ"],
  ["\xfe", "க்ஷ"],
  ["\xff", "ஸ்ரீ"],
];

export const tab: FontTable = { glyphs: tabGlyphs, eightBit: true, llaIsAuMark: true };
