// Shree-Lipi's Tamil fonts (Shree-Tam-0802 and the other Shree-Tam-* of Modular Infotech): every
// consonant and its ி, ீ, ு, ூ and pulli forms as glyphs of their own, over ASCII and 0x80–0xFF.
//
// Source (read for the correspondences; the table is written here in its own form):
// - open-tamil, tamil/txt2unicode/encode2utf8.py, the shreelipi2utf8 dictionary
//   (https://github.com/Ezhil-Language-Foundation/open-tamil), which lists some glyphs both as a
//   Windows-1252 character and as its byte (0x95 and • both மு). Its shreelipiavid2utf8 variant
//   moves a few glyphs (ச, the ே prefix, யு யூ…) and is not what this table follows.
// Second source: Padma's ShreeTam0802 table (2005–06, Nagarjuna Venna; read in its PHP port,
//   github.com/sanskrit-coders/sanskritnlpPHP, unigateway/Encoder/fonts/ShreeTam0802.php5), older than
//   open-tamil and laid out its own way: 147 of the 148 entries agree (2026-11-27). The one that does
//   not is ஔ, which Padma gives as ஓ + tail (0x4B 0xCD): kept as ஒ + tail here, since ஔ is ஒ + ௗ in
//   Unicode and Padma's own overload list starts the sequence at 0x4A. Padma's entries open-tamil
//   lacks are added below, on its word alone (no Shree-Tam font file was found to draw them).
import { type FontTable, series } from "./convert";

/** The letters in the order each series below lists its glyphs. */
const LETTERS = ["க", "ங", "ச", "ஞ", "ட", "ண", "த", "ந", "ப", "ம", "ய", "ர", "ல", "வ", "ழ", "ள", "ற", "ன", "ஜ", "ஷ", "ஸ", "ஹ", "க்ஷ"];
/** The eighteen Tamil consonants, which have ு and ூ ligatures. */
const TAMIL = LETTERS.slice(0, 18);

export const shreelipi: FontTable = {
  glyphs: [
    ...series("PV\\bhnu|\xa3\xa9\xaf\xb5\xbb\xc1\xc7\xcd\xd3\xda\xe1\xe5\xe9\xed\xf1", LETTERS),
    ...series(
      "U[agmsz\xa2\xa8\xae\xb4\xba\xc0\xc6\xcc\xd2\xd8\xdf\xe4\xe8\xec\xf0\xf4",
      LETTERS.map((l) => `${l}்`),
    ),
    ...series(
      "QW]ciov{\xa4\xaa\xb0\x9b\xbc\xc2\xc8\xce\xd4\xdb\xe2\xe6\xea\xee\xf2",
      LETTERS.map((l) => `${l}ி`),
    ),
    ...series(
      "RX^djpw}\xa5\xab\xb1\x9f\xbd\xc3\xc9\xcf\xd5\xdc\xe3\xe7\xeb\xef\xf3",
      LETTERS.map((l) => `${l}ீ`),
    ),
    ...series(
      "SY_ekqx~\xa6\x95\xb2\xb8\xbe\xc4\xca\xd0\xd6\xdd",
      TAMIL.map((l) => `${l}ு`),
    ),
    ...series(
      "TZ`flry\xa1\xa7\x89\xb3\xb9\xbf\xc5\xcb\xd1\xd7\xde",
      TAMIL.map((l) => `${l}ூ`),
    ),
    ...series("ABCDEFGHIJKL", ["அ", "ஆ", "இ", "ஈ", "உ", "ஊ", "எ", "ஏ", "ஐ", "ஒ", "ஓ", "ஃ"]),
    ["J\xcd", "ஔ"],
    ["\xff", "ஸ்ரீ"],
    // Signs: ெ ே ை stand before the consonant, ௌ's tail is ள; 0xFA and 0xFC are ு and ூ for the
    // Grantha letters.
    ...series("\xf5\xf6\xf7\xf8\xfa\xfc", ["ா", "ெ", "ே", "ை", "ு", "ூ"]),
    // From Padma only: a second glyph of ி, ு, ூ and ெ; the old ணா னா றா; "-" on "&"; and ூ of
    // ஞ ண த ந ன ல ற drawn as their ு glyph and the ா stroke (without these, நூல் read as நுால்).
    ...series("\x91\xfb\xfd\xf9", ["ி", "ு", "ூ", "ெ"]),
    ...series("t\xe0\xd9&", ["ணா", "னா", "றா", "-"]),
    ["e\xf5", "ஞூ"],
    ["q\xf5", "ணூ"],
    ["x\xf5", "தூ"],
    ["~\xf5", "நூ"],
    ["\xdd\xf5", "னூ"],
    ["\xbe\xf5", "லூ"],
    ["\xd6\xf5", "றூ"],
  ],
  eightBit: true,
  llaIsAuMark: true,
};
