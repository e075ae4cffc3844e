// Where `next start` spends its CPU on one prerendered page: starts the site with a V8 CPU profile,
// loads the page with autocannon (50 connections, gzip), stops, and prints the self time by package
// and the heaviest functions. Run: npm run build && npm run bench:profile [/Group1]   (BENCH_SECONDS=n)
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startSite } from "./site";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

const page = process.argv[2] ?? "/Group1";
const dir = await mkdtemp(path.join(tmpdir(), "bench-prof-"));
process.env.BENCH_CPU_PROF = dir;
const site = await startSite(Number(process.env.BENCH_PORT ?? 3430));
await autocannon({ url: `${site.url}${page}`, connections: 50, duration: 3, headers: { "accept-encoding": "gzip" } });
// V8 stamps samples with the monotonic clock this process reads too: only the measured run counts.
const from = Number(process.hrtime.bigint() / 1000n);
const run = await autocannon({ url: `${site.url}${page}`, connections: 50, duration: Number(process.env.BENCH_SECONDS ?? 10), headers: { "accept-encoding": "gzip" } });
const to = Number(process.hrtime.bigint() / 1000n);
await site.stop();

const files = (await readdir(dir)).filter((f) => f.endsWith(".cpuprofile"));
const profile = JSON.parse(await readFile(path.join(dir, files[0]), "utf8")) as Profile;
await rm(dir, { recursive: true, force: true });

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((child) => [child, n.id] as const)));
const self = new Map<number, number>();
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= from && at <= to) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
const where = (url: string) => {
  if (!url) return "(native / GC / idle)";
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.startsWith("node:")) return url;
  return path.relative(process.cwd(), url.replace("file://", ""));
};
const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
const packages = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, us] of self) {
  const { callFrame } = byId.get(id)!;
  add(packages, where(callFrame.url), us);
  add(functions, `${callFrame.functionName || "(anonymous)"} ${where(callFrame.url)}:${callFrame.lineNumber}:${callFrame.columnNumber}`, us);
}
// Inclusive: a sample counts for every file on its stack (middleware, the page handler, …).
const inclusive = new Map<string, number>();
for (const [id, us] of self) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) seen.add(where(byId.get(at)!.callFrame.url));
  for (const key of seen) add(inclusive, key, us);
}
const requests = run.requests.total;
console.log(`\n${page}: ${run.requests.average.toFixed(0)} req/s, p99 ${run.latency.p99} ms, ${requests} requests; ${(total / 1e6).toFixed(1)} s of samples while measured`);
const table = (title: string, map: Map<string, number>, rows: number) => {
  console.log(`\n${title} (µs per request)`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`${(us / requests).toFixed(0).padStart(6)}  ${((100 * us) / total).toFixed(1).padStart(5)}%  ${key}`);
};
table("self time by package", packages, 15);
table("time with a frame of the package on the stack", inclusive, 15);
table("heaviest functions", functions, 30);
