import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { WorkStopped } from "@/lib/jobs/bounded";
import { bossOver, kinds } from "@/lib/jobs/queue";
import { startJobs, type RunningJobs } from "@/lib/jobs/run";
import { removeScan, retryScan, scanGaveUp, type ScanReader } from "@/lib/omr/queue";
import { acceptScan } from "@/lib/omr/upload";
import { fsStorage } from "@/lib/storage/fs";
import { suiteDatabase, targets, type TestDatabase } from "./databases";
import { at, createMockTest } from "./mock-fixture";

// The job queue (issue 33) on each database: pg-boss with the site's own workers (lib/jobs/run.ts).
// A scan whose reader is stopped is tried twice, then marked failed with the reason and filed as a
// dead letter, and the scan after it is read; staff try it again or remove it; a periodic round
// that throws is listed as failed and the others run. The reader is a stand-in that refuses a
// "bad" file as the bounded child would (tests/integration/bounded-work.test.ts stops real ones).

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n`);

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await sleep(200);
  }
}

async function suite(target: TestDatabase) {
  describe(`the job queue on ${target.name}`, () => {
    const db = suiteDatabase(target);
    let dir: string;
    let jobs: RunningJobs;
    let testId: number;
    const tries = new Map<string, number>();
    let badIsBad = true;
    // What the bounded child would do: a "bad" file runs out of memory; a good one has no pages.
    const read: ScanReader = async (job, onProgress) => {
      const text = Buffer.from(job.bytes).toString();
      const name = text.includes("bad") ? "bad" : "good";
      tries.set(name, (tries.get(name) ?? 0) + 1);
      if (name === "bad" && badIsBad) throw new WorkStopped("memoryLimit", "the stand-in used too much");
      await onProgress({ pages: 0 });
      return { ok: true };
    };
    const scanOf = (id: number) => db.prisma.omrScan.findUnique({ where: { id }, select: { status: true, problem: true } });
    const jobsOf = async (name: string) =>
      (
        await db.database.sql.query<{ state: string; retry_count: number; data: { scanId?: number } }>(
          `SELECT state, retry_count, data FROM pgboss.job WHERE name = $1 ORDER BY created_on`,
          [name],
        )
      ).rows;

    before(async () => {
      dir = await mkdtemp(path.join(tmpdir(), "jobs-"));
      testId = (await createMockTest(db.prisma, { opensAt: at(-70), closesAt: at(-10) })).id;
      // The second try at once rather than a minute later, so the suite need not wait.
      await bossOver(db.database.sql).updateQueue("omr.read", { name: "omr.read", ...kinds["omr.read"], retryDelay: 0 });
      jobs = await startJobs({
        database: db.database,
        store: fsStorage(dir),
        pollSeconds: 0.5,
        read,
        rounds: {
          "payments.reconcile": async () => {
            throw new Error("the gateway is down");
          },
          "mockTests.closeDue": async () => undefined,
          "storage.orphans": async () => undefined,
          "papers.pages": async () => undefined,
        },
      });
    });
    after(async () => {
      await jobs?.stop();
      await rm(dir, { recursive: true, force: true });
    });

    const upload = async (text: string) => {
      const uploaded = await acceptScan(db.prisma, fsStorage(dir), testId, { body: new Blob([pdf(text)]).stream(), size: pdf(text).length, fileName: `${text}.pdf` }, 5);
      assert.ok(uploaded.ok, JSON.stringify(uploaded));
      return uploaded.scanId;
    };

    it("tries a stopped scan twice, marks it failed with the reason, files it as a dead letter, and reads the next", async () => {
      const bad = await upload("bad");
      const good = await upload("good");
      await until("the good scan read", async () => (await scanOf(good))?.status === "DONE");
      const failed = await until("the bad scan failed", async () => {
        const scan = await scanOf(bad);
        return scan?.status === "FAILED" && scan;
      });
      assert.deepEqual(failed, { status: "FAILED", problem: "memoryLimit" });
      assert.equal(tries.get("bad"), 2);
      const badJobs = (await jobsOf("omr.read")).filter((j) => j.data.scanId === bad);
      assert.deepEqual(
        badJobs.map((j) => [j.state, j.retry_count]),
        [["failed", 1]],
      );
      await until("its dead letter handled", async () => (await jobsOf("omr.read.failed")).some((j) => j.data.scanId === bad && j.state === "completed"));
      assert.equal((await scanOf(bad))?.status, "FAILED", "the dead letter leaves a failed scan failed");
    });

    it("staff try a failed scan again, or remove it with its file; a scan that was read is not removed", async () => {
      const [bad] = (await db.prisma.omrScan.findMany({ where: { testId, status: "FAILED" }, select: { id: true } })).map((s) => s.id);
      badIsBad = false;
      assert.equal(await retryScan(db.prisma, testId, bad), true);
      assert.equal(await retryScan(db.prisma, testId, bad), false, "queued already: not twice");
      await until("the retried scan read", async () => (await scanOf(bad))?.status === "DONE");
      assert.equal(await removeScan(db.prisma, fsStorage(dir), testId, bad), "notFound", "only a failed scan is removed");

      badIsBad = true;
      const again = await upload("bad again");
      await until("the second bad scan failed", async () => (await scanOf(again))?.status === "FAILED");
      const file = await db.prisma.omrScan.findUniqueOrThrow({ where: { id: again }, select: { file: { select: { key: true } } } });
      assert.equal(await removeScan(db.prisma, fsStorage(dir), testId + 1, again), "notFound", "another test's scan");
      assert.equal(await removeScan(db.prisma, fsStorage(dir), testId, again), "removed");
      assert.equal(await scanOf(again), null);
      assert.equal(await fsStorage(dir).get(file.file.key), null);
    });

    it("marks a scan a stopped process left mid-read failed by its dead letter, and leaves one queued again to its new job", async () => {
      // Rows without a job, so no worker takes them meanwhile.
      const scanWith = (status: "READING" | "QUEUED", key: string) =>
        db.prisma.omrScan.create({
          data: { status, test: { connect: { id: testId } }, file: { create: { key, fileName: "hall.pdf", contentType: "application/pdf", size: 1 } } },
          select: { id: true },
        });
      const [left, again] = [await scanWith("READING", "scans/left-mid-read.pdf"), await scanWith("QUEUED", "scans/queued-again.pdf")];
      await scanGaveUp(db.prisma, left.id);
      await scanGaveUp(db.prisma, again.id);
      assert.deepEqual(await scanOf(left.id), { status: "FAILED", problem: "crashed" });
      assert.deepEqual(await scanOf(again.id), { status: "QUEUED", problem: null });
      await db.prisma.omrScan.deleteMany({ where: { id: { in: [left.id, again.id] } } });
    });

    it("lists a periodic round that throws as failed, and runs the others once a round", async () => {
      const rounds = await until("each round run", async () => {
        const { rows } = await db.database.sql.query<{ name: string; state: string; runs: number }>(
          `SELECT name, state, count(*)::int AS runs FROM pgboss.job WHERE name IN ('payments.reconcile', 'mockTests.closeDue', 'storage.orphans') AND state IN ('completed', 'failed') GROUP BY name, state ORDER BY name`,
        );
        return rows.length === 3 && rows;
      });
      assert.deepEqual(
        rounds.map((r) => [r.name, r.state]),
        [
          ["mockTests.closeDue", "completed"],
          ["payments.reconcile", "failed"],
          ["storage.orphans", "completed"],
        ],
      );
      assert.equal(rounds.find((r) => r.name === "storage.orphans")?.runs, 1, "one run in its hour");
    });
  });
}

for (const target of await targets()) await suite(target);
