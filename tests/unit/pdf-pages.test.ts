import assert from "node:assert/strict";
import { describe, it } from "node:test";
import PDFDocument from "pdfkit";
import { drawPages, type DrawnPage } from "@/lib/files/pdf-pages";
import { READABLE_TEXT_PX } from "@/lib/files/pdf-text-size";

// A PDF's pages drawn on the server (issue 34): a page typed in a standard font the PDF does not
// embed (Helvetica, as older generators write it) is drawn with pdf.js's own copy of that font,
// found on disk, and sized so its body text is readable on a phone.

/** An A4 page of 11 pt Helvetica, not embedded (pdfkit's default). */
function helveticaPaper(): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4" });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.font("Helvetica").fontSize(11);
  for (let i = 1; i <= 20; i++) doc.text(`${i}. Which of these rivers flows east? (A) Kaveri (B) Narmada (C) Tapti (D) Mahi`);
  doc.end();
  return done;
}

describe("a PDF's pages drawn on the server", () => {
  it("draws a page in a standard font the PDF does not embed with pdf.js's own font data, its body text readable at twice the screen's pixels", async () => {
    const said: string[] = [];
    const [log, warn] = [console.log, console.warn];
    console.log = console.warn = (...args: unknown[]) => void said.push(args.join(" "));
    const pages: DrawnPage[] = [];
    try {
      assert.deepEqual(await drawPages(new Uint8Array(await helveticaPaper()), async (page) => void pages.push(page)), { ok: true, pages: 1 });
    } finally {
      [console.log, console.warn] = [log, warn];
    }
    assert.deepEqual(
      said.filter((line) => /standardFontDataUrl|cMapUrl/.test(line)),
      [],
    );
    assert.equal(pages[0].contentType, "image/png");
    assert.ok(Math.abs(pages[0].textPx! - 2 * READABLE_TEXT_PX) < 0.5, `body text ${pages[0].textPx} px`);
  });
});
