// Vanavil (Vanavil-Avvaiyar and the other fonts of Vanavil Software): the consonants on ASCII keys
// much as in Bamini, but ெ on "b" and ே on "n", and the consonant + ி/ீ/pulli forms as glyphs of their
// own, many of them on 0x80–0xFF.
//
// Source (read for the correspondences; the table is written here in its own form):
// - open-tamil, tamil/txt2unicode/encode2utf8.py, the vanavil2utf8 dictionary
//   (https://github.com/Ezhil-Language-Foundation/open-tamil), which lists every glyph both as a
//   Windows-1252 character and as its byte (0x87 and ‡ both ங), as a converter meets them.
// Second source, for every entry: the font itself, Vanavilavvai.ttf ("NHM_REF_VANAVIL", 2008, © Vanavil
//   Software; in github.com/Tamil-Virtual-Academy/Vanavil-Font-to-Unicode-font-convertor, bin/), each
//   byte drawn in it beside its Unicode here drawn in Noto Sans Tamil: all 148 agree (2026-11-27). Two
//   other converters' tables (sivaharidheeran/docxtamilfontconverter, Cosintan-tg/Tamil-Fonts-Converter)
//   agree on every entry too. The font also draws the old-orthography ணா றா னா (0x82–0x84), the
//   old ை written before ண ல ன ள (0x98) and % (0xD0), which open-tamil leaves out: added from the font,
//   the first four as the docxtamilfontconverter table also reads them. Its signs on 0xB1–0xB7 (ௐ ௳ ௸…)
//   are not mapped: read by eye only, and not met in a question paper.
import { type FontTable, series } from "./convert";

/** The letters in the order each series below lists its glyphs. */
const LETTERS = ["க", "ங", "ச", "ஞ", "ட", "ண", "த", "ந", "ப", "ம", "ய", "ர", "ல", "வ", "ழ", "ள", "ற", "ன", "ஜ", "ஷ", "ஸ", "ஹ", "க்ஷ"];
/** The eighteen Tamil consonants, which have ு and ூ ligatures. */
const TAMIL = LETTERS.slice(0, 18);

export const vanavil: FontTable = {
  glyphs: [
    ...series("f\x87rPlzjegkauytHswd#\xf5[AB", LETTERS),
    ...series(
      "\xa1\xa7\xa2\x8a\xa3\xa9\xa4\xaa\xa5\xab\x8c\xae\x9a\x9b\x9c\x9f\x89\x8b{Z\xb0\xc0\xba",
      LETTERS.map((l) => `${l}்`),
    ),
    ...series(
      "\xbb\xe0\xc1\xe1o\xe2\xc2\xe3\xc3\xe4\xe6\xe7\xe8\xe9\xea\xeb\xbf\xe5\xed\xee\xec\xef\xf8",
      LETTERS.map((l) => `${l}ி`),
    ),
    ...series(
      "\xd1\x86\xd3\xd8O\xd9\xd4\xda\xd5\xdbp\xdf\xc4\xc5\xc6\xc7\xd6\xdc\xc9\xca\xc8\xcb\xcc",
      LETTERS.map((l) => `${l}ீ`),
    ),
    ...series(
      "F\xbcR|LQJE\xf2K\xcdUY\xceGSWD",
      TAMIL.map((l) => `${l}ு`),
    ),
    ...series(
      "T\xbdN\xfa^\xfb\xf6\xfc\xf3_\xf4%\xff\xf1>q\xf9}",
      TAMIL.map((l) => `${l}ூ`),
    ),
    ...series("mM\xcf<cCvVIxX~", ["அ", "ஆ", "இ", "ஈ", "உ", "ஊ", "எ", "ஏ", "ஐ", "ஒ", "ஓ", "ஃ"]),
    ["xs", "ஔ"],
    ["$", "ஸ்ரீ"],
    // Signs: ெ ே ை stand before the consonant, ௌ's tail is ள; "&" and "]" are ு and ூ for the
    // Grantha letters.
    ...series("hbni&]", ["ா", "ெ", "ே", "ை", "ு", "ூ"]),
    // The old orthography's glyphs, and % (its key "%" is ரூ).
    ...series("\x82\x83\x84\x98\xd0", ["ணா", "றா", "னா", "ை", "%"]),
  ],
  eightBit: true,
  llaIsAuMark: true,
};
