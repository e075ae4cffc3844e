// Issue 15 on both databases: staff sign-ups that wait for an admin, students who share a name and
// sign in by register number, email or mobile, sign-in limits per account and address, and no
// argon2 hash for a request a cheap check refuses.
import assert from "node:assert/strict";
import { describe, it, mock } from "node:test";
import { registerAdmin } from "@/lib/auth/accounts";
import { checkCredentials, sessionStillValid } from "@/lib/auth/login";
import { argon2id, hashPassword } from "@/lib/auth/password";
import { ACCOUNT_FAILURE_LIMIT, loginGate, loginKeys, SLOWDOWN_STEP_MS } from "@/lib/auth/rate-limit";
import { resetPassword } from "@/lib/auth/reset";
import type { StaffRegisterInput } from "@/lib/staff/schema";
import { fileWithAudience } from "@/lib/files/queries";
import { testGateway } from "@/lib/payments/gateway";
import { completePayment, startRegistration } from "@/lib/payments/registration";
import { countStaffRequests, facultyTeam, listStaff, listStaffRequests } from "@/lib/staff/queries";
import { approveStaffRequest, registerStaff, rejectStaffRequest } from "@/lib/staff/service";
import { addOfflineStudent } from "@/lib/students/service";
import { fsStorage } from "@/lib/storage/fs";
import { suiteDatabase, targets, type TestDatabase } from "./databases";
import { form } from "./student-form";

const staff = (n: number): StaffRegisterInput => ({
  username: `teacher${n}`,
  password: "correct horse",
  dob: "1990-05-01",
  phoneNumber: `8${String(n).padStart(9, "0")}`,
  whatsappNumber: "9876543210",
  email: `teacher${n}@example.com`,
  bloodGroup: "B+",
  department: "கணிதம்",
  designation: "ஆசிரியர்",
});
const login = (db: Parameters<typeof checkCredentials>[0], role: "STAFF" | "STUDENT" | "ADMIN", username: string, password: string, ip = "10.1.1.1") =>
  checkCredentials(db, { role, username, password }, ip);

