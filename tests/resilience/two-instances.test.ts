import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import S3rver from "s3rver";
import { createDatabase } from "@/lib/db";
import { apiRoutes } from "@/lib/routes";
import { hasNginx, nginxBinary, siteConfig, startNginx, type RunningNginx } from "../../bench/nginx";
import { ADMIN, prepareDatabase, startSite, type RunningSite } from "../../bench/site";
import { pdf, signIn, upload } from "./console";
import { privatePostgres, type PrivatePostgres } from "./postgres";

// Issue 19, item 4: what an institute runs on results day. Two `npm start` processes on one
// PostgreSQL and one S3 bucket (s3rver), behind nginx with the README's configuration
// (scripts/nginx-site.conf): a session made through one is good on the other, an upload through
// the balancer reaches both instances' public page, the periodic jobs run once a round, not once
// per process, and the sign-in limit counts the failures made on both.

const base = Number(process.env.RESILIENCE_PORT ?? 3620) + 10;
const ports = { a: base, b: base + 1, nginx: base + 2, s3: base + 3, pg: Number(process.env.RESILIENCE_PG_PORT ?? 5499) - 1 };
const SECRET = "two-instances-suite-secret-0123456789abcdef";
/**
 * /Group4 revalidates every 60 s (its page.tsx): an instance regenerates its copy in the
 * background at the first request after that, and nginx keeps what it was given for as long again.
 */
const REVALIDATE_MS = 60_000;
/** The closing job's round (lib/jobs/queue.ts): one job per 15 s slot, whichever instance runs it. */
const CLOSING_ROUND_MS = 15_000;

async function status(url: string, headers: Record<string, string> = {}): Promise<number> {
  return (await fetch(url, { headers, redirect: "manual" })).status;
}

/** Each periodic round's jobs that ran: how many, in how many throttle slots, by which processes. */
async function rounds(url: string) {
  const database = createDatabase({ url });
  try {
    const { rows } = await database.sql.query<{ name: string; runs: number; slots: number; by: string[] }>(
      `SELECT name, count(*)::int AS runs, count(DISTINCT singleton_on)::int AS slots, array_agg(DISTINCT output->>'by') AS by
         FROM pgboss.job WHERE state = 'completed' AND singleton_on IS NOT NULL GROUP BY name`,
    );
    return new Map(rows.map((row) => [row.name, row]));
  } finally {
    await database.close();
  }
}

