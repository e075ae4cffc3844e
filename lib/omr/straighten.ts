// A picture of a sheet mapped onto the layout (issues 20, 37): each pixel of the straightened
// sheet (SCALE pixels a point) is taken from where the markers' perspective and the lens put it
// in the picture, moved by local alignment's shift where there is one (./align.ts). The map is
// worked out every NODE pixels and stretched between them by OpenCV: a lens bends so slowly that
// a straight line of the page stays within a twentieth of a pixel, and the shifts are linear between blocks.
import type { Cv } from "./cv";
import { PAGE, SCALE, type Point } from "./layout";
import { pageToPicture, type Lens } from "./lens";
import type { GreyImage } from "./read";

type Mat = InstanceType<Cv["Mat"]>;

/** Where a straightened pixel (x, y) is really to be looked for, in straightened pixels. */
export type Shift = (x: number, y: number) => Point;

const NODE = 16;

export const straightenedSize = { width: Math.round(PAGE.width * SCALE), height: Math.round(PAGE.height * SCALE) };

export function straighten(cv: Cv, src: Mat, markers: Point[], lens: Lens, shift?: Shift): GreyImage {
  const { width, height } = straightenedSize;
  const toPicture = pageToPicture(cv, markers, lens);
  const [nx, ny] = [Math.ceil(width / NODE) + 1, Math.ceil(height / NODE) + 1];
  const [mx, my] = [new Float32Array(nx * ny), new Float32Array(nx * ny)];
  for (let j = 0; j < ny; j += 1)
    for (let i = 0; i < nx; i += 1) {
      // Where OpenCV's resize puts a node: at the middle of the NODE pixels it stands for.
      const node = { x: i * NODE + (NODE - 1) / 2, y: j * NODE + (NODE - 1) / 2 };
      const at = shift ? shift(node.x, node.y) : node;
      const p = toPicture({ x: at.x / SCALE, y: at.y / SCALE });
      [mx[j * nx + i], my[j * nx + i]] = [p.x, p.y];
    }
  const mats: Mat[] = [];
  const keep = <T extends Mat>(m: T) => (mats.push(m), m);
  try {
    const full = [mx, my].map((nodes) => {
      const small = keep(cv.matFromArray(ny, nx, cv.CV_32FC1, nodes));
      const big = keep(new cv.Mat());
      cv.resize(small, big, new cv.Size(nx * NODE, ny * NODE), 0, 0, cv.INTER_LINEAR);
      return keep(big.roi(new cv.Rect(0, 0, width, height)));
    });
    const out = keep(new cv.Mat());
    cv.remap(src, out, full[0], full[1], cv.INTER_LINEAR, cv.BORDER_CONSTANT, new cv.Scalar(255));
    return { data: new Uint8Array(out.data), width, height };
  } finally {
    mats.forEach((m) => m.delete());
  }
}