async function suite(target: TestDatabase) {
  describe(`trust at the door on ${target.name}`, () => {
    const db = suiteDatabase(target);
    const store = fsStorage(`/tmp/trust-test-${process.pid}`);

    it("a self-registered staff account waits: no sign-in, not on /Faculty, not in Staff-View, until an admin approves", async () => {
      const admin = await db.prisma.user.create({ data: { role: "ADMIN", username: "approver", passwordHash: "x" } });
      const made = await registerStaff({ db: db.prisma, store }, staff(1), null, 15);
      assert.ok(made.ok);
      const id = made.userId;
      assert.deepEqual(await login(db.prisma, "STAFF", "teacher1", "correct horse"), { ok: false, reason: "pending" });
      assert.deepEqual(await login(db.prisma, "STAFF", "teacher1", "wrong"), { ok: false, reason: "invalid" }, "the state is told only to the password's holder");
      assert.equal(await sessionStillValid(db.prisma, id, 0), null, "a session made anyway counts as nobody's");
      assert.equal(
        (await facultyTeam()).some((f) => f.id === id),
        false,
      );
      assert.equal(
        (await listStaff({})).rows.some((r) => r.id === id),
        false,
      );
      assert.deepEqual(
        (await listStaffRequests()).map((r) => r.username),
        ["teacher1"],
      );
      assert.equal(await countStaffRequests(), 1);

      assert.equal(await approveStaffRequest({ db: db.prisma, actorId: admin.id }, id), true);
      assert.equal(await approveStaffRequest({ db: db.prisma, actorId: admin.id }, id), false, "approved once");
      assert.equal((await login(db.prisma, "STAFF", "teacher1", "correct horse")).ok, true);
      assert.ok(await sessionStillValid(db.prisma, id, 0));
      assert.equal(
        (await facultyTeam()).some((f) => f.id === id),
        true,
      );
      assert.equal(await countStaffRequests(), 0);
      const audit = await db.prisma.auditEntry.findMany({ where: { entityId: id }, orderBy: { id: "asc" }, select: { action: true, actorId: true } });
      assert.deepEqual(audit, [
        { action: "staff.request", actorId: null },
        { action: "staff.approve", actorId: admin.id },
      ]);
    });

    it("waiting requests hold places under the cap; a rejection frees its place and name; an admin's addition is approved at once", async () => {
      await db.prisma.user.deleteMany({ where: { role: "STAFF" } });
      const admin = await db.prisma.user.findFirstOrThrow({ where: { role: "ADMIN" } });
      const first = await registerStaff({ db: db.prisma, store }, staff(2), null, 2);
      const second = await registerStaff({ db: db.prisma, store }, staff(3), null, 2);
      assert.ok(first.ok && second.ok);
      assert.deepEqual(await registerStaff({ db: db.prisma, store }, staff(4), null, 2), { ok: false, error: "limitReached" });
      assert.equal(await rejectStaffRequest({ db: db.prisma, store, actorId: admin.id }, second.userId), true);
      assert.equal(await db.prisma.user.count({ where: { id: second.userId } }), 0);
      const added = await registerStaff({ db: db.prisma, store, actorId: admin.id }, { ...staff(4), username: "teacher3" }, null, 2);
      assert.ok(added.ok, "the place and the name are free again");
      assert.equal((await login(db.prisma, "STAFF", "teacher3", "correct horse")).ok, true, "added by an admin: approved");
      assert.equal(await rejectStaffRequest({ db: db.prisma, store, actorId: admin.id }, added.userId), false, "an approved account is no request");
      const actions = (await db.prisma.auditEntry.findMany({ where: { entityId: { in: [second.userId, added.userId] } }, orderBy: { id: "asc" } })).map((a) => a.action);
      assert.deepEqual(actions, ["staff.request", "staff.reject", "staff.create"]);
    });

    it("a refused or failed sign-up leaves its photo nowhere: not in storage, not as a row (lib/files/write.ts)", async () => {
      const stored = async (n: number) => {
        const key = `images/trust/refused-${process.pid}-${n}.jpg`;
        await store.put(key, new Uint8Array([1, 2, 3]), { contentType: "image/jpeg", size: 3 });
        return { key, fileName: "me.jpg", contentType: "image/jpeg", size: 3 };
      };
      const files = await db.prisma.storedFile.count();
      const early = await stored(1);
      assert.deepEqual(await registerStaff({ db: db.prisma, store }, staff(30), early, 0), { ok: false, error: "limitReached" });
      assert.equal(await store.size(early.key), null, "refused before the transaction");
      const clash = await stored(2);
      const first = await registerStaff({ db: db.prisma, store }, staff(31), null, 99);
      assert.ok(first.ok);
      const failing = { ...db.prisma, user: { ...db.prisma.user, count: () => Promise.reject(new Error("database gone")) } } as typeof db.prisma;
      await assert.rejects(registerStaff({ db: failing, store }, { ...staff(32) }, clash, 99), /database gone/);
      assert.equal(await store.size(clash.key), null, "a failure before the transaction removes it too");
      assert.equal(await db.prisma.storedFile.count(), files, "no row left behind");
    });

    it("a waiting sign-up's photo is for signed-in accounts only until the account is approved", async () => {
      const admin = await db.prisma.user.findFirstOrThrow({ where: { role: "ADMIN" } });
      const photo = { key: `images/trust/${process.pid}.jpg`, fileName: "me.jpg", contentType: "image/jpeg", size: 10 };
      const made = await registerStaff({ db: db.prisma, store }, staff(20), photo, 99);
      assert.ok(made.ok);
      const { photoId } = await db.prisma.staffProfile.findUniqueOrThrow({ where: { userId: made.userId } });
      assert.equal((await fileWithAudience(photoId!))?.audience, "members");
      await approveStaffRequest({ db: db.prisma, actorId: admin.id }, made.userId);
      assert.equal((await fileWithAudience(photoId!))?.audience, "public");
    });

    it("two students called Priya S both register and pay, and each signs in by register number, email or mobile", async () => {
      const gateway = testGateway("t".repeat(32));
      const students = [];
      for (const n of [501, 502]) {
        const started = await startRegistration(db.prisma, gateway, { ...form(n), username: "Priya S" });
        assert.ok(started.ok, `Priya S number ${n - 500} may pay`);
        const done = await completePayment(db.prisma, { orderId: started.checkout.orderId, paymentId: `pay_priya_${n}` });
        assert.ok(done.ok);
        students.push({ id: done.userId, registerNo: done.registerNo, email: form(n).email, phone: form(n).phoneNumber });
      }
      for (const s of students) {
        for (const identifier of [s.registerNo, s.registerNo.toLowerCase(), s.email.toUpperCase(), s.phone, `+91 ${s.phone.slice(0, 5)} ${s.phone.slice(5)}`]) {
          const result = await login(db.prisma, "STUDENT", identifier, "student-password");
          assert.equal(result.ok && result.user.id, s.id, `${identifier} signs in ${s.registerNo}`);
        }
      }
      assert.deepEqual(await login(db.prisma, "STUDENT", "Priya S", "student-password"), { ok: false, reason: "invalid" }, "a name is not an identifier");
    });

    it("ten wrong passwords from other addresses do not lock the owner out; one address that keeps guessing is locked, and the account slows down", async () => {
      await db.prisma.user.create({ data: { role: "ADMIN", username: "owner", passwordHash: await hashPassword("owner-password") } });
      for (let i = 0; i < ACCOUNT_FAILURE_LIMIT + 2; i++) assert.equal((await login(db.prisma, "ADMIN", "owner", "guess", `203.0.113.${i}`)).ok, false);
      const owner = await db.prisma.user.findFirstOrThrow({ where: { username: "owner" } });
      const gate = await loginGate(db.prisma, loginKeys("ADMIN", `#${owner.id}`, "198.51.100.7"));
      assert.deepEqual(gate, { blockedUntil: null, delayMs: 2 * SLOWDOWN_STEP_MS });
      assert.equal((await login(db.prisma, "ADMIN", "owner", "owner-password", "198.51.100.7")).ok, true);
      assert.equal((await loginGate(db.prisma, loginKeys("ADMIN", `#${owner.id}`, "198.51.100.7"))).delayMs, 0, "the owner's success ends the slow-down");
      for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) await login(db.prisma, "ADMIN", "owner", "guess", "203.0.113.200");
      const locked = await login(db.prisma, "ADMIN", "owner", "owner-password", "203.0.113.200");
      assert.equal(!locked.ok && locked.reason, "rateLimited");
    });

    it("refused requests cost no argon2 hash: wrong setup code, not an admin, taken name, cap reached, spent reset link, taken email", async (t) => {
      const hashes = mock.method(argon2id, "hash");
      t.after(() => hashes.mock.restore());
      const admin = await db.prisma.user.findFirstOrThrow({ where: { role: "ADMIN" } });
      const actor = { id: admin.id, role: admin.role, username: admin.username, sessionVersion: admin.sessionVersion };
      assert.equal((await registerAdmin(db.prisma, { username: "x1", password: "long enough" }, { actor: null, setupCodeValid: true })).ok, false);
      assert.equal((await registerAdmin(db.prisma, { username: admin.username, password: "long enough" }, { actor, setupCodeValid: false })).ok, false);
      await registerStaff({ db: db.prisma, store }, staff(9), null, 0);
      assert.deepEqual(await registerStaff({ db: db.prisma, store }, { ...staff(10), username: "teacher2" }, null, 99), { ok: false, error: "usernameTaken" });
      assert.deepEqual(await resetPassword(db.prisma, "n".repeat(43), "new-password-1"), { ok: false });
      assert.deepEqual(await addOfflineStudent(db.prisma, { ...form(600), email: form(501).email }, admin.id), { ok: false, error: "emailTaken" });
      assert.equal(hashes.mock.callCount(), 0);
      // Control: an accepted request does hash.
      assert.equal((await registerStaff({ db: db.prisma, store }, staff(11), null, 99)).ok, true);
      assert.equal(hashes.mock.callCount(), 1);
    });
  });
}

for (const target of await targets()) await suite(target);
