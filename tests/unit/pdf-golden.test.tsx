// Golden image: a Tamil line rendered by @react-pdf/renderer with the site's PDF fonts, rasterised
// by poppler's pdftoppm, compared pixel by pixel with tests/golden/tamil-line.png. Conjuncts and
// vowel signs that are not shaped (a broken font, a lost GSUB table, hyphenation splitting words)
// move pixels far beyond the tolerance. UPDATE_GOLDEN=1 rewrites the stored picture.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, it } from "node:test";
import { Document, Page, renderToBuffer } from "@react-pdf/renderer";
import { Text } from "@/lib/pdf/text";
import sharp from "sharp";
import { pdfFontFamily, registerPdfFonts } from "@/lib/pdf/fonts";
import { rasterisePdf, type GreyPage } from "../rasterise";

const GOLDEN = path.join(import.meta.dirname, "../golden/tamil-line.png");
/** Consonant clusters, split and two-part vowel signs, ஸ்ரீ and க்ஷ: the hard parts of Tamil shaping. */
const LINE = "வெற்றிப் படிகள் – கௌரவம், பொறுமை, ஸ்ரீ க்ஷேத்திரம், தொழில்நுட்பம்";

async function rasterise(text: string): Promise<GreyPage> {
  registerPdfFonts();
  const pdf = await renderToBuffer(
    <Document>
      <Page size={[620, 110]} style={{ padding: 12, fontFamily: pdfFontFamily, fontSize: 18 }}>
        <Text>{text}</Text>
      </Page>
    </Document>,
  );
  const [page] = await rasterisePdf(pdf, 96);
  return page;
}

/** Share of pixels whose grey level differs by more than 64 of 255. */
function difference(a: { data: Buffer; width: number; height: number }, b: { data: Buffer; width: number; height: number }): number {
  assert.deepEqual([a.width, a.height], [b.width, b.height], "same page size");
  let differing = 0;
  for (let i = 0; i < a.data.length; i++) if (Math.abs(a.data[i] - b.data[i]) > 64) differing++;
  return differing / a.data.length;
}

describe("Tamil in generated PDFs", () => {
  it("renders a Tamil line as the stored golden picture", async () => {
    const rendered = await rasterise(LINE);
    if (process.env.UPDATE_GOLDEN === "1") {
      await sharp(rendered.data, { raw: { width: rendered.width, height: rendered.height, channels: 1 } })
        .png()
        .toFile(GOLDEN);
    }
    const { data, info } = await sharp(await readFile(GOLDEN))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const share = difference(rendered, { data, width: info.width, height: info.height });
    assert.ok(share < 0.002, `${(share * 100).toFixed(2)}% of pixels differ from ${path.relative(process.cwd(), GOLDEN)}`);
  });

  it("tells an unshaped rendering from the golden one", async () => {
    // Zero-width non-joiners stop the vowel signs and conjuncts from forming: the comparison must notice.
    const unshaped = await rasterise(LINE.replace(/(.)/gu, "$1\u200C"));
    const { data, info } = await sharp(await readFile(GOLDEN))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    assert.ok(difference(unshaped, { data, width: info.width, height: info.height }) > 0.01);
  });

  it("embeds each font once however many runs of text use it", async () => {
    // Both Noto subsets were named "NotoSansTamil-*" and pdfkit reuses a font by that name, so each
    // Tamil run embedded a fresh copy: a schedule PDF was 393 KB, now 30 KB (lib/pdf/fonts.ts).
    registerPdfFonts();
    const pdf = await renderToBuffer(
      <Document>
        <Page style={{ fontFamily: pdfFontFamily }}>
          {Array.from({ length: 30 }, (_, i) => (
            <Text key={i} style={{ fontWeight: i % 2 ? 700 : 400 }}>{`${LINE} ${i}`}</Text>
          ))}
        </Page>
      </Document>,
    );
    const embedded = pdf.toString("latin1").match(/\/FontFile2/g) ?? [];
    assert.equal(embedded.length, 4, "Tamil and Latin, regular and bold");
  });
});
