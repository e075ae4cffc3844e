import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, it } from "node:test";

/** Runs `npm start`'s script with the given settings and collects how it ended. */
async function start(settings: Record<string, string>, imports: string[] = []) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "coaching-start-"));
  const child = spawn(process.execPath, ["--import", "tsx", ...imports.flatMap((i) => ["--import", i]), "scripts/start.ts"], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", DATA_DIR: dataDir, PORT: "3999", ...settings },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += d));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  await rm(dataDir, { recursive: true, force: true });
  return { code, lines: stderr.trim().split("\n") };
}

describe("start-up with a wrong setting", () => {
  it("stops with one line naming DATABASE_URL when it is garbage", async () => {
    const { code, lines } = await start({ DATABASE_URL: "garbage" });
    assert.equal(code, 1);
    assert.deepEqual(lines, ["Start-up stopped: Invalid setting DATABASE_URL: must be a postgres:// or postgresql:// connection URL"]);
  });

  it("stops with one line when the database cannot be reached", async () => {
    const { code, lines } = await start({ DATABASE_URL: "postgresql://nobody@127.0.0.1:1/none", AUTH_SECRET: "x".repeat(32), PAYMENTS_TEST_MODE: "true" });
    assert.equal(code, 1);
    assert.equal(lines.length, 1, lines.join("\n"));
    assert.match(lines[0], /^Start-up stopped: could not prepare the database at DATABASE_URL: .*ECONNREFUSED/);
  });

  it("names AUTH_SECRET when production PostgreSQL has none", async () => {
    const { code, lines } = await start({ DATABASE_URL: "postgresql://u@127.0.0.1:1/db" });
    assert.equal(code, 1);
    assert.deepEqual(lines, ["Start-up stopped: Invalid setting AUTH_SECRET: is required with DATABASE_URL, so every instance signs sessions alike"]);
  });

  it("refuses the test payment mode on a public address without Razorpay keys", async () => {
    const { code, lines } = await start({ SITE_URL: "https://coaching.example" });
    assert.equal(code, 1);
    assert.equal(lines.length, 1, lines.join("\n"));
    assert.match(lines[0], /^Start-up stopped: Invalid setting RAZORPAY_KEY_ID: .*RAZORPAY_KEY_SECRET.*RAZORPAY_WEBHOOK_SECRET.*PAYMENTS_TEST_MODE=true/);
  });

  // The browser tests' clock (tests/e2e/test-clock.ts) moves time: only their own run may load it.
  for (const [why, settings] of [
    ["outside a test run", {}],
    ["on PostgreSQL, even in a test run", { COACHING_TEST_RUN: "1", DATABASE_URL: "postgresql://u@127.0.0.1:1/db", AUTH_SECRET: "x".repeat(32) }],
  ] as const) {
    it(`refuses a loaded test clock ${why}`, { timeout: 30_000 }, async () => {
      const { code, lines } = await start({ TEST_CLOCK_FILE: path.join(tmpdir(), "no-clock-file"), ...settings }, ["./tests/e2e/test-clock.ts"]);
      assert.equal(code, 1);
      assert.deepEqual(lines, ["Start-up stopped: a test clock is loaded, and this is not a browser-test run on the embedded database."]);
    });
  }
});
