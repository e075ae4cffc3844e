import sharp from "sharp";
import { optionSets, type Letter } from "@/lib/mock-tests/key";
import { registerDigits } from "@/lib/omr/code";
import { answerBubble, BUBBLE_RADIUS, registerBubble, tallyBubble, type Point, type SheetShape } from "@/lib/omr/layout";
import type { GreyPage } from "../rasterise";

// Realistic scans of shaded answer sheets (issue 20), made from the site's own sheet PDF as
// poppler rasterises it: pen marks with ragged edges (solid, light, two in a question, rubbed out),
// and (issue 37) the habits a hall shows besides: pencil, firm or faint, and a letter ringed,
// ticked or crossed instead of shaded. ./capture.ts turns the shaded page into a scan or a photo.
// Each page comes with the truth: which bubbles a person marked.

export type Ink = "solid" | "light" | "erased" | "pencil" | "faintPencil" | "erasedPencil" | "ring" | "tick" | "cross";

/** Marks that answer: all but a rubbed-out one. */
export const meant = (ink: Ink | undefined) => ink !== undefined && ink !== "erased" && ink !== "erasedPencil";
/** A letter answered without shading its bubble (issue 37). */
export const UNSHADED: readonly Ink[] = ["ring", "tick", "cross"];

export interface SheetTruth {
  /** For each question, its bubbles' ink (absent: untouched). */
  ink: Partial<Record<Letter, Ink>>[];
  /** The register number shaded on a blank sheet, or null (printed on a personal sheet). */
  shadedRegisterNo: string | null;
}

/** How a student marks (issue 37): in pencil (firm or faint), and how often a letter is ringed, ticked or crossed. */
export interface Habits {
  pencil?: "firm" | "faint";
  unshaded?: number;
}

/** A small seeded generator (mulberry32): the same seed gives the same scan set. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, between: (lo: number, hi: number) => lo + next() * (hi - lo), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] };
}
export type Random = ReturnType<typeof random>;

/** How a student answers each question: mostly one clear mark, with the awkward cases a hall produces. */
export function answerSheet(rng: Random, shape: SheetShape, habits: Habits = {}): SheetTruth["ink"] {
  const letters = optionSets[shape.options];
  const marks = Array.from({ length: shape.questions }, (): SheetTruth["ink"][number] => {
    const [one, other] = [rng.pick(letters), rng.pick(letters)];
    const r = rng.next();
    if (r < 0.84) return { [one]: "solid" };
    if (r < 0.88) return {};
    if (r < 0.92) return { [one]: "light" };
    if (r < 0.94) return one === other ? { [one]: "solid" } : { [one]: "solid", [other]: "solid" };
    if (r < 0.98) return one === other ? { [one]: "solid" } : { [other]: "erased", [one]: "solid" };
    return { [one]: "erased" };
  });
  // Habits are drawn only when asked for, so the sheets made without them stay as they were.
  const pencil = habits.pencil === "firm" ? "pencil" : "faintPencil";
  return marks.map((question) => {
    const entries = Object.entries(question) as [Letter, Ink][];
    if (habits.unshaded && entries.length === 1 && entries[0][1] === "solid" && rng.next() < habits.unshaded) return { [entries[0][0]]: rng.pick(UNSHADED) };
    if (!habits.pencil) return question;
    return Object.fromEntries(entries.map(([letter, ink]) => [letter, ink === "erased" ? "erasedPencil" : pencil]));
  });
}

/** A pen mark's outline: a wobbly ellipse around `c` (pixels), never quite the bubble's shape. */
function markPath(rng: Random, c: Point, r: number): string {
  const [rx, ry, tilt] = [r * rng.between(0.78, 1.02), r * rng.between(0.72, 0.98), rng.between(0, Math.PI)];
  const [ox, oy] = [rng.between(-0.12, 0.12) * r, rng.between(-0.12, 0.12) * r];
  const points = Array.from({ length: 18 }, (_, i) => {
    const a = (i / 18) * 2 * Math.PI;
    const wobble = rng.between(0.9, 1.06);
    const [x, y] = [rx * wobble * Math.cos(a), ry * wobble * Math.sin(a)];
    return `${(c.x + ox + x * Math.cos(tilt) - y * Math.sin(tilt)).toFixed(1)},${(c.y + oy + x * Math.sin(tilt) + y * Math.cos(tilt)).toFixed(1)}`;
  });
  return `M${points.join("L")}Z`;
}

