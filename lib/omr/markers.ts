// The four corner markers of a sheet in a picture (issues 20, 37), and the lens it was taken
// through. The QR code, found first, says where each marker should be and how big; the squares
// near there are candidates, and the four (with a lens) that put the QR code's corners where zxing
// saw them win. A cheap wide lens bends straight lines (barrel distortion, 4–12 % at a sheet's
// corners): without the lens in the fit, such a photo's QR code landed 9 pt off and was refused.
import type { Cv } from "./cv";
import { MARKER, markerCentres, type Point } from "./layout";

type Mat = InstanceType<Cv["Mat"]>;

/** A 3 × 3 perspective map (row by row) applied to a point. */
export type Homography = number[];
export const project = (h: Homography, p: Point): Point => {
  const w = h[6] * p.x + h[7] * p.y + h[8];
  return { x: (h[0] * p.x + h[1] * p.y + h[2]) / w, y: (h[3] * p.x + h[4] * p.y + h[5]) / w };
};

/** The perspective map taking four points onto four others. */
export function homography(cv: Cv, from: readonly Point[], to: readonly Point[]): Homography {
  const [a, b] = [from, to].map((pts) =>
    cv.matFromArray(
      4,
      1,
      cv.CV_32FC2,
      pts.flatMap((p) => [p.x, p.y]),
    ),
  );
  const m = cv.getPerspectiveTransform(a, b);
  const h = Array.from(m.data64F);
  [a, b, m].forEach((mat) => mat.delete());
  return h;
}

/** An affine map from three page points to three image points, as a function. */
function affineFrom(cv: Cv, page: Point[], picture: Point[]): (p: Point) => Point {
  const [a, b] = [page, picture].map((pts) =>
    cv.matFromArray(
      3,
      1,
      cv.CV_32FC2,
      pts.flatMap((p) => [p.x, p.y]),
    ),
  );
  const m = cv.getAffineTransform(a, b);
  const [m00, m01, m02, m10, m11, m12] = Array.from(m.data64F);
  [a, b, m].forEach((mat) => mat.delete());
  return (p) => ({ x: m00 * p.x + m01 * p.y + m02, y: m10 * p.x + m11 * p.y + m12 });
}

/** Each corner's candidates taken one at a time, the four with the least misfit; null when a corner has none. */
export function bestFit<T extends { misfit: number }>(options: Point[][] | null, fitOf: (markers: Point[]) => T): (T & { markers: Point[] }) | null {
  if (!options) return null;
  let best: (T & { markers: Point[] }) | null = null;
  const choose = (chosen: Point[]) => {
    if (chosen.length === options.length) {
      const fit = fitOf(chosen);
      if (!best || fit.misfit < best.misfit) best = { ...fit, markers: chosen };
      return;
    }
    for (const p of options[chosen.length]) choose([...chosen, p]);
  };
  choose([]);
  return best;
}

/** Up to this many squares near each corner are tried as its marker. */
const CANDIDATES_PER_CORNER = 3;

/** For each corner marker (page order), the marker-like squares nearest where it should be; null when a corner has none. */
export function findMarkers(cv: Cv, src: Mat, symbolOnPage: Point[], symbolInImage: Point[]): Point[][] | null {
  // The QR code gives the page's scale and orientation: where each marker should be, and how big.
  // An affine map from three of its corners: a perspective from so small a square would magnify
  // zxing's error of a module many times at the page's corners.
  const toImage = affineFrom(cv, [symbolOnPage[0], symbolOnPage[1], symbolOnPage[3]], [symbolInImage[0], symbolInImage[1], symbolInImage[3]]);
  const [origin, unit] = [toImage({ x: 0, y: 0 }), toImage({ x: 100, y: 0 })];
  const pxPerPt = Math.hypot(unit.x - origin.x, unit.y - origin.y) / 100;
  const side = MARKER.size * pxPerPt;
  // A window well over twice a marker's side, so a marker's middle is dark against its surroundings.
  const block = 2 * Math.round(1.5 * side) + 1;
  const binary = new cv.Mat();
  const contours = new cv.MatVector();
  const hierarchy = new cv.Mat();
  try {
    cv.adaptiveThreshold(src, binary, 255, cv.ADAPTIVE_THRESH_MEAN_C, cv.THRESH_BINARY_INV, block, 25);
    // Every contour, not only the outermost (issue 37): on a dark bench or cloth the page's dark
    // surroundings close one contour around the whole sheet, and its markers are inside it.
    cv.findContours(binary, contours, hierarchy, cv.RETR_LIST, cv.CHAIN_APPROX_SIMPLE);
    const candidates: (Point & { size: number })[] = [];
    for (let i = 0; i < contours.size(); i += 1) {
      const contour = contours.get(i);
      const area = cv.contourArea(contour);
      const box = cv.minAreaRect(contour);
      const moments = cv.moments(contour);
      contour.delete();
      const [w, h] = [box.size.width, box.size.height];
      // A solid square about a marker's size, as a photo shows it: a lens and a slant shrink a far
      // corner's to under half the size the QR code predicts, a near corner's is twice it, and either
      // is stretched up to 1.5 : 1 (issue 37).
      // Solid enough at three quarters of its box: blur rounds its corners. Filled bubbles pass too;
      // the largest squares near each corner, the QR code and the printed outlines sort them out.
      if (Math.min(w, h) < 0.45 * side || Math.max(w, h) > 2.2 * side || Math.max(w, h) > 1.8 * Math.min(w, h) || area < 0.75 * w * h) continue;
      // Its centre of area: under a photo's perspective the square is a trapezoid, whose bounding
      // box's middle is off by up to a point, where the centroid stays on the square's middle.
      candidates.push({ x: moments.m10 / moments.m00, y: moments.m01 / moments.m00, size: (w + h) / 2 });
    }
    // A strong slant puts a near corner's marker 260 pt from where the QR code's scale says.
    const reach = 350 * pxPerPt;
    const found = markerCentres.map((expected) => {
      const at = toImage(expected);
      const near = candidates.filter((c) => Math.hypot(c.x - at.x, c.y - at.y) < reach);
      // A photo's perspective can make a corner half as large again as the QR code says, and its
      // filled bubbles as large as a marker was expected to be; but they are still less than half
      // the marker beside them, so squares much smaller than the largest near a corner are left out.
      const largest = Math.max(...near.map((c) => c.size));
      return near
        .filter((c) => c.size >= 0.7 * largest)
        .sort((a, b) => Math.hypot(a.x - at.x, a.y - at.y) - Math.hypot(b.x - at.x, b.y - at.y))
        .slice(0, CANDIDATES_PER_CORNER)
        .map(({ x, y }) => ({ x, y }));
    });
    return found.every((near) => near.length > 0) ? found : null;
  } finally {
    [binary, contours, hierarchy].forEach((mat) => mat.delete());
  }
}
