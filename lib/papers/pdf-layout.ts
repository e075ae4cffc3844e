// A text PDF page's words in reading order (issue 35): pdf.js hands over positioned pieces of text
// in whatever order the program that made the PDF drew them. Pieces on one baseline make a line;
// a two-column page is read left column then right, found by its gutter (a vertical band that no
// line crosses over most of the page, with text on both sides); a line that crosses the gutter (a
// title, a key across the page) cuts the page into bands read one after the other; lines make
// blocks where the space between them opens up. Pure geometry, page coordinates from the top left.

export interface Piece {
  text: string;
  font: string | null;
  bold: boolean;
  x0: number;
  x1: number;
  /** The baseline, from the top of the page. */
  y: number;
  size: number;
}

export interface Line {
  pieces: Piece[];
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  size: number;
  /** "full" for a line across the gutter or on a one-column page. */
  column: "left" | "right" | "full";
}

function lines(pieces: Piece[], column: Line["column"]): Line[] {
  const out: Line[] = [];
  for (const piece of [...pieces].sort((a, b) => a.y - b.y)) {
    // The same baseline, give or take a third of the text's size (a superscript, a subset font's rounding).
    const line = out.find((l) => Math.abs(l.pieces[0].y - piece.y) <= Math.max(l.size, piece.size) * 0.35);
    if (line) {
      line.pieces.push(piece);
      line.size = Math.max(line.size, piece.size);
    } else out.push({ pieces: [piece], x0: 0, x1: 0, top: 0, bottom: 0, size: piece.size, column });
  }
  for (const line of out) {
    // By position; pieces at the same x keep the order they were drawn in (a stable sort).
    line.pieces.sort((a, b) => a.x0 - b.x0);
    line.x0 = Math.min(...line.pieces.map((p) => p.x0));
    line.x1 = Math.max(...line.pieces.map((p) => p.x1));
    line.top = Math.min(...line.pieces.map((p) => p.y - p.size * 0.8));
    line.bottom = Math.max(...line.pieces.map((p) => p.y + p.size * 0.25));
  }
  return out.sort((a, b) => a.top - b.top);
}

/**
 * Whether a line runs across x: a piece over it, or words on both sides with no more than a few
 * spaces between them (a key "11-A   12-C" across the page); columns are further apart than that.
 */
function crosses(line: Line, x: number): boolean {
  return line.pieces.some((p, i) => (p.x0 < x - 1 && p.x1 > x + 1) || (i > 0 && line.pieces[i - 1].x1 <= x + 1 && p.x0 >= x - 1 && p.x0 - line.pieces[i - 1].x1 < line.size * 1.5));
}

/**
 * The gutter's x, or null for a one-column page: in the middle half of the page, the middle of the
 * widest band crossed by the fewest lines (at most a fifth: a title, a key across the page), with
 * lines on both sides of it (a tenth of the page's lines, three at least), so two columns, not an indent.
 */
export function gutter(pieces: Piece[], width: number): number | null {
  const all = lines(pieces, "full");
  if (all.length < 6) return null;
  const crossing = (x: number) => all.filter((l) => crosses(l, x)).length;
  const sides = (x: number) => all.filter((l) => l.pieces.every((p) => p.x1 <= x + 1 || p.x0 >= x - 1)).map((l) => (l.x1 <= x + 1 ? "left" : l.x0 >= x - 1 ? "right" : "both"));
  // The fewest lines crossing, and the widest run of x with that few: a ragged right edge of the
  // left column leaves a wide band that only some lines cross, but the gutter is the one none do.
  const counts = new Map<number, number>();
  for (let x = Math.round(width * 0.25); x <= width * 0.75; x++) counts.set(x, crossing(x));
  const fewest = Math.min(...counts.values());
  if (fewest > all.length * 0.2) return null;
  let best: { from: number; to: number } | null = null;
  let run: { from: number; to: number } | null = null;
  for (const [x, count] of counts) {
    run = count === fewest ? (run ? { from: run.from, to: x } : { from: x, to: x }) : null;
    if (run && (!best || run.to - run.from > best.to - best.from)) best = { ...run };
  }
  if (!best || best.to - best.from < 6) return null;
  const middle = (best.from + best.to) / 2;
  const found = sides(middle);
  const left = found.filter((s) => s === "left" || s === "both").length;
  const right = found.filter((s) => s === "right" || s === "both").length;
  // A last page may hold a full left column and a few lines on the right: some lines on each side do.
  const enough = Math.max(3, all.length / 10);
  return left >= enough && right >= enough ? middle : null;
}

