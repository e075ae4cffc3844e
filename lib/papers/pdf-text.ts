import type { Piece } from "@/lib/papers/pdf-layout";

// A PDF page's text and images from its operator list (issue 35), as pdf.js's canvas draws them.
// pdf.js's own getTextContent() gives no width to a glyph whose text holds a non-spacing mark: in
// Tamil every consonant with a pulli (க்) or with ீ is drawn as one such glyph, so its text items
// come out far too short, and a space guessed from the gap after them appears before "?" and in the
// middle of words. Here each glyph advances by its own width, as it is drawn, and runs of glyphs
// drawn one after the other make a piece; a space glyph or a gap ends one. Images are boxed with
// the same transforms, for pdf-figures.ts.

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
/** `outer` after `inner`, as the canvas's transform() composes. */
export const compose = (outer: Matrix, inner: Matrix): Matrix => [
  outer[0] * inner[0] + outer[2] * inner[1],
  outer[1] * inner[0] + outer[3] * inner[1],
  outer[0] * inner[2] + outer[2] * inner[3],
  outer[1] * inner[2] + outer[3] * inner[3],
  outer[0] * inner[4] + outer[2] * inner[5] + outer[4],
  outer[1] * inner[4] + outer[3] * inner[5] + outer[5],
];
const apply = (m: Matrix, x: number, y: number): [number, number] => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

interface Glyph {
  unicode: string;
  width: number;
  isSpace?: boolean;
}
interface FontInfo {
  name: string;
  matrix: number[];
  vertical: boolean;
}
const BOLD = /bold|black|heavy|semibold|demi/i;

/**
 * Pieces of text (in page units from the top left, as pdf-layout.ts takes them) and image boxes
 * ([x0, y0, x1, y1], same units). `toPage` maps PDF user space to the page (the viewport's transform).
 */
export function readOperators(fnArray: number[], argsArray: unknown[][], OPS: Record<string, number>, fontOf: (id: string) => FontInfo, toPage: Matrix) {
  const pieces: Piece[] = [];
  const images: number[][] = [];
  const stack: Matrix[] = [];
  let ctm = toPage;
  let tm: Matrix = IDENTITY;
  let [x, y, lineX, lineY] = [0, 0, 0, 0];
  let [charSpacing, wordSpacing, hScale, leading, rise, size] = [0, 0, 1, 0, 0, 0];
  let font: FontInfo = { name: "", matrix: [0.001], vertical: false };
  let current: Piece | null = null;
  const end = () => {
    if (current?.text.trim()) pieces.push(current);
    current = null;
  };
  const imageOps = new Set([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject]);
  fnArray.forEach((op, i) => {
    const args = (argsArray[i] ?? []) as unknown[];
    if (op === OPS.save) stack.push(ctm);
    else if (op === OPS.restore) ctm = stack.pop() ?? toPage;
    else if (op === OPS.transform) ctm = compose(ctm, Array.from(args as ArrayLike<number>) as Matrix);
    else if (op === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      const matrix = args[0] as ArrayLike<number> | null;
      if (matrix?.length === 6) ctm = compose(ctm, Array.from(matrix) as Matrix);
    } else if (op === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? toPage;
    else if (imageOps.has(op)) {
      const corners = [apply(ctm, 0, 0), apply(ctm, 1, 0), apply(ctm, 0, 1), apply(ctm, 1, 1)];
      images.push([Math.min(...corners.map((c) => c[0])), Math.min(...corners.map((c) => c[1])), Math.max(...corners.map((c) => c[0])), Math.max(...corners.map((c) => c[1]))]);
    } else if (op === OPS.beginText) {
      end();
      tm = IDENTITY;
      [x, y, lineX, lineY] = [0, 0, 0, 0];
    } else if (op === OPS.setCharSpacing) charSpacing = args[0] as number;
    else if (op === OPS.setWordSpacing) wordSpacing = args[0] as number;
    else if (op === OPS.setHScale) hScale = (args[0] as number) / 100;
    else if (op === OPS.setLeading) leading = -(args[0] as number);
    else if (op === OPS.setTextRise) rise = args[0] as number;
    else if (op === OPS.setFont) {
      font = fontOf(args[0] as string);
      size = Math.abs(args[1] as number);
    } else if (op === OPS.moveText || op === OPS.setLeadingMoveText || op === OPS.nextLine) {
      if (op === OPS.setLeadingMoveText) leading = args[1] as number;
      const [dx, dy] = op === OPS.nextLine ? [0, leading] : (args as number[]);
      x = lineX += dx;
      y = lineY += dy;
    } else if (op === OPS.setTextMatrix) {
      // One argument, a Float32Array, in pdf.js 5; six numbers in older versions.
      tm = Array.from((args.length === 1 ? args[0] : args) as ArrayLike<number>) as Matrix;
      [x, y, lineX, lineY] = [0, 0, 0, 0];
    } else if (op === OPS.showText && !font.vertical) {
      const glyphs = args[0] as (Glyph | number)[];
      // Text space → page: the text matrix, then the graphics state's.
      const toPageNow = compose(ctm, tm);
      const scale = Math.hypot(toPageNow[2], toPageNow[3]) * size;
      let advance = 0;
      for (const glyph of glyphs) {
        if (typeof glyph === "number") {
          advance -= (glyph * size) / 1000;
          continue;
        }
        const width = glyph.width * size * (font.matrix[0] || 0.001) + charSpacing + (glyph.isSpace ? wordSpacing : 0);
        const [x0, baseline] = apply(toPageNow, x + advance * hScale, y + rise);
        const [x1] = apply(toPageNow, x + (advance + width) * hScale, y + rise);
        advance += width;
        if (!glyph.unicode.trim()) {
          end();
          continue;
        }
        // The next glyph of the same run: drawn where the last ended (a small kern either way).
        const joins = current && current.font === font.name && Math.abs(current.y - baseline) < scale * 0.2 && Math.abs(x0 - current.x1) < scale * 0.1;
        if (!joins) {
          end();
          current = { text: "", font: font.name, bold: BOLD.test(font.name), x0, x1, y: baseline, size: scale };
        }
        current!.text += glyph.unicode;
        current!.x1 = Math.max(current!.x1, x1);
      }
      x += advance * hScale;
    }
  });
  end();
  return { pieces, images };
}
