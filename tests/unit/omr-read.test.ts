import assert from "node:assert/strict";
import { describe, it } from "node:test";
import sharp from "sharp";
import { optionSets, type Letter } from "@/lib/mock-tests/key";
import { loadCv } from "@/lib/omr/cv";
import { bubbleState } from "@/lib/omr/marks";
import { MARKER, markerCentres } from "@/lib/omr/layout";
import { bestFit } from "@/lib/omr/markers";
import { readQrCodes } from "@/lib/omr/qr";
import { greyImage, readPage, type PageReading } from "@/lib/omr/read";
import { renderOmrSheets } from "@/lib/pdf/omr";
import { capture } from "../omr/capture";
import { answerSheet, meant, random, shade, tallyOf, UNSHADED, type SheetTruth } from "../omr/scans";
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

/**
 * Every question's reading against the truth: none may be wrong without a flag, confident answers
 * must be the student's, and (flagging everything would be safe and useless) at most `staff`
 * questions may be left to staff.
 */
function check(reading: PageReading, ink: SheetTruth["ink"], staff = 2) {
  assert.ok(reading.ok, `read (${reading.ok || reading.reason})`);
  const doubts = reading.questions.filter((q) => q.answer === undefined);
  assert.ok(doubts.length <= staff, `${doubts.length} questions for staff: ${doubts.map((q) => `${q.question} ${q.doubt}`).join(", ")}`);
  for (const q of reading.questions) {
    const drawn = ink[q.question - 1];
    const meantLetters = letters.filter((l) => meant(drawn[l]));
    q.darkness.forEach((d, i) => {
      const kind = drawn[letters[i] as Letter];
      if (kind && UNSHADED.includes(kind)) return;
      const state = bubbleState(d, reading.cut);
      const truth = meant(kind) ? "marked" : "empty";
      // A rubbed-out mark beside a firm one is read as empty by the question's own rule, not the bubble's.
      if (state === "unsure" && q.answer !== undefined) assert.ok(kind === "erased" || kind === "erasedPencil", `question ${q.question}${letters[i]}: ${kind} unsure yet read`);
      else assert.ok(state === truth || state === "unsure", `question ${q.question}${letters[i]}: ${kind ?? "untouched"} read ${state} (${d.toFixed(3)})`);
    });
    if (meantLetters.length > 1) assert.equal(q.answer, undefined, `question ${q.question} has two marks`);
    else if (q.answer !== undefined) assert.equal(q.answer, meantLetters[0] ?? null, `question ${q.question}: ${JSON.stringify(drawn)} read ${q.answer}`);
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
    const photo = await capture(cv, rng, await shade(rng, pages[1], DPI, shape, blank, "VP2026-00137"), "photo", { surface: "dark" });
    const reading = await readPage(cv, await greyImage(photo), shape);
    check(reading, blank);
    assert.ok(reading.ok);
    assert.equal(reading.registerNo, "VP2026-00137");
  });

  it("reads a photo taken through a wide lens (12 % barrel) on a cloth, the lens found from the printed outlines (issue 37)", async () => {
    const photo = await capture(cv, rng, await shade(rng, pages[1], DPI, shape, blank, "VP2026-00137"), "photo", { surface: "cloth", barrel: 0.12 });
    const reading = await readPage(cv, await greyImage(photo), shape);
    check(reading, blank);
    assert.ok(reading.ok);
    assert.equal(reading.registerNo, "VP2026-00137");
  });

  it("reads a folded sheet photographed not lying flat, each block of rows moved onto its printed outlines (issue 37)", async () => {
    const folded = await capture(cv, random(11), await shade(rng, pages[0], DPI, shape, personal, null), "photo", { fold: true, barrel: 0.05 });
    check(await readPage(cv, await greyImage(folded), shape), personal, 4);
  });

  it("sends ringed, ticked and crossed letters to staff, never reads them as blank (issue 37)", async () => {
    const habits = answerSheet(random(12), shape, { unshaded: 0.4 });
    const scan = await capture(cv, rng, await shade(rng, pages[0], DPI, shape, habits, null), "scan", { surface: "dark" });
    const reading = await readPage(cv, await greyImage(scan), shape);
    const unshaded = habits.flatMap((q, i) => (Object.values(q).some((kind) => UNSHADED.includes(kind!)) ? [i + 1] : []));
    assert.ok(reading.ok && unshaded.length >= 10, `${unshaded.length} letters ringed, ticked or crossed`);
    check(reading, habits, unshaded.length + 4);
    for (const question of unshaded) assert.equal(reading.questions[question - 1].answer, undefined, `question ${question}: ${JSON.stringify(habits[question - 1])}`);
  });

  it("reads faint pencil in a blurred photo by the sheet's own cut, where the pen cut would read it blank (issue 37)", async () => {
    const faint = answerSheet(random(13), shape, { pencil: "faint" });
    const photo = await capture(cv, rng, await shade(rng, pages[0], DPI, shape, faint, null), "photo", { blurry: true });
    const reading = await readPage(cv, await greyImage(photo), shape);
    check(reading, faint, 6);
    assert.ok(reading.ok && reading.cut.markedMin < 0.22, `cut ${JSON.stringify(reading.ok && reading.cut)}`);
  });

  it("reads the candidate's tally, and sends the questions read blank to staff when it counts a mark the reader missed (issue 37)", async () => {
    const meantInk = answerSheet(random(14), shape);
    const missed = meantInk.findIndex((q) => Object.values(q).join() === "solid");
    // What the reader sees: the student's mark on that question so light it reads as rubbed out.
    const seen = meantInk.map((q, i) => (i === missed ? Object.fromEntries(Object.keys(q).map((l) => [l, "erased" as const])) : q));
    const read = async (counts: number[]) => {
      const scan = await capture(cv, rng, await shade(rng, pages[0], DPI, shape, seen, null, { counts, ink: "solid" }), "scan");
      const reading = await readPage(cv, await greyImage(scan), shape);
      assert.ok(reading.ok);
      return reading;
    };
    const told = await read(tallyOf(meantInk, shape));
    assert.deepEqual(told.tally, tallyOf(meantInk, shape));
    assert.equal(told.questions[missed].answer, undefined);
    assert.ok(told.questions.filter((q) => q.doubt === "tally").length >= 1);
    const agreed = await read(tallyOf(seen, shape));
    assert.equal(agreed.questions.filter((q) => q.doubt === "tally").length, 0);
  });

  it("reads a small QR code in a blurred photo by looking again at twice the size, sharpened (issue 37)", async () => {
    const r = random(4);
    const photo = await capture(cv, r, await shade(r, pages[1], DPI, shape, answerSheet(random(99), shape), "VP2026-00137"), "photo", { blurry: true });
    const blurred = await sharp(photo).blur(2).jpeg({ quality: 80 }).toBuffer();
    assert.equal((await readQrCodes(new Uint8Array(blurred))).length, 0, "zxing alone reads it: blur it more");
    const reading = await readPage(cv, await greyImage(blurred), shape);
    assert.ok(reading.ok, `read (${reading.ok || reading.reason})`);
    assert.deepEqual(reading.code, { testId: 4, sheetNo: 2, registerNo: null });
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
    const fit = bestFit([[decoy, real], [b], [c], [d]], (markers) => ({ misfit: Math.hypot(markers[0].x - real.x, markers[0].y - real.y) }));
    assert.deepEqual(fit, { markers: [real, b, c, d], misfit: 0 });
    assert.equal(
      bestFit([[real], [], [c], [d]], () => ({ misfit: 0 })),
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
