import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import * as fontkit from "fontkit";
import { sfntFromWoff } from "@/lib/pdf/woff";

// lib/pdf/woff.ts: the PDFs' fonts unpacked from .woff once, so fontkit stops inflating a table on
// every read. The unpacked font must shape Tamil exactly as the .woff does.

const woffFile = (subset: string, weight: number) => readFileSync(path.join("node_modules/@fontsource/noto-sans-tamil/files", `noto-sans-tamil-${subset}-${weight}-normal.woff`));
const tamil = "தமிழ்நாடு அரசுப் பணியாளர் தேர்வாணையம் – க்ஷ ஸ்ரீ கொ கோ கௌ";

interface Shaped {
  numGlyphs: number;
  layout(text: string): { glyphs: { id: number }[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] };
}

const latin = "Register No. VP2026-00042 · ₹500 · Group IV (200 questions)";

describe("a WOFF font unpacked for the PDFs", () => {
  for (const [subset, weight, text] of [
    ["tamil", 400, tamil],
    ["tamil", 700, tamil],
    ["latin", 400, latin],
    ["latin", 700, latin],
  ] as const) {
    it(`shapes text as the .woff does (${subset}, weight ${weight})`, () => {
      const woff = woffFile(subset, weight);
      const sfnt = sfntFromWoff(woff);
      assert.equal(sfnt.readUInt32BE(0), woff.readUInt32BE(4), "the sfnt keeps the WOFF's flavor");
      const [packed, plain] = [woff, sfnt].map((bytes) => fontkit.create(bytes) as unknown as Shaped);
      assert.equal(plain.numGlyphs, packed.numGlyphs);
      const [a, b] = [packed, plain].map((font) => font.layout(text));
      assert.deepEqual(
        b.glyphs.map((g) => g.id),
        a.glyphs.map((g) => g.id),
      );
      assert.deepEqual(
        b.positions.map((p) => [p.xAdvance, p.xOffset, p.yOffset]),
        a.positions.map((p) => [p.xAdvance, p.xOffset, p.yOffset]),
      );
      // Tamil's conjuncts and vowel signs were shaped (GSUB kept): fewer glyphs than characters.
      if (subset === "tamil") assert.ok(b.glyphs.length < [...text].length);
    });
  }

  it("refuses what is not a WOFF 1.0 font", () => {
    assert.throws(() => sfntFromWoff(Buffer.from("%PDF-1.7 not a font at all, long enough to have a header")), /not a WOFF/);
  });
});
