import type { ProgressPoint } from "@/lib/mock-tests/progress";

const [WIDTH, HEIGHT, PAD] = [320, 160, 8];
/** Where a percent sits: 0 at the bottom, 100 at the top, values past them drawn at them. */
const yOf = (percent: number) => PAD + ((100 - Math.max(0, Math.min(100, percent))) * (HEIGHT - 2 * PAD)) / 100;

/** The points of a series as an SVG path, x by order, y from 0 % (bottom) to 100 % (top); gaps where a value is null. */
export function seriesPath(values: (number | null)[]): string {
  const x = (i: number) => PAD + (values.length > 1 ? (i * (WIDTH - 2 * PAD)) / (values.length - 1) : (WIDTH - 2 * PAD) / 2);
  let path = "";
  let drawing = false;
  values.forEach((value, i) => {
    if (value === null) return void (drawing = false);
    path += `${drawing ? "L" : "M"}${x(i).toFixed(1)} ${yOf(value).toFixed(1)} `;
    drawing = true;
  });
  return path.trim();
}

/**
 * The score and percentile over the sittings (issue 36, item 2), drawn on the server as SVG: no
 * chart library and no script. Named for a screen reader; the page's table holds the figures.
 */
export function ProgressChart({ points, label }: { points: ProgressPoint[]; label: string }) {
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className="h-auto w-full rounded-xl bg-white ring-1 ring-slate-200" data-testid="progress-chart">
      {[0, 50, 100].map((v) => (
        <line key={v} x1={PAD} x2={WIDTH - PAD} y1={yOf(v)} y2={yOf(v)} className="stroke-slate-200" strokeWidth="1" />
      ))}
      <path d={seriesPath(points.map((p) => p.percentile))} fill="none" className="stroke-amber-600" strokeWidth="2" strokeDasharray="4 3" />
      <path d={seriesPath(points.map((p) => p.percent))} fill="none" className="stroke-brand-700" strokeWidth="2.5" />
    </svg>
  );
}

/** A subject's accuracy over the sittings as a small line (decoration: its figures are written beside it). */
export function Sparkline({ values }: { values: (number | null)[] }) {
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" className="h-8 w-24">
      <path d={seriesPath(values)} fill="none" className="stroke-brand-700" strokeWidth="8" />
    </svg>
  );
}
