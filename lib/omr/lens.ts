// The lens a sheet was photographed through (issue 37). A cheap wide lens bends straight lines
// (barrel distortion, 4–12 % at a sheet's corners): through the markers' perspective alone such a
// photo's QR code landed 9 pt from where it is printed and was refused, and its middle rows a
// row away. The lens is modelled as radial distortion about the picture's middle. The QR code's
// four corners alone cannot say which lens it was (it sits by one marker, and a strong lens can
// make up for a wrong square at a far corner), so of the lenses under which the QR code fits, the
// one taken is the one under which the bubbles' printed outlines lie where the layout puts them.
import { optionSets } from "@/lib/mock-tests/key";
import type { Cv } from "./cv";
import { ANSWER_ROWS, answerBubble, BUBBLE_RADIUS, markerCentres, type Point, type SheetShape } from "./layout";
import { homography, project } from "./markers";
import type { GreyImage } from "./read";

/** Radial distortion about the picture's middle: a point at distance r is really at r·(1 + k·(r/reach)²). */
export interface Lens {
  centre: Point;
  reach: number;
  k: number;
}

/** Where a point of the picture would be through a perfect lens. */
export function undistort(lens: Lens, p: Point): Point {
  const [dx, dy] = [p.x - lens.centre.x, p.y - lens.centre.y];
  const f = 1 + (lens.k * (dx * dx + dy * dy)) / (lens.reach * lens.reach);
  return { x: lens.centre.x + dx * f, y: lens.centre.y + dy * f };
}

/** Where a point through a perfect lens lies in the picture (undistort's inverse, by a few fixed-point steps). */
export function distort(lens: Lens, p: Point): Point {
  const [ux, uy] = [p.x - lens.centre.x, p.y - lens.centre.y];
  let f = 1;
  for (let i = 0; i < 6; i += 1) f = 1 / (1 + (lens.k * f * f * (ux * ux + uy * uy)) / (lens.reach * lens.reach));
  return { x: lens.centre.x + ux * f, y: lens.centre.y + uy * f };
}

/** Where a page point (points) lies in the picture, through the markers' perspective and `lens`: the one map the lens is chosen by and the page is straightened through. */
export function pageToPicture(cv: Cv, markers: Point[], lens: Lens): (p: Point) => Point {
  const h = homography(
    cv,
    markerCentres,
    markers.map((p) => undistort(lens, p)),
  );
  return (p) => distort(lens, project(h, p));
}

/** The lenses tried: none, barrel up to 20 % at the markers' reach, a little pincushion. */
const LENS_K = Array.from({ length: 13 }, (_, i) => -0.04 + 0.02 * i);

const lensFor = (image: { width: number; height: number }, markers: Point[], k: number): Lens => ({
  centre: { x: image.width / 2, y: image.height / 2 },
  reach: Math.hypot(markers[2].x - markers[0].x, markers[2].y - markers[0].y) / 2,
  k,
});

/** How far (points) the QR code's corners land from where they are printed, mapped through the markers and `lens`. */
function qrMisfit(cv: Cv, lens: Lens, markers: Point[], symbolOnPage: Point[], symbolInImage: Point[]): number {
  const h = homography(
    cv,
    markers.map((p) => undistort(lens, p)),
    markerCentres,
  );
  return Math.max(
    ...symbolInImage.map((p, i) => {
      const onPage = project(h, undistort(lens, p));
      return Math.hypot(onPage.x - symbolOnPage[i].x, onPage.y - symbolOnPage[i].y);
    }),
  );
}

/** The QR code's misfit under the lens that fits it best: how four candidate markers are judged. */
export const bestMisfit = (cv: Cv, image: GreyImage, markers: Point[], symbolOnPage: Point[], symbolInImage: Point[]) => ({
  misfit: Math.min(...LENS_K.map((k) => qrMisfit(cv, lensFor(image, markers, k), markers, symbolOnPage, symbolInImage))),
});

/** Points on and just outside the outlines of every fifth row's bubbles, in points on the page. */
function outlineSamples(shape: SheetShape): { on: Point; off: Point }[] {
  const letters = optionSets[shape.options];
  const questions = Array.from({ length: shape.questions }, (_, i) => i + 1).filter((q) => ((q - 1) % ANSWER_ROWS) % 5 === 2 || q === shape.questions);
  return questions.flatMap((q) =>
    letters.flatMap((l) => {
      const c = answerBubble(q, l);
      return Array.from({ length: 16 }, (_, i) => {
        const [cos, sin] = [Math.cos((i * Math.PI) / 8), Math.sin((i * Math.PI) / 8)];
        return { on: { x: c.x + BUBBLE_RADIUS * cos, y: c.y + BUBBLE_RADIUS * sin }, off: { x: c.x + 1.3 * BUBBLE_RADIUS * cos, y: c.y + 1.3 * BUBBLE_RADIUS * sin } };
      });
    }),
  );
}

/** Of the lenses under which the QR code fits within `maxMisfit` points, the one that puts the printed outlines where they are seen. */
export function chooseLens(cv: Cv, image: GreyImage, markers: Point[], shape: SheetShape, symbolOnPage: Point[], symbolInImage: Point[], maxMisfit: number): Lens | null {
  const samples = outlineSamples(shape);
  const grey = (p: Point) => image.data[Math.min(image.height - 1, Math.max(0, Math.round(p.y))) * image.width + Math.min(image.width - 1, Math.max(0, Math.round(p.x)))];
  const fitOf = (lens: Lens) => {
    const toPicture = pageToPicture(cv, markers, lens);
    return samples.reduce((sum, s) => sum + grey(toPicture(s.off)) - grey(toPicture(s.on)), 0);
  };
  const fitting = LENS_K.map((k) => lensFor(image, markers, k)).filter((lens) => qrMisfit(cv, lens, markers, symbolOnPage, symbolInImage) <= maxMisfit);
  if (fitting.length === 0) return null;
  let best = fitting.map((lens) => ({ lens, fit: fitOf(lens) })).reduce((a, b) => (b.fit > a.fit ? b : a));
  for (const step of [-0.01, -0.005, 0.005, 0.01]) {
    const lens = { ...best.lens, k: best.lens.k + step };
    const fit = fitOf(lens);
    if (fit > best.fit && qrMisfit(cv, lens, markers, symbolOnPage, symbolInImage) <= maxMisfit) best = { lens, fit };
  }
  return best.lens;
}
