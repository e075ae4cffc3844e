import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { backupToStorage, pruneBackups, restoreDrill } from "@/lib/backup/schedule";
import { startJobs } from "@/lib/jobs/run";
import { fsStorage } from "@/lib/storage/fs";
import { suiteDatabase, targets, type TestDatabase } from "./databases";
import { createMockTest } from "./mock-fixture";

// Backups that run themselves (issue 33), on each database: the job's backup lands in the site's
// storage and is recorded, the restore drill restores the newest into a scratch database with
// every table's count checked (and fails on a backup that lost rows), retention keeps 7 daily
// and 4 weekly backups, and `npm start`'s jobs put the backup on pg-boss's cron.

const at = (day: number) => new Date(Date.UTC(2026, 10, 1 + day, 21, 0));

async function suite(target: TestDatabase) {
  describe(`scheduled backups on ${target.name}`, () => {
    const db = suiteDatabase(target);
    let dir: string;
    let store: ReturnType<typeof fsStorage>;

    before(async () => {
      dir = await mkdtemp(path.join(tmpdir(), "backup-schedule-"));
      store = fsStorage(dir);
      await createMockTest(db.prisma);
      await db.prisma.user.create({ data: { role: "STAFF", username: "teacher", passwordHash: "x" } });
      await store.put("documents/syllabus.pdf", new TextEncoder().encode("%PDF-1.7 syllabus"), { contentType: "application/pdf", size: 17 });
      await db.prisma.storedFile.create({ data: { key: "documents/syllabus.pdf", fileName: "syllabus.pdf", contentType: "application/pdf", size: 17 } });
    });
    after(() => rm(dir, { recursive: true, force: true }));

    it("stores a backup the restore drill restores into a scratch database, every count checked", async () => {
      const { prefix, manifest } = await backupToStorage(db.database, store, at(0));
      assert.equal(prefix, "backups/2026-11-01t21-00-00-000z");
      assert.equal(manifest.tables.User, 1);
      assert.equal(manifest.tables.MockTest, 1);
      assert.equal(manifest.files.count, 1, "the site's file, not the backup's own");
      assert.deepEqual(await db.prisma.backupRun.count(), 1);
      const drill = await restoreDrill(store);
      assert.equal(drill.prefix, prefix);
      assert.deepEqual(drill.tables, manifest.tables);
      assert.equal(drill.files, 1);
    });

    it("fails the drill on a backup that lost rows", async () => {
      const { prefix } = await backupToStorage(db.database, store, at(1));
      await store.put(`${prefix}/tables/user.jsonl`, new Uint8Array(), { contentType: "application/octet-stream", size: 0 });
      await assert.rejects(restoreDrill(store), /User: restored 0 rows, the backup has 1/);
    });

    it("keeps the newest backup of each of 7 days and 4 weeks, and removes the others with their files", async () => {
      for (let day = 2; day <= 40; day++) {
        const prefix = `backups/${at(day).toISOString().replace(/[:.]/g, "-").toLowerCase()}`;
        await db.prisma.backupRun.create({ data: { prefix, createdAt: at(day), rows: 1, files: 0, bytes: 0 } });
        await store.put(`${prefix}/manifest.json`, new TextEncoder().encode("{}"), { contentType: "application/json", size: 2 });
      }
      const removed = await pruneBackups(db.prisma, store, at(40));
      const kept = (await db.prisma.backupRun.findMany({ orderBy: { createdAt: "desc" }, select: { createdAt: true } })).map((r) => r.createdAt.toISOString().slice(5, 10));
      // 7 days (Friday Dec 11 back to Dec 5), then the newest of each of 4 weeks: those of Monday Dec 7
      // and Nov 30 are kept already (Dec 11, Sunday Dec 6), the weeks of Nov 23 and 16 add their Sundays.
      assert.deepEqual(kept, ["12-11", "12-10", "12-09", "12-08", "12-07", "12-06", "12-05", "11-29", "11-22"]);
      assert.equal(removed.length, 41 - kept.length);
      for (const prefix of removed) for await (const object of store.list(prefix)) assert.fail(`${object.key} left behind`);
    });

    it("puts the backup on the queue's cron in the institute's time zone", async () => {
      const jobs = await startJobs({
        database: db.database,
        store,
        backupSchedule: "30 2 * * *",
        rounds: { "payments.reconcile": async () => undefined, "mockTests.closeDue": async () => undefined, "storage.orphans": async () => undefined, "papers.pages": async () => undefined },
      });
      try {
        const { rows } = await db.database.sql.query<{ cron: string; timezone: string }>(`SELECT cron, timezone FROM pgboss.schedule WHERE name = 'backup.daily'`);
        assert.deepEqual(rows, [{ cron: "30 2 * * *", timezone: "Asia/Kolkata" }]);
      } finally {
        await jobs.stop();
      }
    });
  });
}

for (const target of await targets()) await suite(target);