/** A stroke through points given in bubble radii around `c` (pixels), each point a little off. */
function strokePath(rng: Random, c: Point, r: number, points: [number, number][]): string {
  const at = ([x, y]: [number, number]) => `${(c.x + (x + rng.between(-0.12, 0.12)) * r).toFixed(1)},${(c.y + (y + rng.between(-0.12, 0.12)) * r).toFixed(1)}`;
  return `M${points.map(at).join("L")}`;
}

/**
 * How each kind of mark is drawn: a fill at a grey level (pencil measured 0.33–0.56 dark by the
 * reader, faint pencil 0.17–0.26, as in issue 37's sheets; rubbed-out pencil leaves less than pen),
 * or a pen stroke about a point wide: a
 * ring around the bubble, a tick or a cross across it.
 */
function markSvg(rng: Random, kind: Ink, c: Point, r: number): string {
  const grey = (lo: number, hi: number) => Math.round(rng.between(lo, hi));
  const fills: Partial<Record<Ink, [number, number]>> = { solid: [25, 70], light: [120, 150], erased: [212, 235], pencil: [125, 175], faintPencil: [190, 212], erasedPencil: [228, 245] };
  const fill = fills[kind];
  if (fill) {
    const g = grey(...fill);
    return `<path d="${markPath(rng, c, r)}" fill="rgb(${g},${g},${g})"/>`;
  }
  const g = grey(25, 90);
  const stroke = `fill="none" stroke="rgb(${g},${g},${g})" stroke-width="${(r * rng.between(0.13, 0.24)).toFixed(2)}" stroke-linecap="round"`;
  if (kind === "ring") return `<path d="${markPath(rng, c, r * rng.between(1.35, 1.6))}" ${stroke}/>`;
  if (kind === "tick")
    return `<path d="${strokePath(rng, c, r, [
      [-0.9, -0.1],
      [-0.2, 0.8],
      [1.4, -1.3],
    ])}" ${stroke}/>`;
  return `<path d="${strokePath(rng, c, r, [
    [-1.2, -1.2],
    [1.2, 1.2],
  ])}${strokePath(rng, c, r, [
    [-1.2, 1.2],
    [1.2, -1.2],
  ])}" ${stroke}/>`;
}

/** How many questions each of the sheet's letters is shaded in (issue 37): what a careful candidate writes in the tally. */
export const tallyOf = (ink: SheetTruth["ink"], shape: SheetShape) => optionSets[shape.options].map((letter) => ink.filter((q) => meant(q[letter])).length);

/** The page with the student's marks, as SVG multiplied onto poppler's raster (grey levels: paper 255); the tally shaded when given. */
export async function shade(
  rng: Random,
  page: GreyPage,
  dpi: number,
  shape: SheetShape,
  ink: SheetTruth["ink"],
  registerNo: string | null,
  tally?: { counts: number[]; ink: Ink },
): Promise<Buffer> {
  const px = (p: Point) => ({ x: (p.x * dpi) / 72, y: (p.y * dpi) / 72 });
  const r = (BUBBLE_RADIUS * dpi) / 72;
  const shapes: string[] = [];
  ink.forEach((bubbles, i) => Object.entries(bubbles).forEach(([letter, kind]) => shapes.push(markSvg(rng, kind!, px(answerBubble(i + 1, letter as Letter)), r))));
  const digits = registerNo ? registerDigits(registerNo) : null;
  digits?.split("").forEach((digit, column) => shapes.push(markSvg(rng, "solid", px(registerBubble(column, Number(digit))), r)));
  tally?.counts.forEach((count, i) =>
    String(count)
      .padStart(3, "0")
      .split("")
      .forEach((digit, column) => shapes.push(markSvg(rng, tally.ink, px(tallyBubble(optionSets[shape.options][i], column, Number(digit))), r))),
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${page.width}" height="${page.height}">${shapes.join("")}</svg>`;
  return sharp(page.png)
    .composite([{ input: Buffer.from(svg), blend: "multiply" }])
    .greyscale()
    .png()
    .toBuffer();
}

/** Scanned pages as a scanner's PDF: one A4 page per JPEG, the picture filling it (react-pdf keeps the JPEG as it is). */
export async function scanPdf(jpegs: Buffer[]): Promise<Buffer> {
  const { Document, Image, Page, renderToBuffer } = await import("@react-pdf/renderer");
  const { createElement: h } = await import("react");
  return renderToBuffer(
    h(
      Document,
      null,
      jpegs.map((data, i) => h(Page, { key: i, size: "A4" }, h(Image, { src: { data, format: "jpg" }, style: { position: "absolute", left: 0, top: 0, width: 595, height: 841 } }))),
    ),
  );
}
