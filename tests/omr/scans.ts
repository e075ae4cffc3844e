import sharp from "sharp";
import { optionSets, type Letter } from "@/lib/mock-tests/key";
import { registerDigits } from "@/lib/omr/code";
import type { Cv } from "@/lib/omr/cv";
import { answerBubble, BUBBLE_RADIUS, registerBubble, type Point, type SheetShape } from "@/lib/omr/layout";
import type { GreyPage } from "../rasterise";

// Realistic scans of shaded answer sheets (issue 20), made from the site's own sheet PDF as
// poppler rasterises it: pen marks with ragged edges (solid, light, two in a question, rubbed out),
// then the page rotated up to ±7°, skewed in perspective, blurred, noised and saved as JPEG at
// quality 60; a photo also lies on a table at an angle, under uneven light. Each scan comes with
// the truth: which bubbles a person marked.

export type Ink = "solid" | "light" | "erased";

export interface SheetTruth {
  /** For each question, its bubbles' ink (absent: untouched). */
  ink: Partial<Record<Letter, Ink>>[];
  /** What the student meant: the letters marked (solid or light), per question. */
  marked: Letter[][];
  /** The register number shaded on a blank sheet, or null (printed on a personal sheet). */
  shadedRegisterNo: string | null;
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
export function answerSheet(rng: Random, shape: SheetShape): SheetTruth["ink"] {
  const letters = optionSets[shape.options];
  return Array.from({ length: shape.questions }, () => {
    const [one, other] = [rng.pick(letters), rng.pick(letters)];
    const r = rng.next();
    if (r < 0.84) return { [one]: "solid" };
    if (r < 0.88) return {};
    if (r < 0.92) return { [one]: "light" };
    if (r < 0.94) return one === other ? { [one]: "solid" } : { [one]: "solid", [other]: "solid" };
    if (r < 0.98) return one === other ? { [one]: "solid" } : { [other]: "erased", [one]: "solid" };
    return { [one]: "erased" };
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

/** The page with the student's marks, as SVG multiplied onto poppler's raster (grey levels: paper 255). */
export async function shade(rng: Random, page: GreyPage, dpi: number, shape: SheetShape, ink: SheetTruth["ink"], registerNo: string | null): Promise<Buffer> {
  const px = (p: Point) => ({ x: (p.x * dpi) / 72, y: (p.y * dpi) / 72 });
  const r = (BUBBLE_RADIUS * dpi) / 72;
  const level = { solid: () => rng.between(25, 70), light: () => rng.between(120, 150), erased: () => rng.between(212, 235) };
  const shapes: string[] = [];
  const draw = (centre: Point, kind: Ink) => {
    const g = Math.round(level[kind]());
    shapes.push(`<path d="${markPath(rng, px(centre), r)}" fill="rgb(${g},${g},${g})"/>`);
  };
  ink.forEach((bubbles, i) => Object.entries(bubbles).forEach(([letter, kind]) => draw(answerBubble(i + 1, letter as Letter), kind!)));
  const digits = registerNo ? registerDigits(registerNo) : null;
  digits?.split("").forEach((digit, column) => draw(registerBubble(column, Number(digit)), "solid"));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${page.width}" height="${page.height}">${shapes.join("")}</svg>`;
  return sharp(page.png)
    .composite([{ input: Buffer.from(svg), blend: "multiply" }])
    .greyscale()
    .png()
    .toBuffer();
}

/** What a photographed sheet lies on: a light desk, or (issue 37) a dark wooden bench with its grain. */
export type Surface = "desk" | "dark";

/** The shaded page as a scanner or a phone would return it (JPEG, quality 60). */
export async function capture(cv: Cv, rng: Random, shaded: Buffer, kind: "scan" | "photo", surface: Surface = "desk"): Promise<Buffer> {
  const { data, info } = await sharp(shaded).greyscale().raw().toBuffer({ resolveWithObject: true });
  const [w, h] = [info.width, info.height];
  // A scanner's glass is a little larger than the page, so a page fed askew keeps its corners.
  const canvas = kind === "photo" ? { w: Math.round(w * 1.25), h: Math.round(h * 1.2) } : { w: Math.round(w * 1.14), h: Math.round(h * 1.1) };
  const angle = (rng.between(-7, 7) * Math.PI) / 180;
  const scale = kind === "photo" ? rng.between(0.78, 0.9) : rng.between(0.95, 1);
  const skew = kind === "photo" ? 0.07 : 0.015;
  const corners = [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ].map(([x, y]) => {
    const [dx, dy] = [(x - w / 2) * scale, (y - h / 2) * scale];
    // Perspective: each corner pulled in or out a little, as a page not square to the lens.
    const [jx, jy] = [rng.between(-skew, skew) * w, rng.between(-skew, skew) * h];
    return [canvas.w / 2 + dx * Math.cos(angle) - dy * Math.sin(angle) + jx, canvas.h / 2 + dx * Math.sin(angle) + dy * Math.cos(angle) + jy];
  });
  const src = cv.matFromArray(h, w, cv.CV_8UC1, data);
  const from = cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, w, 0, w, h, 0, h]);
  const to = cv.matFromArray(4, 1, cv.CV_32FC2, corners.flat());
  const m = cv.getPerspectiveTransform(from, to);
  const out = new cv.Mat();
  cv.warpPerspective(src, out, m, new cv.Size(canvas.w, canvas.h), cv.INTER_LINEAR, cv.BORDER_CONSTANT, new cv.Scalar(kind === "photo" ? 95 : 245));
  const pixels = new Uint8Array(out.data);
  if (surface === "dark") {
    // Where the page is not: a dark bench (25–55) whose grain runs along it, lighter and darker bands.
    const white = new cv.Mat(h, w, cv.CV_8UC1, new cv.Scalar(255));
    const mask = new cv.Mat();
    cv.warpPerspective(white, mask, m, new cv.Size(canvas.w, canvas.h), cv.INTER_LINEAR, cv.BORDER_CONSTANT, new cv.Scalar(0));
    // Its own generator: the bench's grain leaves the marks and distortions of later sheets as they were.
    const grain = random(canvas.w * 7919 + canvas.h);
    const [phase, tilt] = [grain.between(0, 6), grain.between(-0.2, 0.2)];
    for (let y = 0; y < canvas.h; y += 1)
      for (let x = 0; x < canvas.w; x += 1) {
        const i = y * canvas.w + x;
        const bench = 40 + 15 * Math.sin(phase + (y + tilt * x) / 9) * Math.sin((y + tilt * x) / 53);
        const page = mask.data[i] / 255;
        pixels[i] = Math.round(pixels[i] * page + bench * (1 - page));
      }
    [white, mask].forEach((mat) => mat.delete());
  }
  [src, from, to, m, out].forEach((mat) => mat.delete());
  // Uneven light on a photo (brighter on one side, darker in a corner) and a sensor's noise on both.
  const [lx, ly, dim] = [rng.between(-1, 1), rng.between(-1, 1), kind === "photo" ? rng.between(0.2, 0.4) : 0.04];
  for (let y = 0; y < canvas.h; y += 1)
    for (let x = 0; x < canvas.w; x += 1) {
      const light = 1 - dim * Math.max(0, Math.min(1, 0.5 + lx * (x / canvas.w - 0.5) + ly * (y / canvas.h - 0.5)));
      const noise = (rng.next() + rng.next() + rng.next() - 1.5) * 12;
      const i = y * canvas.w + x;
      pixels[i] = Math.max(0, Math.min(255, pixels[i] * light + noise));
    }
  return sharp(pixels, { raw: { width: canvas.w, height: canvas.h, channels: 1 } })
    .blur(rng.between(0.5, kind === "photo" ? 1.3 : 0.9))
    .jpeg({ quality: 60 })
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
