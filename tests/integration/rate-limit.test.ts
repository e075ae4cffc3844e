import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { registrationLimits, take, type Limit } from "@/lib/security/rate-limit";
import { suiteDatabase, targets, type TestDatabase } from "./databases";

const MINUTE = 60_000;

async function suite(target: TestDatabase) {
  describe(`rate limits on ${target.name}`, () => {
    const db = suiteDatabase(target);
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 10, 0) + minutes * MINUTE);

    it("allows max uses in the window, refuses the next until the oldest leaves it", async () => {
      const limit: Limit[] = [{ key: "t:one", max: 3, windowMs: 60 * MINUTE }];
      for (const minute of [0, 10, 20]) assert.deepEqual(await take(db.prisma, limit, at(minute)), { ok: true });
      assert.deepEqual(await take(db.prisma, limit, at(30)), { ok: false, retryAt: at(60) });
      // A refused try is not counted: the caller is free again exactly when the window says.
      assert.deepEqual(await take(db.prisma, limit, at(59)), { ok: false, retryAt: at(60) });
      assert.deepEqual(await take(db.prisma, limit, at(61)), { ok: true });
      assert.equal(await db.prisma.rateEvent.count({ where: { key: "t:one" } }), 3, "the use that left the window is pruned");
    });

    it("refuses when any of the keys is used up, and then counts none of them", async () => {
      const ip = registrationLimits("10.1.1.1", "Kavya@Example.com");
      for (let i = 0; i < 5; i++) assert.equal((await take(db.prisma, ip, at(i))).ok, true);
      assert.equal((await take(db.prisma, ip, at(6))).ok, false, "the sixth start for one email (any case) is refused");
      const ipUses = await db.prisma.rateEvent.count({ where: { key: "register:ip:10.1.1.1" } });
      assert.equal(ipUses, 5, "the refused start did not count against the address");
      // Another email from the same address still may.
      assert.equal((await take(db.prisma, registrationLimits("10.1.1.1", "other@example.com"), at(7))).ok, true);
    });

    it("keys are separate: one address's flood leaves another alone", async () => {
      const flood: Limit[] = [{ key: "t:ip:a", max: 2, windowMs: MINUTE }];
      await take(db.prisma, flood, at(0));
      await take(db.prisma, flood, at(0));
      assert.equal((await take(db.prisma, flood, at(0))).ok, false);
      assert.equal((await take(db.prisma, [{ key: "t:ip:b", max: 2, windowMs: MINUTE }], at(0))).ok, true);
    });
  });
}

for (const target of await targets()) await suite(target);
