import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { createElement as h } from "react";
import sharp from "sharp";
import { drawCard, OG_SIZE, wrap } from "@/lib/og/card";
import { pdfFontFamily, registerPdfFonts } from "@/lib/pdf/fonts";
import { rasterisePdf } from "../rasterise";

// The shared-link picture shapes Tamil (issue 38, item 6): its title, as drawn, has the ink of the
// same words set by react-pdf (whose Tamil shaping the project's PDFs rely on), column by column;
// the same letters drawn one code point after another, as next/og's Satori drew them (ெ, ே, ை after
// their consonant), do not.

/** Words with ெ (drawn left of its consonant) and ை (left, and joined), short enough for one line. */
const TITLE = "வெற்றி மையம்";
const BINS = 240;

/** A grey picture's ink, column by column over its inked width, resampled to BINS and scaled to sum 1. */
function profile(grey: Uint8Array, width: number, height: number, inked: (v: number) => boolean): number[] {
  const columns = Array.from({ length: width }, (_, x) => {
    let n = 0;
    for (let y = 0; y < height; y += 1) if (inked(grey[y * width + x])) n += 1;
    return n;
  });
  const [first, last] = [columns.findIndex((n) => n > 0), columns.findLastIndex((n) => n > 0)];
  const span = last - first + 1;
  const bins = Array.from({ length: BINS }, (_, b) => {
    let sum = 0;
    for (let x = first + Math.floor((b * span) / BINS); x < first + Math.floor(((b + 1) * span) / BINS); x += 1) sum += columns[x];
    return sum;
  });
  const total = bins.reduce((a, b) => a + b, 0);
  return bins.map((v) => v / total);
}

function correlation(a: number[], b: number[]): number {
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const [ma, mb] = [mean(a), mean(b)];
  let [ab, aa, bb] = [0, 0, 0];
  a.forEach((x, i) => {
    ab += (x - ma) * (b[i] - mb);
    aa += (x - ma) ** 2;
    bb += (b[i] - mb) ** 2;
  });
  return ab / Math.sqrt(aa * bb);
}

/** The title's band of the card (one line, no subtitle: its baseline at 300), white text on blue. */
async function cardTitle(): Promise<number[]> {
  const { data, info } = await sharp(drawCard({ title: TITLE }))
    .extract({ left: 0, top: 200, width: OG_SIZE.width, height: 130 })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return profile(data, info.width, info.height, (v) => v > 200);
}

/** The same words set by react-pdf and rasterised by poppler, black on white. */
async function reference(): Promise<number[]> {
  registerPdfFonts();
  const { Document, Page, Text, renderToBuffer } = await import("@react-pdf/renderer");
  // A page wide enough for the one line: react-pdf given too little room pages on for ever.
  const pdf = await renderToBuffer(h(Document, null, h(Page, { size: [2000, 300] }, h(Text, { style: { fontFamily: pdfFontFamily, fontWeight: 700, fontSize: 76, margin: 20 } }, TITLE))));
  const [page] = await rasterisePdf(pdf, 72);
  return profile(page.data, page.width, page.height, (v) => v < 128);
}

/** The letters drawn one code point at a time, left to right, in the card's font: what an engine that does not shape Tamil draws. */
function unshaped(): number[] {
  drawCard({ title: "" });
  const canvas = createCanvas(1200, 160);
  const ctx = canvas.getContext("2d") as SKRSContext2D;
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, 1200, 160);
  ctx.fillStyle = "#000";
  ctx.font = "bold 76px 'OG Latin', 'OG Tamil'";
  let x = 20;
  for (const letter of TITLE) {
    ctx.fillText(letter, x, 110);
    x += ctx.measureText(letter).width;
  }
  const rgba = ctx.getImageData(0, 0, 1200, 160).data;
  return profile(
    Uint8Array.from({ length: 1200 * 160 }, (_, i) => rgba[4 * i]),
    1200,
    160,
    (v) => v < 128,
  );
}

describe("the picture a shared link shows", () => {
  it("draws the Tamil title with its vowel signs where react-pdf puts them, unlike letters drawn one by one", async () => {
    const [card, set, broken] = [await cardTitle(), await reference(), unshaped()];
    const [good, bad] = [correlation(card, set), correlation(broken, set)];
    assert.ok(good > 0.8, `the card's title against react-pdf's: ${good.toFixed(3)}`);
    assert.ok(bad < good - 0.15, `letters one by one against react-pdf's: ${bad.toFixed(3)} (the card: ${good.toFixed(3)})`);
  });

  it("breaks a long title between words into two lines that fit, or says it cannot", () => {
    const ctx = createCanvas(10, 10).getContext("2d");
    drawCard({ title: "" });
    ctx.font = "bold 48px 'OG Latin', 'OG Tamil'";
    const lines = wrap(ctx, "டி.என்.பி.எஸ்.சி. குரூப் 2, 2ஏ முதல்நிலைத் தேர்வு: பாடத்திட்டம்", 1040, 2);
    assert.ok(lines && lines.length === 2, JSON.stringify(lines));
    for (const line of lines) assert.ok(ctx.measureText(line).width <= 1040);
    assert.equal(wrap(ctx, "ஒன்று இரண்டு மூன்று நான்கு ஐந்து ஆறு ஏழு எட்டு ஒன்பது பத்து பதினொன்று பன்னிரண்டு", 300, 2), null);
  });
});
