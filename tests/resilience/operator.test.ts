import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { apiRoutes } from "@/lib/routes";
import { preparedDataDir, startSite, type RunningSite } from "../../bench/site";
import { signIn } from "./console";

// What an operator's tools see of `npm start` (issue 33): /api/health and /api/ready for the
// monitor, /api/metrics for Prometheus behind its token, and a JSON log in which every request's
// line carries the request id the answer was given and, once signed in, the user's id. The outage
// itself is tests/resilience/database.test.ts's.

const TOKEN = "operator-suite-metrics-token-0123456789";

describe("what the operator sees", () => {
  let site: RunningSite;
  let output = "";

  before(async () => {
    site = await startSite(
      Number(process.env.RESILIENCE_PORT ?? 3620) + 20,
      { METRICS_TOKEN: TOKEN, TRUST_PROXY: "1" },
      { dataDir: await preparedDataDir(), onOutput: (text) => (output += text) },
    );
  });
  after(() => site?.stop());

  /** What `find` answers once it answers something, or its last answer after 10 s. */
  const eventually = async <T>(find: () => T): Promise<T> => {
    for (let waited = 0; waited < 10_000; waited += 100) {
      const found = find();
      if (found) return found;
      await sleep(100);
    }
    return find();
  };
  const lines = () =>
    output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it("answers the monitor: health, and readiness with each check and no secret", async () => {
    const health = await fetch(`${site.url}${apiRoutes.health}`);
    assert.deepEqual([health.status, await health.json()], [200, { ok: true }]);
    const ready = await fetch(`${site.url}${apiRoutes.ready}`);
    const body = (await ready.json()) as { ok: boolean; checks: Record<string, { ok: boolean }> };
    assert.equal(ready.status, 200);
    assert.deepEqual(Object.keys(body.checks), ["database", "storage", "queue", "backup"]);
    assert.ok(Object.values(body.checks).every((check) => check.ok));
    assert.doesNotMatch(JSON.stringify(body), /secret|password|postgres|\.data|\//i);
  });

  it("serves the metrics only with the token, counting requests by kind and the event loop's delay", async () => {
    await fetch(`${site.url}/en/Group1`);
    assert.equal((await fetch(`${site.url}${apiRoutes.metrics}`)).status, 401);
    assert.equal((await fetch(`${site.url}${apiRoutes.metrics}`, { headers: { authorization: `Bearer ${TOKEN.replace(/.$/, "x")}` } })).status, 401);
    const metrics = await fetch(`${site.url}${apiRoutes.metrics}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(metrics.status, 200);
    const text = await metrics.text();
    assert.match(text, /http_request_duration_seconds_count\{kind="page",status="2xx"\} [1-9]/);
    assert.match(text, /nodejs_eventloop_lag_p99_seconds/);
    assert.match(text, /jobs_in_queue|# TYPE jobs_in_queue gauge/);
    assert.match(text, /# TYPE mail_outbox_waiting gauge\nmail_outbox_waiting 0/);
  });

  it("logs JSON lines, each request's with the id of its answer, a signed-in one's with the user", async () => {
    const page = await fetch(`${site.url}/en/Group1`, { headers: { "x-request-id": "proxy-given-id-0001" } });
    assert.equal(page.headers.get("x-request-id"), "proxy-given-id-0001", "a proxy's id is kept behind a trusted proxy");
    const headers = await signIn(site.url);
    const exported = await fetch(`${site.url}/api/students/export`, { headers });
    assert.equal(exported.status, 200);
    const id = exported.headers.get("x-request-id");
    assert.match(id ?? "", /^[0-9a-f-]{36}$/);
    // A request's line is written when its answer has been sent (the CSV streams), and the log
    // reaches the file a moment later: read the answer, then look for up to 10 s.
    await exported.text();
    const line = await eventually(() => lines().find((l) => l.requestId === id));
    assert.ok(line, `a line for request ${id}`);
    assert.deepEqual([line.msg, line.path, line.status, typeof line.userId], ["request", "/api/students/export", 200, "number"]);
    assert.ok(await eventually(() => lines().some((l) => l.requestId === "proxy-given-id-0001" && l.path === "/en/Group1")));
  });
});
