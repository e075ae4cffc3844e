import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { type LegacyEncoding, TABLES, encodingOfFont, guessEncoding, toUnicode } from "@/lib/papers/tamil-fonts";
import { strings } from "./count-words";

// Legacy Tamil font encodings to Unicode (issue 35). Each encoding's golden file holds lines as its
// font's typist types them, beside the Unicode they mean; together they use every entry of that
// encoding's table, so an entry added without a golden line fails here. Bamini's lines are written
// as the ASCII they are; the 8-bit encodings' as the bytes, in hex.

const ENCODINGS = Object.keys(TABLES) as LegacyEncoding[];

function golden(encoding: LegacyEncoding): { legacy: string; unicode: string }[] {
  return readFileSync(`tests/golden/tamil-fonts/${encoding}.tsv`, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => {
      const [legacy, unicode] = line.split("\t");
      const text = encoding === "bamini" ? legacy : String.fromCharCode(...legacy.split(" ").map((byte) => parseInt(byte, 16)));
      return { legacy: text, unicode };
    });
}

describe("legacy Tamil fonts", () => {
  it("reads the Bamini line copied out of a paper: ,t;tpdhj;jhis is இவ்வினாத்தாளை", () => {
    assert.equal(toUnicode(",t;tpdhj;jhis", "bamini"), "இவ்வினாத்தாளை");
  });

  for (const encoding of ENCODINGS) {
    it(`${encoding}: each golden line converts to its Unicode, in NFC`, () => {
      for (const { legacy, unicode } of golden(encoding)) {
        const out = toUnicode(legacy, encoding);
        assert.equal(out, unicode, JSON.stringify(legacy));
        assert.equal(out, out.normalize("NFC"));
      }
    });

    it(`${encoding}: the golden lines use every entry of the table`, () => {
      const lines = golden(encoding).map((line) => line.legacy);
      const unused = TABLES[encoding].glyphs.map(([key]) => key).filter((key) => !lines.some((line) => line.includes(key)));
      assert.deepEqual(unused, []);
    });
  }

  it("moves ெ ே ை after their consonant and composes the split vowels ொ ோ ௌ", () => {
    assert.equal(toUnicode("nfhb", "bamini"), "கொடி");
    assert.equal(toUnicode("\xa6\xb8\xa1\xa7\xc0\xa1 \xa6\xc0\xaa\xbe\xf5", "tscii"), "கொபோ பௌதம்");
    assert.equal(toUnicode("\xaa\xe8\xf7\xf3\xf5\xf1\xa2", "tab"), "கௌரவம்");
    // ள after a ெ syllable is ௌ's tail only when no sign of its own makes it the letter.
    assert.equal(toUnicode("njspT njs;sj;", "bamini"), "தெளிவு தெள்ளத்");
  });

  it("reads a Word symbol font's U+F0xx and an 8-bit font's Windows-1252 reading as the font's bytes", () => {
    assert.equal(toUnicode("\uf06a\uf06b\uf070\uf06f\uf03b", "bamini"), "தமிழ்");
    // 0x82 (ஸ்ரீ in TSCII) read as Windows-1252 is "‚".
    assert.equal(toUnicode("‚", "tscii"), "ஸ்ரீ");
    // A Windows-1252 dash the table does not map comes back as the dash (TSCII has ௭ on it, TAB nothing).
    assert.equal(toUnicode("\xee\xf1\xa2 – \xee\xf1\xa2", "tab"), "தம் – தம்");
    assert.equal(toUnicode("\x96", "tscii"), "௭");
  });

  it("knows each encoding by its fonts' names, whatever the case, style or subset prefix", () => {
    const cases: [string | null | undefined, LegacyEncoding | null][] = [
      ["Bamini", "bamini"],
      ["BAMINI,Bold", "bamini"],
      ["ABCDEF+Bamini", "bamini"],
      ["SunTommy", "bamini"],
      ["SunTommyBamini", "bamini"],
      ["TSCII", "tscii"],
      ["TSC_Avarangal", "tscii"],
      ["ABCDEF+TSC_Paranar,Italic", "tscii"],
      ["TAB-Kambar", "tab"],
      ["TAM-Tamil", "tam"],
      ["Vanavil-Avvaiyar", "vanavil"],
      ["VANAVIL-Avvaiyar", "vanavil"],
      ["Shree-Tam-0802", "shreelipi"],
      ["Shreelipi", "shreelipi"],
      // Unicode fonts and ordinary ones.
      ["TSCu_Paranar", null],
      ["Tamil Sangam MN", null],
      ["Latha", null],
      ["Times New Roman", null],
      ["Arial,Bold", null],
      ["Tahoma", null],
      ["", null],
      [undefined, null],
      [null, null],
    ];
    for (const [font, encoding] of cases) assert.equal(encodingOfFont(font), encoding, String(font));
  });

  it("guesses the encoding of legacy passages", () => {
    assert.equal(guessEncoding("gpd;tUtdtw;Ws; vJ rupahdJ? nfhLf;fg;gl;Ls;s tpdhf;fSf;F tpilaspf;fTk;."), "bamini");
    assert.equal(guessEncoding(",t;tpdhj;jhis ftdkhf gbj;J gjpy; vOJf."), "bamini");
    assert.equal(guessEncoding("1. ,e;jpahtpd; jiyefuk; vJ? (m) nrd;id (M) GJ by;yp"), "bamini");
    assert.equal(toUnicode("1. ,e;jpahtpd; jiyefuk; vJ? (m) nrd;id (M) GJ by;yp", "bamini"), "1. இந்தியாவின் தலைநகரம் எது? (அ) சென்னை (ஆ) புது டில்லி");
    for (const encoding of ["tscii", "tab", "vanavil", "shreelipi"] as const) {
      const passage = golden(encoding)
        .slice(0, 12)
        .map((line) => line.legacy)
        .join(" ");
      assert.equal(guessEncoding(passage), encoding, encoding);
    }
  });

  it("guesses nothing for English, numbers or Unicode Tamil", () => {
    const texts = [
      "Which of the following is correct?",
      "1. (A) 1 and 2 only (B) 2 and 3 only",
      "Answer: B",
      "The Indian Constitution came into force on 26 January 1950.",
      "Consider the following statements; which of them is/are correct?",
      "Match List I with List II and select the correct answer using the codes given below the lists:",
      "Assertion (A): Photosynthesis takes place in the chloroplast; Reason (R): it contains chlorophyll.",
      "Find the odd one out: Delhi, Mumbai, Chennai, Kolkata, Paris",
      "Café au lait, déjà vu, naïve façade, Schrödinger",
      "26/01/1950",
      "3.14159 2,718 1,00,000 ₹ 450.50",
      "12 : 30 pm, 15-08-1947",
      "பின்வருவனவற்றுள் எது சரியானது?",
      "திருக்குறள் - ஔவையார் (1) க்ஷேத்திரம்",
      "",
    ];
    for (const text of texts) assert.equal(guessEncoding(text), null, text);
  });

  it("guesses nothing for any English or Tamil text of the site's messages", () => {
    for (const locale of ["en", "ta"]) {
      const messages = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));
      const guessed = strings(messages).filter(([, text]) => guessEncoding(text) !== null);
      assert.deepEqual(guessed, [], locale);
    }
  });
});
