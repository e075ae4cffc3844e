import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { openScan, pageJpeg } from "@/lib/omr/pages";
import { renderOmrSheets } from "@/lib/pdf/omr";
import { scanPdf } from "../omr/scans";

// A scanner's PDF (issue 37): each page's picture is the JPEG the scanner stored, taken out as it
// is and decoded by sharp, not drawn by pdf.js (0.7–1.1 s a page); a page that is not one plain
// JPEG is still drawn.

const jpeg = await sharp({ create: { width: 300, height: 420, channels: 3, background: "#d0d0d0" } })
  .jpeg()
  .toBuffer();
const scanned = await scanPdf([jpeg, jpeg]);
const drawn = await renderOmrSheets(null, { questions: 5, options: "AD" }, [{ sheetNo: 1 }]);

describe("a scanner's PDF", () => {
  it("gives each page's JPEG byte for byte, and nothing for a page of drawing", async () => {
    const doc = await PDFDocument.load(scanned);
    assert.ok(Buffer.from(pageJpeg(doc, 1)!).equals(jpeg));
    assert.equal(pageJpeg(await PDFDocument.load(drawn), 0), null);
  });

  it("opens a scanned page as its JPEG's own picture, and draws any other page at the reading size", async () => {
    const scan = await openScan(new Uint8Array(scanned), "application/pdf");
    const page = await scan.page(2);
    assert.deepEqual([scan.count, page.width, page.height], [2, 300, 420]);
    assert.equal(page.data[0], 208);
    await scan.close();
    const other = await openScan(new Uint8Array(drawn), "application/pdf");
    assert.equal((await other.page(1)).height, 2400);
    await other.close();
  });
});
