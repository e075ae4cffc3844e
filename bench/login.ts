// Sign-in cost: one argon2id hash and one verification at the site's settings (lib/auth/password.ts),
// then POST /api/login against `npm start` with autocannon (10 connections, BENCH_SECONDS s): how
// many sign-ins a second one process takes, and what each costs a student waiting for it.
// Run: npm run build && npm run bench:login
import { rm } from "node:fs/promises";
import { cpus } from "node:os";
import autocannon from "autocannon";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { ADMIN, preparedDataDir, startSite } from "./site";
import { time } from "./timing";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const hash = await hashPassword("a student's password");
const hashMs = (await time(() => hashPassword("a student's password"))).median;
const verifyMs = (await time(() => verifyPassword(hash, "a student's password"))).median;
const params = hash.split("$")[3];

const dataDir = await preparedDataDir();
const site = await startSite(Number(process.env.BENCH_PORT ?? 3430), {}, { dataDir });
let result: autocannon.Result;
try {
  const request = {
    method: "POST" as const,
    headers: { "content-type": "application/json", origin: site.url },
    body: JSON.stringify({ role: "ADMIN", ...ADMIN, locale: "en" }),
  };
  await autocannon({ url: `${site.url}/api/login`, connections: 10, duration: 2, ...request });
  result = await autocannon({ url: `${site.url}/api/login`, connections: 10, duration: seconds, ...request });
  if (result.non2xx || result.errors) throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
} finally {
  await site.stop();
  await rm(dataDir, { recursive: true, force: true });
}

console.log(`\nSign-in, argon2id ${params} (memory KiB, passes, lanes), ${cpus().length} CPUs\n`);
console.log("| measure | figure |\n|---|---:|");
console.log(`| hash one password (registration, reset) | ${hashMs.toFixed(1)} ms |`);
console.log(`| verify one password | ${verifyMs.toFixed(1)} ms |`);
console.log(`| POST /api/login, successful, 10 connections | ${result.requests.average.toFixed(1)} req/s |`);
console.log(`| its latency p50 / p99 | ${result.latency.p50} / ${result.latency.p99} ms |`);
console.log(`| verifications alone on one core (1000 / verify ms) | ${(1000 / verifyMs).toFixed(1)} /s |`);
