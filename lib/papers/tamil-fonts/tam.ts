// TAM, the Tamil Nadu Government's monolingual 8-bit encoding (G.O. (Ms) No. 17, Information
// Technology, 13.06.1999): TAB's Tamil half plus, on the ASCII letters and 0x80–0xA1, the glyphs TAB
// leaves out: consonant + ி, consonant + ீ and consonant + pulli as single glyphs. Fonts: TAM-*.
//
// Sources (read for the correspondences; the table is written here in its own form):
// - open-tamil, tamil/txt2unicode/encode2utf8.py, the tam2utf8 dictionary
//   (https://github.com/Ezhil-Language-Foundation/open-tamil);
// - the Unicode → TAM table of mayooresan/Android-TamilUtil, TamilUtil.java
//   (https://github.com/mayooresan/Android-TamilUtil);
// - Unicode Technical Note #17 (https://www.unicode.org/notes/tn17/): TAB's upper half is a subset
//   of TAM, so TAB's table (tab.ts, with its sources) is TAM's too.
// The two agree on every entry below (open-tamil's ங் on 0x83 is garbled as a quote; TamilUtil has it).
import type { FontTable } from "./convert";
import { tabGlyphs } from "./tab";

const LETTERS = ["க", "ங", "ச", "ஞ", "ண", "த", "ந", "ப", "ம", "ய", "ர", "ல", "வ", "ழ", "ள", "ற", "ன", "ஸ", "ஷ", "ஜ", "ஹ", "க்ஷ"];

// Consonant + ி on "A"–"V" and consonant + ீ on "W"–"Z", "a"–"r", in one order (ட has its own, 0xAE
// and 0xAF, in TAB's half).
const withI = "ABCDEFGHIJKLMNOPQRSTUV";
const withII = "WXYZabcdefghijklmnopqr";

export const tam: FontTable = {
  glyphs: [
    ...tabGlyphs,
    ...LETTERS.map((letter, i): [string, string] => [withI[i], `${letter}ி`]),
    ...LETTERS.map((letter, i): [string, string] => [withII[i], `${letter}ீ`]),
    // Consonant + pulli.
    ["\x82", "க்"],
    ["\x83", "ங்"],
    ["\x84", "ச்"],
    ["\x85", "ஞ்"],
    ["\x86", "ட்"],
    ["\x87", "ண்"],
    ["\x88", "த்"],
    ["\x89", "ந்"],
    ["\x8a", "ப்"],
    ["\x8b", "ம்"],
    ["\x8c", "ய்"],
    ["\x98", "ர்"],
    ["\x99", "ல்"],
    ["\x9a", "வ்"],
    ["\x9b", "ழ்"],
    ["\x9c", "ள்"],
    ["\x9f", "ற்"],
    ["\xa1", "ன்"],
    ["v", "ஸ்"],
    ["w", "ஷ்"],
    ["x", "ஜ்"],
    ["y", "ஹ்"],
    ["z", "க்ஷ்"],
  ],
  eightBit: true,
  llaIsAuMark: true,
};
