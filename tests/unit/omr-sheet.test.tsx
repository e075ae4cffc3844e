// The paper answer sheet (issue 20) as a printer and a scanner see it: the PDF is rasterised by
// poppler and the pixels checked where lib/omr/layout.ts says the markers, bubbles and QR code are.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { optionSets } from "@/lib/mock-tests/key";
import { decodeSheetCode, encodeSheetCode, registerDigits, registerFromDigits } from "@/lib/omr/code";
import { answerBubbles, BUBBLE_RADIUS, MARKER, markerCentres, PAGE, QR_BOX, REGISTER, registerBubble, type Point } from "@/lib/omr/layout";
import { renderOmrSheet, renderOmrSheets } from "@/lib/pdf/omr";
import { readQrCodes } from "@/lib/omr/qr";
import { rasterisePdf, type GreyPage } from "../rasterise";

const DPI = 100;
const px = (pt: number) => (pt * DPI) / 72;

type Grey = GreyPage;

const at = (page: Grey, p: Point) => page.data[Math.round(px(p.y)) * page.width + Math.round(px(p.x))];
/** Mean grey level (0 black, 255 white) of the disc of radius `r` points around `c`. */
function meanIn(page: Grey, c: Point, r: number): number {
  let sum = 0;
  let n = 0;
  for (let dy = -r; dy <= r; dy += 0.25)
    for (let dx = -r; dx <= r; dx += 0.25) {
      if (dx * dx + dy * dy > r * r) continue;
      sum += at(page, { x: c.x + dx, y: c.y + dy });
      n += 1;
    }
  return sum / n;
}
/** The darkest grey level on the circle of radius `r` around `c` (a bubble's printed outline). */
function darkestOn(page: Grey, c: Point, r: number): number {
  let min = 255;
  for (let a = 0; a < 2 * Math.PI; a += 0.05) min = Math.min(min, at(page, { x: c.x + r * Math.cos(a), y: c.y + r * Math.sin(a) }));
  return min;
}

const test = { id: 7, titleTa: "குரூப் 4 மாதிரித் தேர்வு 3", titleEn: "Group 4 mock test 3" };
const shape = { questions: 200, options: "AE" as const };

describe("the OMR sheet PDF", async () => {
  const pdf = await renderOmrSheets(test, shape, [{ sheetNo: 1 }, { sheetNo: 2, student: { name: "Kavya", registerNo: "VP2026-00042" } }]);
  const pages = await rasterisePdf(pdf, DPI);

  it("is A4, one page per sheet", () => {
    assert.equal(pages.length, 2);
    for (const page of pages) {
      assert.ok(Math.abs(page.width - px(PAGE.width)) < 1 && Math.abs(page.height - px(PAGE.height)) < 1, `${page.width} × ${page.height} px at ${DPI} dpi`);
    }
  });

  it("prints the four corner markers solid, with white paper around them", () => {
    for (const page of pages)
      for (const c of markerCentres) {
        assert.ok(meanIn(page, c, MARKER.size * 0.4) < 40, `marker at ${c.x},${c.y}`);
        assert.ok(at(page, { x: c.x, y: c.y + MARKER.size }) > 230, "paper below the marker");
      }
  });

  it("prints every answer bubble as a light outline with nothing dark inside", () => {
    const page = pages[0];
    for (const { question, letter, centre } of answerBubbles(shape)) {
      assert.ok(meanIn(page, centre, BUBBLE_RADIUS * 0.6) > 200, `inside ${question}${letter} is light`);
      assert.ok(darkestOn(page, centre, BUBBLE_RADIUS) < 215, `outline of ${question}${letter} is printed`);
    }
  });

  it("prints each bubble's letter or digit in its middle", () => {
    // The ink-weighted middle of everything inside the ring (the outline is left out).
    const middle = (page: Grey, c: Point) => {
      let [sum, sx, sy] = [0, 0, 0];
      for (let dy = -3.6; dy <= 3.6; dy += 0.2)
        for (let dx = -3.6; dx <= 3.6; dx += 0.2) {
          if (dx * dx + dy * dy > 3.6 * 3.6) continue;
          const ink = 255 - at(page, { x: c.x + dx, y: c.y + dy });
          [sum, sx, sy] = [sum + ink, sx + ink * dx, sy + ink * dy];
        }
      assert.ok(sum > 0, `a label in the bubble at ${c.x},${c.y}`);
      return { x: sx / sum, y: sy / sum };
    };
    const bubbles = [...answerBubbles(shape).map((b) => b.centre), ...Array.from({ length: 90 }, (_, i) => registerBubble(Math.floor(i / 10), i % 10))];
    for (const c of bubbles) {
      const m = middle(pages[0], c);
      assert.ok(Math.abs(m.x) < 0.8 && Math.abs(m.y) < 0.8, `label at ${c.x},${c.y} is off by ${m.x.toFixed(2)},${m.y.toFixed(2)} pt`);
    }
  });

  it("stays light enough for a phone on mobile data", async () => {
    // One sheet was 2.3 MB while each bubble was a styled View and each run of Tamil embedded its own font copy.
    const generic = await renderOmrSheet();
    assert.ok(generic.length < 150_000, `/OMR-Sheet.pdf is ${generic.length} bytes`);
    const perPage = (pdf.length - generic.length) / (pages.length - 1);
    assert.ok(perPage < 80_000, `each further sheet adds ${Math.round(perPage)} bytes`);
  });

  it("prints the register grid on a blank sheet and the register number instead on a personal one", () => {
    const bubble = registerBubble(REGISTER.digits - 1, 9);
    assert.ok(darkestOn(pages[0], bubble, BUBBLE_RADIUS) < 215);
    assert.ok(darkestOn(pages[1], bubble, BUBBLE_RADIUS) > 230);
  });

  it("carries a QR code that names the test, the sheet and, on a personal sheet, the student", async () => {
    const read = await Promise.all(pages.map((page) => readQrCodes(page.png)));
    assert.deepEqual(
      read.map((codes) => codes.map((c) => decodeSheetCode(c.text))),
      [[{ testId: 7, sheetNo: 1, registerNo: null }], [{ testId: 7, sheetNo: 2, registerNo: "VP2026-00042" }]],
    );
    const found = read[0][0].corners;
    const box = { left: px(QR_BOX.x), right: px(QR_BOX.x + QR_BOX.size), top: px(QR_BOX.y), bottom: px(QR_BOX.y + QR_BOX.size) };
    for (const corner of found) assert.ok(corner.x >= box.left && corner.x <= box.right && corner.y >= box.top && corner.y <= box.bottom, "the code sits in its box");
  });
});

