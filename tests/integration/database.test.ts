import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import pg from "pg";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Database } from "@/lib/db";
import { readMigrations } from "@/lib/db/migrate";
import { embeddedTarget, postgresTarget, type TestDatabase } from "./databases";

const expectUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

async function suite(target: TestDatabase) {
  describe(`database on ${target.name}`, () => {
    let db: Database;
    before(async () => {
      db = await target.open();
    });
    after(async () => {
      await db.close();
      await target.dispose();
    });

    it("applies every migration once, then none", async () => {
      const all = (await readMigrations()).map((m) => m.name);
      assert.deepEqual(await db.migrate(), all);
      assert.deepEqual(await db.migrate(), []);
      const rows = await db.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "_prisma_migrations"`;
      assert.equal(rows[0].n, all.length);
    });

    it("refuses a migration edited after it was applied", async () => {
      const edited = (await readMigrations()).map((m) => ({ ...m, checksum: "0".repeat(64) }));
      await assert.rejects(db.migrate(edited), /was edited after it was applied/);
    });

    it("stores Tamil text and a document with its file", async () => {
      const doc = await db.prisma.document.create({
        data: {
          category: "GROUP4",
          title: "குரூப் 4 – பாடத்திட்டம்",
          paper: "தாள் I",
          subject: "பொதுத் தமிழ்",
          file: { create: { key: "documents/t/a.pdf", fileName: "பாடம்.pdf", contentType: "application/pdf", size: 10 } },
        },
        include: { file: true },
      });
      const again = await db.prisma.document.findUniqueOrThrow({ where: { id: doc.id }, include: { file: true } });
      assert.equal(again.title, "குரூப் 4 – பாடத்திட்டம்");
      assert.equal(again.file.fileName, "பாடம்.pdf");
    });

    it("keeps usernames and emails unique per role, not across roles", async () => {
      const base = { username: "kavitha", email: "kavitha@example.com", passwordHash: "x" };
      await db.prisma.user.create({ data: { ...base, role: "STAFF" } });
      await db.prisma.user.create({ data: { ...base, role: "STUDENT" } });
      await assert.rejects(db.prisma.user.create({ data: { ...base, role: "STAFF" } }), expectUniqueViolation);
      await assert.rejects(db.prisma.user.create({ data: { ...base, username: "other", role: "STAFF" } }), expectUniqueViolation);
    });

    it("rejects a second student with the same phone, Aadhaar, register number or payment id", async () => {
      const profile = {
        registerNo: "VP-0001",
        fatherName: "முருகன்",
        dob: new Date("2000-01-02"),
        qualification: "B.Sc",
        phoneNumber: "9000000001",
        whatsappNumber: "9000000001",
        fatherPhoneNumber: "9000000002",
        aadhaarNumber: "123412341234",
        community: "BC" as const,
        bloodGroup: "O_POS" as const,
        address: "தஞ்சாவூர்",
        paymentId: "pay_1",
      };
      const student = (n: number, overrides: Partial<typeof profile>) =>
        db.prisma.user.create({
          data: { role: "STUDENT", username: `s${n}`, email: `s${n}@example.com`, passwordHash: "x", student: { create: { ...profile, ...overrides } } },
        });
      await student(1, {});
      const fresh = { registerNo: "VP-0002", phoneNumber: "9000000003", aadhaarNumber: "999988887777", paymentId: "pay_2" };
      for (const clash of ["registerNo", "phoneNumber", "aadhaarNumber", "paymentId"] as const) {
        await assert.rejects(student(2, { ...fresh, [clash]: profile[clash] }), expectUniqueViolation, clash);
      }
      await student(2, fresh);
      assert.equal(await db.prisma.studentProfile.count(), 2);
    });

    it("records each payment order and payment id once", async () => {
      await db.prisma.payment.create({ data: { gateway: "test", orderId: "order_1", amountPaise: 50000 } });
      await assert.rejects(db.prisma.payment.create({ data: { gateway: "test", orderId: "order_1", amountPaise: 50000 } }), expectUniqueViolation);
      await db.prisma.payment.update({ where: { orderId: "order_1" }, data: { paymentId: "pay_9", status: "PAID" } });
      await db.prisma.payment.create({ data: { gateway: "test", orderId: "order_2", amountPaise: 50000 } });
      await assert.rejects(db.prisma.payment.update({ where: { orderId: "order_2" }, data: { paymentId: "pay_9" } }), expectUniqueViolation);
    });
  });
}

await suite(await embeddedTarget());
const server = await postgresTarget();
if (server) {
  await suite(server);
  describe("migrations on PostgreSQL under concurrency", () => {
    it("three instances starting together apply each migration exactly once", async () => {
      const target = (await postgresTarget())!;
      const dbs = await Promise.all([target.open(), target.open(), target.open()]);
      try {
        const results = await Promise.all(dbs.map((d) => d.migrate()));
        const total = (await readMigrations()).length;
        assert.equal(results.flat().length, total);
        const rows = await dbs[0].prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "_prisma_migrations"`;
        assert.equal(rows[0].n, total);
      } finally {
        await Promise.all(dbs.map((d) => d.close()));
        await target.dispose();
      }
    });
  });

  describe("PostgreSQL dropping the app's connections", () => {
    it("keeps the process alive and serves the next query on a fresh connection", async () => {
      const target = (await postgresTarget())!;
      const database = await target.open();
      // What the pool reports (it also logs it, lib/db/index.ts): what lib/db/health.ts hears.
      const lost: string[] = [];
      database.onConnectionLost((error) => lost.push(error.message));
      try {
        await database.migrate();
        await Promise.all(Array.from({ length: 4 }, () => database.prisma.user.count()));
        const [before] = await database.prisma.$queryRaw<{ pid: number; name: string }[]>`SELECT pg_backend_pid() AS pid, current_database() AS name`;
        // What a server restart does to idle connections: the backends go away under the pool.
        const killer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL });
        await killer.connect();
        const { rowCount } = await killer.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [before.name]);
        assert.ok(rowCount! >= 1);
        await killer.end();
        await new Promise((resolve) => setTimeout(resolve, 200));
        assert.ok(lost.length >= 1, "the pool reports the lost connections");
        const after = await database.prisma.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
        assert.notEqual(after[0].pid, before.pid);
        assert.equal(await database.prisma.user.count(), 0);
      } finally {
        await database.close();
        await target.dispose();
      }
    });
  });
}
