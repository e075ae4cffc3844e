import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { claimJob, onceAcrossInstances } from "@/lib/jobs/lease";
import { suiteDatabase, targets, type TestDatabase } from "./databases";

// Periodic jobs behind a load balancer (issue 19, item 4): of the processes sharing a database,
// one runs each job a round; the lease runs out by time, so a process that died frees it.

const at = (second: number) => new Date(Date.UTC(2026, 10, 29, 4, 30, second));

async function suite(target: TestDatabase) {
  describe(`job leases on ${target.name}`, () => {
    const db = suiteDatabase(target);

    it("gives a round to one claimant, each job its own, and the next round once the lease has run out", async () => {
      assert.equal(await claimJob(db.prisma, "sweep", 10_000, at(0)), true);
      assert.equal(await claimJob(db.prisma, "sweep", 10_000, at(5)), false, "held by the first");
      assert.equal(await claimJob(db.prisma, "reconcile", 10_000, at(5)), true, "another job is free");
      assert.equal(await claimJob(db.prisma, "sweep", 10_000, at(10)), true, "run out: the next round");
      assert.equal(await claimJob(db.prisma, "sweep", 10_000, at(19)), false);
    });

    it("counts the rounds run and names the process that ran the last", async () => {
      assert.equal(await claimJob(db.prisma, "count", 10_000, at(0), "host-a:1"), true);
      assert.equal(await claimJob(db.prisma, "count", 10_000, at(5), "host-b:2"), false);
      assert.equal(await claimJob(db.prisma, "count", 10_000, at(10), "host-b:2"), true);
      const lease = await db.prisma.jobLease.findUniqueOrThrow({ where: { name: "count" } });
      assert.deepEqual({ runs: lease.runs, holder: lease.holder }, { runs: 2, holder: "host-b:2" });
    });

    it("runs a job once when two processes claim the same round at the same moment", async () => {
      const claims = await Promise.all(Array.from({ length: 8 }, () => claimJob(db.prisma, "close", 15_000, at(30))));
      assert.equal(claims.filter(Boolean).length, 1);
    });

    it("wraps a task so only the claimant runs it", async () => {
      let runs = 0;
      const task = async () => (runs += 1);
      const first = onceAcrossInstances(db.prisma, "orphans", 60 * 60 * 1000, task);
      const second = onceAcrossInstances(db.prisma, "orphans", 60 * 60 * 1000, task);
      await Promise.all([first(), second()]);
      assert.equal(runs, 1);
    });
  });
}

for (const target of await targets()) await suite(target);