describe("two instances behind nginx", { skip: hasNginx() ? false : `no nginx at ${nginxBinary} (apt-get install -y nginx)` }, () => {
  let pg: PrivatePostgres;
  let s3: S3rver;
  let bucketDir: string;
  let sites: RunningSite[] = [];
  let a: RunningSite;
  let b: RunningSite;
  let nginx: RunningNginx;
  /** The closing job's run count when both instances were up, and when. */
  let closing: { runs: number; at: number };

  before(async () => {
    pg = privatePostgres(ports.pg);
    const database = createDatabase({ url: pg.url });
    await prepareDatabase(database);
    await database.close();
    bucketDir = await mkdtemp(path.join(tmpdir(), "two-instances-s3-"));
    s3 = new S3rver({ port: ports.s3, address: "127.0.0.1", silent: true, directory: bucketDir, configureBuckets: [{ name: "uploads" }] });
    await s3.run();
    const settings = {
      DATABASE_URL: pg.url,
      AUTH_SECRET: SECRET,
      SITE_URL: `http://127.0.0.1:${ports.nginx}`,
      TRUST_PROXY: "1",
      S3_BUCKET: "uploads",
      S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    };
    // One seeds the sample content (the seed checks, then inserts: two at once would both insert).
    const started = await Promise.allSettled([startSite(ports.a, { ...settings, SEED_SAMPLE_CONTENT: "true" }), startSite(ports.b, { ...settings, SEED_SAMPLE_CONTENT: "false" })]);
    sites = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
    const failed = started.find((s) => s.status === "rejected");
    if (failed) throw (failed as PromiseRejectedResult).reason;
    [a, b] = sites;
    // After the instances: nginx marks an upstream that refused its first request down for a while.
    nginx = await startNginx(ports.nginx, (dir) => siteConfig([ports.a, ports.b], ports.nginx, dir));
    closing = { runs: (await rounds(pg.url)).get("mockTests.closeDue")?.runs ?? 0, at: Date.now() };
  });

  after(async () => {
    await Promise.all([...sites.map((site) => site.stop()), nginx?.stop()].map((step) => step?.catch(() => undefined)));
    await s3?.close().catch(() => undefined);
    pg?.destroy();
    if (bucketDir) await rm(bucketDir, { recursive: true, force: true });
  });

  it("a sign-in made through the balancer is good on each instance", async () => {
    const { cookie } = await signIn(nginx.url);
    assert.equal(await status(`${a.url}/api/students/export`, { cookie }), 200);
    assert.equal(await status(`${b.url}/api/students/export`, { cookie }), 200);
    assert.equal(await status(`${b.url}/api/students/export`), 401, "the control: no cookie, no export");
  });

  it("nginx keeps the public pages, and never a signed-in answer", async () => {
    const cache = async (pathname: string, headers: Record<string, string> = {}) => (await fetch(`${nginx.url}${pathname}`, { headers })).headers.get("x-cache");
    await cache("/en/Group1");
    assert.equal(await cache("/en/Group1"), "HIT");
    await cache("/OMR-Sheet.pdf");
    assert.equal(await cache("/OMR-Sheet.pdf"), "HIT");
    const { cookie } = await signIn(nginx.url);
    assert.equal(await cache("/en/Group1", { cookie }), "BYPASS");
    // A page first asked for with a session is not stored: the next visitor's request is a miss.
    assert.equal(await cache("/en/Group2", { cookie }), "BYPASS");
    assert.equal(await cache("/en/Group2"), "MISS");
  });

  it("an upload through the balancer reaches both instances' public page, and the balancer's", async () => {
    const title = `இரு சேவையகத் தாள் ${Date.now()}`;
    const done = await upload(nginx.url, await signIn(nginx.url), title, pdf(2_000_000));
    assert.equal(done.status, 201, JSON.stringify(done.body));
    const uploadedAt = Date.now();
    const shows = async (site: string) => (await (await fetch(`${site}/Group4`)).text()).includes(title);
    const seen: Record<string, number> = {};
    const targets = { a: a.url, b: b.url, balancer: nginx.url };
    while (Date.now() - uploadedAt < 2 * REVALIDATE_MS + 30_000 && Object.keys(seen).length < 3) {
      for (const [name, site] of Object.entries(targets)) {
        if (!(name in seen) && (await shows(site))) seen[name] = Date.now() - uploadedAt;
      }
      await sleep(2_000);
    }
    console.log(`  the upload appeared after (ms): ${JSON.stringify(seen)}`);
    assert.deepEqual(Object.keys(seen).sort(), ["a", "b", "balancer"], "every copy shows the new paper");
    assert.ok(Math.min(seen.a, seen.b) < 5_000, "the instance that took the upload shows it at once");
  });

  it("counts failed sign-ins made on both instances against one limit", async () => {
    const attempt = (site: string) =>
      fetch(`${site}${apiRoutes.login}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: site },
        body: JSON.stringify({ role: "ADMIN", username: ADMIN.username, password: "not-the-password", locale: "en" }),
      });
    for (let i = 0; i < 10; i++) assert.equal((await attempt(i % 2 ? b.url : a.url)).status, 401);
    assert.equal((await attempt(a.url)).status, 429);
    assert.equal((await attempt(b.url)).status, 429);
  });

  it("runs each periodic job once a round between them, not once per instance", async () => {
    // Both instances send every round at start-up and then on their own clocks; the queue keeps one
    // job a round (a throttle slot), and whichever instance's worker takes it runs it.
    while (Date.now() - closing.at < 45_000) await sleep(1_000);
    const now = await rounds(pg.url);
    const elapsed = Date.now() - closing.at;
    const seen = JSON.stringify([...now.values()]);
    for (const name of ["storage.orphans", "payments.reconcile", "mockTests.closeDue"]) {
      const round = now.get(name);
      assert.ok(round && round.runs >= 1, `${name} ran: ${seen}`);
      assert.equal(round.runs, round.slots, `${name}: one run a round: ${seen}`);
      assert.ok(
        round.by.every((by) => /:\d+$/.test(by)),
        `${name} names the process that ran it`,
      );
    }
    // The hour's and the ten minutes' slots may have turned once while the suite ran, not more.
    assert.ok(now.get("storage.orphans")!.runs <= 2, seen);
    assert.ok(now.get("payments.reconcile")!.runs <= 2, seen);
    // At most one a slot begun while we waited, plus the one that may have been running, not yet
    // completed, when the count was taken (on a busy machine a job finishes seconds after its slot).
    const ran = now.get("mockTests.closeDue")!.runs - closing.runs;
    const most = Math.floor(elapsed / CLOSING_ROUND_MS) + 2;
    assert.ok(ran >= 1 && ran <= most, `mockTests.closeDue ran ${ran} times in ${Math.round(elapsed / 1000)} s (at most ${most} with one a round)`);
  });
});
