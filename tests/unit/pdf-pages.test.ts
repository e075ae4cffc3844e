import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { drawPages, type DrawnPage } from "@/lib/files/pdf-pages";
import { READABLE_TEXT_PX } from "@/lib/files/pdf-text-size";

// A PDF's pages drawn on the server (issue 34): a page typed in a standard font the PDF does not
// embed (Helvetica, as older generators write it) is drawn with pdf.js's own copy of that font,
// found on disk, and sized so its body text is readable on a phone.

/** An A4 page of 11 pt Helvetica, one of the standard fonts react-pdf names without embedding. */
async function helveticaPaper(): Promise<Buffer> {
  const { Document, Page, Text, renderToBuffer } = await import("@react-pdf/renderer");
  const { createElement: h } = await import("react");
  const lines = Array.from({ length: 20 }, (_, i) => h(Text, { key: i }, `${i + 1}. Which of these rivers flows east? (A) Kaveri (B) Narmada (C) Tapti (D) Mahi`));
  return renderToBuffer(h(Document, null, h(Page, { size: "A4", style: { fontFamily: "Helvetica", fontSize: 11, padding: 56 } }, lines)));
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
