import sharp from "sharp";
import type { Cv } from "@/lib/omr/cv";
import { random, type Random } from "./scans";

// A shaded page (./scans.ts) as a scanner or a phone returns it (issue 20): rotated up to ±7°,
// skewed in perspective, blurred, noised and saved as JPEG at quality 60; a photo also lies on a
// table at an angle, under uneven light. Issue 37 adds what a classroom adds: a dark bench or a
// cloth around the page, a cheap wide lens's barrel distortion, a sheet folded and not lying flat,
// and a blurrier photo.

/** What a photographed sheet lies on: a light desk, a dark wooden bench with its grain, or a woven cloth with wrinkles. */
export type Surface = "desk" | "dark" | "cloth";

export interface Conditions {
  surface?: Surface;
  /** Barrel distortion at the photo's corners (0.04–0.12 for a cheap wide lens). */
  barrel?: number;
  /** Folded in half across or along and not lying flat: the far half foreshortened, a crease, other light. */
  fold?: boolean;
  /** A blurrier photo (shaken, or focused on the bench). */
  blurry?: boolean;
}

type Mat = InstanceType<Cv["Mat"]>;

/** `src` resampled through `from(x, y)` (where each output pixel's value is taken from), `fill` outside. */
function remap(cv: Cv, src: Mat, from: (x: number, y: number) => [number, number], fill: number): Mat {
  const [w, h] = [src.cols, src.rows];
  const [mx, my] = [new Float32Array(w * h), new Float32Array(w * h)];
  for (let y = 0; y < h; y += 1) for (let x = 0; x < w; x += 1) [mx[y * w + x], my[y * w + x]] = from(x, y);
  const [mapX, mapY, out] = [cv.matFromArray(h, w, cv.CV_32FC1, mx), cv.matFromArray(h, w, cv.CV_32FC1, my), new cv.Mat()];
  cv.remap(src, out, mapX, mapY, cv.INTER_LINEAR, cv.BORDER_CONSTANT, new cv.Scalar(fill));
  [mapX, mapY].forEach((m) => m.delete());
  return out;
}

/** The page folded at 35–65 % of its height or width, the far part lifted: foreshortened 1.5–6 %, a crease, its light changed. */
function fold(cv: Cv, rng: Random, page: Mat): Mat {
  const across = rng.next() < 0.5;
  const [size, at, keep, light] = [across ? page.rows : page.cols, rng.between(0.35, 0.65), rng.between(0.94, 0.985), rng.between(0.88, 1.02)];
  const line = at * size;
  const source = (t: number) => (t <= line ? t : line + (t - line) / keep);
  const out = remap(cv, page, (x, y) => (across ? [x, source(y)] : [source(x), y]), 255);
  for (let y = 0; y < out.rows; y += 1)
    for (let x = 0; x < out.cols; x += 1) {
      const t = across ? y : x;
      const i = y * out.cols + x;
      if (t > line) out.data[i] = Math.min(255, out.data[i] * light);
      if (Math.abs(t - line) < 1.5) out.data[i] *= 0.82;
    }
  return out;
}

/** A lens's barrel distortion: each pixel pulled toward the middle by `k` times the square of its distance (1 at `reach`, the page's corners). */
function barrel(cv: Cv, image: Mat, k: number, reach: number, fill: number): Mat {
  const [cx, cy] = [image.cols / 2, image.rows / 2];
  const r2 = reach * reach;
  return remap(
    cv,
    image,
    (x, y) => {
      const f = 1 + (k * ((x - cx) ** 2 + (y - cy) ** 2)) / r2;
      return [cx + (x - cx) * f, cy + (y - cy) * f];
    },
    fill,
  );
}

/** What lies around the page at (x, y): a dark bench's grain, or a cloth's weave with wrinkles. */
function surfaceAt(surface: Exclude<Surface, "desk">, seed: Random) {
  const [phase, tilt] = [seed.between(0, 6), seed.between(-0.2, 0.2)];
  if (surface === "dark") return (x: number, y: number) => 40 + 15 * Math.sin(phase + (y + tilt * x) / 9) * Math.sin((y + tilt * x) / 53);
  const base = seed.between(70, 120);
  return (x: number, y: number) => base + 14 * Math.sin(x / 1.7) * Math.sin(y / 1.9) + 22 * Math.sin(phase + (x + 2 * y) / 160) * Math.sin((x - y * tilt) / 90);
}

/** The shaded page as a scanner or a phone would return it (JPEG, quality 60). */
export async function capture(cv: Cv, rng: Random, shaded: Buffer, kind: "scan" | "photo", conditions: Conditions = {}): Promise<Buffer> {
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
  const flat = cv.matFromArray(h, w, cv.CV_8UC1, data);
  const src = conditions.fold ? fold(cv, rng, flat) : flat;
  const from = cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, w, 0, w, h, 0, h]);
  const to = cv.matFromArray(4, 1, cv.CV_32FC2, corners.flat());
  const m = cv.getPerspectiveTransform(from, to);
  let out = new cv.Mat();
  const background = kind === "photo" ? 95 : 245;
  cv.warpPerspective(src, out, m, new cv.Size(canvas.w, canvas.h), cv.INTER_LINEAR, cv.BORDER_CONSTANT, new cv.Scalar(background));
  const surface = conditions.surface ?? "desk";
  if (surface !== "desk") {
    const white = new cv.Mat(h, w, cv.CV_8UC1, new cv.Scalar(255));
    const mask = new cv.Mat();
    cv.warpPerspective(white, mask, m, new cv.Size(canvas.w, canvas.h), cv.INTER_LINEAR, cv.BORDER_CONSTANT, new cv.Scalar(0));
    // Its own generator: the surface leaves the marks and distortions of later sheets as they were.
    const around = surfaceAt(surface, random(canvas.w * 7919 + canvas.h));
    for (let y = 0; y < canvas.h; y += 1)
      for (let x = 0; x < canvas.w; x += 1) {
        const i = y * canvas.w + x;
        const page = mask.data[i] / 255;
        out.data[i] = Math.round(out.data[i] * page + around(x, y) * (1 - page));
      }
    [white, mask].forEach((mat) => mat.delete());
  }
  if (conditions.barrel) {
    const bent = barrel(cv, out, conditions.barrel, (scale * Math.hypot(w, h)) / 2, background);
    out.delete();
    out = bent;
  }
  const pixels = new Uint8Array(out.data);
  [flat, src, from, to, m, out].forEach((mat) => mat.isDeleted() || mat.delete());
  // Uneven light on a photo (brighter on one side, darker in a corner) and a sensor's noise on both.
  const [lx, ly, dim] = [rng.between(-1, 1), rng.between(-1, 1), kind === "photo" ? rng.between(0.2, 0.4) : 0.04];
  for (let y = 0; y < canvas.h; y += 1)
    for (let x = 0; x < canvas.w; x += 1) {
      const light = 1 - dim * Math.max(0, Math.min(1, 0.5 + lx * (x / canvas.w - 0.5) + ly * (y / canvas.h - 0.5)));
      const noise = (rng.next() + rng.next() + rng.next() - 1.5) * 12;
      const i = y * canvas.w + x;
      pixels[i] = Math.max(0, Math.min(255, pixels[i] * light + noise));
    }
  const sigma = conditions.blurry ? rng.between(1.4, 2) : rng.between(0.5, kind === "photo" ? 1.3 : 0.9);
  return sharp(pixels, { raw: { width: canvas.w, height: canvas.h, channels: 1 } })
    .blur(sigma)
    .jpeg({ quality: 60 })
    .toBuffer();
}
