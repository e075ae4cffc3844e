// The site's own metrics (/api/metrics, lib/ops/metrics.ts) beside what bench/tests.ts measured from
// outside (issue 33): the marks counted by outcome on both sides must be equal, and the p95 of the
// server's save histogram must fall within one bucket of the bench's own p95.
import { apiRoutes } from "@/lib/routes";
import type { RunFigures } from "./mock-run";

type Sample = { name: string; labels: Record<string, string>; value: number };

function parse(text: string): Sample[] {
  return text.split("\n").flatMap((line) => {
    const m = /^([a-z_:]+)(?:\{([^}]*)\})? ([^\s]+)$/.exec(line);
    if (!m) return [];
    const labels = Object.fromEntries([...(m[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    return [{ name: m[1], labels, value: Number(m[3]) }];
  });
}

export async function readMetrics(siteUrl: string, token: string): Promise<Sample[]> {
  const response = await fetch(`${siteUrl}${apiRoutes.metrics}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`/api/metrics answered ${response.status}`);
  return parse(await response.text());
}

/** Prints the comparison; answers whether the counts are equal and the p95s within one bucket. */
export function printMetricsCheck(samples: Sample[], run: RunFigures): boolean {
  const counted = new Map(samples.filter((s) => s.name === "mock_marks_total").map((s) => [s.labels.outcome, s.value]));
  // The bench's outcomes of answered marks (a 4xx/5xx or an unreadable body is not a mark the server counted).
  const outcomes = [...new Set([...counted.keys(), ...[...run.outcomes.keys()].filter((k) => ["saved", "stale", "closed"].includes(k))])].sort();
  console.log("\nThe site's own metrics (/api/metrics) beside the bench's:\n");
  console.log("| measure | bench | metrics |\n|---|---:|---:|");
  let equal = true;
  for (const outcome of outcomes) {
    const [bench, site] = [run.outcomes.get(outcome) ?? 0, counted.get(outcome) ?? 0];
    equal &&= bench === site;
    console.log(`| marks ${outcome} | ${bench.toLocaleString("en")} | ${site.toLocaleString("en")} |`);
  }
  const buckets = samples
    .filter((s) => s.name === "http_request_duration_seconds_bucket" && s.labels.kind === "marks" && s.labels.status === "2xx")
    .map((s) => ({ le: s.labels.le === "+Inf" ? Infinity : Number(s.labels.le) * 1000, count: s.value }))
    .sort((a, b) => a.le - b.le);
  const total = buckets.at(-1)?.count ?? 0;
  console.log(`| save requests answered 2xx | ${run.saves.count.toLocaleString("en")} | ${total.toLocaleString("en")} |`);
  const index = buckets.findIndex((b) => b.count >= 0.95 * total);
  const benchP95 = run.saves.percentile(95);
  const benchIndex = buckets.findIndex((b) => benchP95 <= b.le);
  const near = index >= 0 && Math.abs(index - benchIndex) <= 1;
  const upTo = (i: number) => (i < 0 ? "–" : buckets[i].le === Infinity ? "> last" : `≤ ${buckets[i].le} ms`);
  console.log(`| save p95 | ${benchP95.toFixed(0)} ms (bucket ${upTo(benchIndex)}) | bucket ${upTo(index)} |`);
  console.log(`\nCounts equal: ${equal ? "yes" : "NO"}; p95 within one bucket: ${near ? "yes" : "NO"}.`);
  return equal && near;
}