describe("the sheet's geometry", () => {
  const frame = { left: markerCentres[0].x + MARKER.size / 2, right: markerCentres[1].x - MARKER.size / 2 };
  it("keeps every bubble apart, inside the markers and clear of the QR code", () => {
    const centres = [...answerBubbles({ questions: 200, options: "AE" }).map((b) => b.centre), ...Array.from({ length: 90 }, (_, i) => registerBubble(Math.floor(i / 10), i % 10))];
    for (const c of centres) {
      assert.ok(c.x - BUBBLE_RADIUS > frame.left && c.x + BUBBLE_RADIUS < frame.right, `between the markers at x ${c.x}`);
      assert.ok(c.y - BUBBLE_RADIUS > QR_BOX.y + QR_BOX.size || c.x + BUBBLE_RADIUS < QR_BOX.x, `clear of the QR code at ${c.x},${c.y}`);
      assert.ok(c.y + BUBBLE_RADIUS < markerCentres[3].y - MARKER.size / 2, `above the bottom markers at ${c.x},${c.y}`);
    }
    for (let i = 0; i < centres.length; i += 1)
      for (let j = i + 1; j < centres.length; j += 1) assert.ok(Math.hypot(centres[i].x - centres[j].x, centres[i].y - centres[j].y) > 2 * BUBBLE_RADIUS + 1, "bubbles do not touch");
  });

  it("refuses a sheet of more questions than it holds, rather than drawing off the page", async () => {
    await assert.rejects(renderOmrSheets(test, { questions: 201, options: "AD" }, [{ sheetNo: 1 }]), RangeError);
    assert.throws(() => answerBubbles({ questions: 201, options: "AE" }), RangeError);
  });

  it("lays out only the letters of the test's sheet", () => {
    assert.deepEqual([...new Set(answerBubbles({ questions: 3, options: "AD" }).map((b) => b.letter))], [...optionSets.AD]);
    assert.equal(answerBubbles({ questions: 3, options: "AD" }).length, 12);
  });
});

describe("the sheet's code and register digits", () => {
  it("round-trips a sheet code and refuses anything else", () => {
    for (const code of [
      { testId: 7, sheetNo: 12, registerNo: null },
      { testId: 0, sheetNo: 0, registerNo: null },
      { testId: 31, sheetNo: 250, registerNo: "VP2026-00042" },
    ])
      assert.deepEqual(decodeSheetCode(encodeSheetCode(code)), code);
    for (const text of ["", "https://example.com", "OMR2/1/2/", "OMR1/x/2/", "OMR1/1/2/VP 2026"]) assert.equal(decodeSheetCode(text), null, text);
  });

  it("maps a register number to the grid's nine digits and back", () => {
    assert.equal(registerDigits("VP2026-00042"), "202600042");
    assert.equal(registerFromDigits("202600042"), "VP2026-00042");
    assert.equal(registerDigits("XX2026-00042"), null);
    assert.equal(registerFromDigits("20260004"), null);
  });
});
