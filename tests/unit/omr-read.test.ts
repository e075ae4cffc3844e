import assert from "node:assert/strict";
import { describe, it } from "node:test";
import sharp from "sharp";
import { optionSets, type Letter } from "@/lib/mock-tests/key";
import { loadCv } from "@/lib/omr/cv";
import { bubbleState } from "@/lib/omr/marks";
import { MARKER, markerCentres } from "@/lib/omr/layout";
import { bestFit, greyImage, readPage, type PageReading } from "@/lib/omr/read";
import { renderOmrSheets } from "@/lib/pdf/omr";
import { answerSheet, capture, random, shade, type SheetTruth } from "../omr/scans";
import { rasterisePdf } from "../rasterise";

// The scan reader (issue 20) on scans made from the site's own sheets by tests/omr/scans.ts: a
// personal sheet through a scanner, a blank one photographed at an angle under uneven light, and
// the scan upside down. What it reads is checked against what was drawn, bubble by bubble.

const DPI = 150;
const shape = { questions: 60, options: "AD" as const };
const letters = optionSets.AD;
const { cv } = await loadCv();
const rng = random(7);
const pdf = await renderOmrSheets({ id: 4, titleTa: "மாதிரித் தேர்வு", titleEn: "Mock" }, shape, [{ sheetNo: 1, student: { name: "கவியா", registerNo: "VP2026-00042" } }, { sheetNo: 2 }]);
const pages = await rasterisePdf(pdf, DPI);

/** Every bubble's reading against the truth: none may be wrong without a flag, and confident answers must be the student's. */
function check(reading: PageReading, ink: SheetTruth["ink"]) {
  assert.ok(reading.ok, `read (${reading.ok || reading.reason})`);
  // Flagging everything would be safe and useless: nearly every bubble must be read outright.
  const unsure = reading.questions.flatMap((q) => q.darkness).filter((d) => bubbleState(d) === "unsure").length;
  assert.ok(unsure <= 2, `${unsure} bubbles unsure`);
  for (const q of reading.questions) {
    const drawn = ink[q.question - 1];
    q.darkness.forEach((d, i) => {
      const kind = drawn[letters[i] as Letter];
      const state = bubbleState(d);
      const truth = kind === "solid" || kind === "light" ? "marked" : "empty";
      assert.ok(state === truth || state === "unsure", `question ${q.question}${letters[i]}: ${kind ?? "untouched"} read ${state} (${d.toFixed(3)})`);
    });
    const meant = letters.filter((l) => drawn[l] === "solid" || drawn[l] === "light");
    if (meant.length > 1) assert.equal(q.doubt, "double", `question ${q.question} has two marks`);
    else if (q.answer !== undefined) assert.equal(q.answer, meant[0] ?? null, `question ${q.question}`);
  }
}

describe("reading a scanned sheet", () => {
  const personal = answerSheet(rng, shape);
  const blank = answerSheet(rng, shape);

  it("reads a personal sheet from a scanner, and again upside down", async () => {
    const scan = await capture(cv, rng, await shade(rng, pages[0], DPI, shape, personal, null), "scan");
    for (const jpeg of [scan, await sharp(scan).rotate(180).jpeg({ quality: 60 }).toBuffer()]) {
      const reading = await readPage(cv, await greyImage(jpeg), shape);
      check(reading, personal);
      assert.ok(reading.ok);
      assert.deepEqual(reading.code, { testId: 4, sheetNo: 1, registerNo: "VP2026-00042" });
      assert.equal(reading.registerNo, "VP2026-00042");
    }
  });

  it("reads a blank sheet photographed at an angle, register number from the shaded grid", async () => {
    const photo = await capture(cv, rng, await shade(rng, pages[1], DPI, shape, blank, "VP2026-00137"), "photo");
    const reading = await readPage(cv, await greyImage(photo), shape);
    check(reading, blank);
    assert.ok(reading.ok);
    assert.equal(reading.registerNo, "VP2026-00137");
    assert.deepEqual(reading.registerDigits, [2, 0, 2, 6, 0, 0, 1, 3, 7]);
  });

  it("reads a sheet photographed on a dark bench (issue 37: its edge once hid the markers)", async () => {
    const photo = await capture(cv, rng, await shade(rng, pages[1], DPI, shape, blank, "VP2026-00137"), "photo", "dark");
    const reading = await readPage(cv, await greyImage(photo), shape);
    check(reading, blank);
    assert.ok(reading.ok);
    assert.equal(reading.registerNo, "VP2026-00137");
  });

  it("takes, of each corner's nearest squares, the four that put the QR code where it was seen, not the nearest (issue 37)", () => {
    const [real, decoy, b, c, d] = [
      { x: 10, y: 10 },
      { x: 14, y: 9 },
      { x: 900, y: 10 },
      { x: 900, y: 1300 },
      { x: 10, y: 1300 },
    ];
    // The decoy (a letter of the title, at a slant) lies nearer where the marker was expected.
    const fit = bestFit([[decoy, real], [b], [c], [d]], (markers) => Math.hypot(markers[0].x - real.x, markers[0].y - real.y));
    assert.deepEqual(fit, { markers: [real, b, c, d], misfit: 0 });
    assert.equal(
      bestFit([[real], [], [c], [d]], () => 0),
      null,
    );
  });

  it("refuses a page whose marker is hidden and a square drawn nearby, rather than misplace every bubble", async () => {
    const px = (pt: number) => Math.round((pt * DPI) / 72);
    const [marker, side] = [markerCentres[3], MARKER.size];
    const box = (x: number, y: number, colour: string) => ({
      input: { create: { width: px(side + 4), height: px(side + 4), channels: 3 as const, background: colour } },
      left: px(x - side / 2 - 2),
      top: px(y - side / 2 - 2),
    });
    const tampered = await sharp(pages[0].png)
      .composite([box(marker.x, marker.y, "#fff"), box(marker.x + 60, marker.y - 40, "#000")])
      .png()
      .toBuffer();
    const scan = await capture(cv, rng, tampered, "scan");
    assert.deepEqual(await readPage(cv, await greyImage(scan), shape), { ok: false, reason: "noMarkers" });
  });

  it("says so when a page carries no sheet code", async () => {
    const white = await sharp({ create: { width: 1200, height: 1700, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    assert.deepEqual(await readPage(cv, await greyImage(white), shape), { ok: false, reason: "noCode" });
  });
});