/** The page's lines in reading order: full-width bands, and within a band the left column before the right. */
export function readingOrder(pieces: Piece[], width: number): Line[] {
  const g = gutter(pieces, width);
  if (g === null) return lines(pieces, "full");
  const spanning = lines(pieces, "full").filter((l) => crosses(l, g));
  const inSpan = new Set(spanning.flatMap((l) => l.pieces));
  const rest = pieces.filter((p) => !inSpan.has(p));
  const out: Line[] = [];
  // Bands between the lines that cross the gutter, top to bottom.
  const cuts = [-Infinity, ...spanning.map((l) => l.top), Infinity];
  for (let i = 0; i < cuts.length - 1; i++) {
    const band = rest.filter((p) => p.y > cuts[i] && p.y <= cuts[i + 1]);
    out.push(
      ...lines(
        band.filter((p) => (p.x0 + p.x1) / 2 < g),
        "left",
      ),
      ...lines(
        band.filter((p) => (p.x0 + p.x1) / 2 >= g),
        "right",
      ),
    );
    if (spanning[i]) out.push({ ...spanning[i], column: "full" });
  }
  return out;
}

/** Lines into blocks: a new block where the column changes or the gap above a line passes half its size. */
export function blocksOf(ordered: Line[]): Line[][] {
  const blocks: Line[][] = [];
  let last: Line | null = null;
  for (const line of ordered) {
    const apart = !last || last.column !== line.column || line.top - last.bottom > line.size * 0.5 || line.top < last.top;
    if (apart) blocks.push([line]);
    else blocks[blocks.length - 1].push(line);
    last = line;
  }
  return blocks;
}

/** A line's text: its pieces joined, a space where the gap between two is a word's space or more. */
export function lineText(line: Line): { text: string; font: string | null; bold: boolean }[] {
  const runs: { text: string; font: string | null; bold: boolean }[] = [];
  let end = -Infinity;
  for (const piece of line.pieces) {
    const gap = piece.x0 - end > piece.size * 0.15 ? " " : "";
    runs.push({ text: gap + piece.text, font: piece.font, bold: piece.bold });
    end = Math.max(end, piece.x1);
  }
  return runs;
}

const TAMIL = /[\u0B80-\u0BFF]/u;
const LATIN = /[A-Za-z]/;
/** A list item's start ("(B) …", "3. …", "அ) …"): never the rest of the line before it. */
const ITEM = /^\(?[A-Za-z0-9\u0B85-\u0B94]{1,3}[.)](\s|$)/u;

/**
 * Whether the line break between two lines of a block is the PDF maker's wrapping, not the
 * author's: the first line ends so near its column's right edge (`right`) that the next line's
 * first word would not have fitted after it, both sides are in the same script (an English stem
 * wrapped is joined; an English stem and the Tamil below it stay two lines), and the next line
 * does not start a list item.
 */
export function softBreak(prev: Line, next: Line, right: number, prevText: string, nextText: string): boolean {
  const first = next.pieces[0];
  if (!first || ITEM.test(nextText) || /[?:]$/.test(prevText)) return false;
  // The script of the last letter before the break and of the first after it (digits belong to neither).
  const last = [...prevText].reverse().find((c) => TAMIL.test(c) || LATIN.test(c)) ?? "";
  const start = [...nextText].find((c) => TAMIL.test(c) || LATIN.test(c)) ?? "";
  return TAMIL.test(last) === TAMIL.test(start) && right - prev.x1 < first.x1 - first.x0 + first.size * 0.5;
}
