// Server-action cost through the one action builder (lib/actions/builder.ts): an anonymous visitor
// sends /Admin-Register's action a form with an empty name (the session read, the role check,
// the zod parse and the refusal, nothing written), with autocannon against `npm start`
// (10 connections, BENCH_SECONDS s). Run alone: npm run build && npm run bench:actions; against
// the commit before the builder: bash bench/compare.sh 6bbf356 bench/actions.ts 3 "registerAdminAction".
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { cpus } from "node:os";
import autocannon from "autocannon";
import { preparedDataDir, startSite } from "./site";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const key = "lib/auth/actions.ts#registerAdminAction";

const manifest = JSON.parse(readFileSync(".next/server/server-reference-manifest.json", "utf8")) as { node: Record<string, { filename: string; exportedName: string }> };
const id = Object.entries(manifest.node).find(([, r]) => `${r.filename}#${r.exportedName}` === key)?.[0];
if (!id) throw new Error(`${key} is not in this build`);

const dataDir = await preparedDataDir();
const site = await startSite(Number(process.env.BENCH_PORT ?? 3431), {}, { dataDir });
let result: autocannon.Result;
try {
  const request = {
    method: "POST" as const,
    headers: { "content-type": "text/plain;charset=UTF-8", accept: "text/x-component", "next-action": id, origin: site.url },
    body: JSON.stringify([{ username: "", password: "" }]),
  };
  const url = `${site.url}/en/Admin-Register`;
  const probe = await fetch(url, request);
  const text = await probe.text();
  if (probe.status !== 200 || !/required/.test(text)) throw new Error(`the action did not refuse the empty form: ${probe.status} ${text.slice(0, 300)}`);
  await autocannon({ url, connections: 10, duration: 2, ...request });
  result = await autocannon({ url, connections: 10, duration: seconds, ...request });
  if (result.non2xx || result.errors) throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
} finally {
  await site.stop();
  await rm(dataDir, { recursive: true, force: true });
}

console.log(`\nServer actions, ${cpus().length} CPUs\n`);
console.log("| measure | figure |\n|---|---:|");
console.log(`| registerAdminAction refusing an empty form, 10 connections | ${result.requests.average.toFixed(1)} req/s |`);
console.log(`| its latency p50 / p99 | ${result.latency.p50} / ${result.latency.p99} ms |`);
