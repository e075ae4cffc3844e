import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { endSessions, registerAdmin } from "@/lib/auth/accounts";
import { registerStaff, setStaffDisabled } from "@/lib/staff/service";
import { fsStorage } from "@/lib/storage/fs";
import { checkCredentials, sessionStillValid } from "@/lib/auth/login";
import { hashPassword } from "@/lib/auth/password";
import { ACCOUNT_FAILURE_LIMIT, IP_FAILURE_LIMIT } from "@/lib/auth/rate-limit";
import { requestPasswordReset, resetPassword, RESET_TOKEN_TTL_MS } from "@/lib/auth/reset";
import type { StaffRegisterInput } from "@/lib/staff/schema";
import { embeddedTarget, postgresTarget, suiteDatabase, type TestDatabase } from "./databases";

const mailText = { subject: "Reset", body: (link: string) => `Open ${link}` };
const linkFor = (token: string) => `http://site/reset-password?token=${token}`;

function staff(n: number): StaffRegisterInput {
  return {
    username: `staff${n}`,
    password: "correct horse",
    dob: "1990-05-01",
    phoneNumber: `9${String(n).padStart(9, "0")}`,
    whatsappNumber: "9876543210",
    email: `staff${n}@example.com`,
    bloodGroup: "B+",
    department: "தமிழ்",
    designation: "ஆசிரியர்",
  };
}

async function suite(target: TestDatabase) {
  describe(`accounts on ${target.name}`, () => {
    const db = suiteDatabase(target);
    const store = fsStorage(`/tmp/auth-test-${process.pid}`);

    const user = async (role: "ADMIN" | "STAFF" | "STUDENT", username: string, password = "right-password", email?: string) =>
      db.prisma.user.create({ data: { role, username, email, passwordHash: await hashPassword(password) } });

    it("stores argon2id hashes with at least OWASP's minimum cost", async () => {
      const { passwordHash } = await user("STAFF", "hash-check");
      assert.match(passwordHash, /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/);
      const [, m, t, p] = passwordHash.match(/m=(\d+),t=(\d+),p=(\d+)/)!.map(Number);
      assert.ok(m >= 19456 && t >= 2 && p >= 1, passwordHash);
      assert.ok(!passwordHash.includes("right-password"));
    });

    it("accepts the right password for the right role only", async () => {
      await user("STAFF", "priya");
      assert.equal((await checkCredentials(db.prisma, { role: "STAFF", username: "priya", password: "right-password" }, "10.0.0.1")).ok, true);
      assert.deepEqual(await checkCredentials(db.prisma, { role: "ADMIN", username: "priya", password: "right-password" }, "10.0.0.1"), { ok: false, reason: "invalid" });
      assert.deepEqual(await checkCredentials(db.prisma, { role: "STAFF", username: "priya", password: "wrong" }, "10.0.0.1"), { ok: false, reason: "invalid" });
    });

    it("locks an account for one address after ten failures there in fifteen minutes, even for the right password", async () => {
      await user("STAFF", "arun");
      const login = (password: string, ip = "10.0.0.2") => checkCredentials(db.prisma, { role: "STAFF", username: "arun", password }, ip);
      for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) assert.equal((await login("guess")).ok, false);
      const eleventh = await login("right-password");
      assert.equal(eleventh.ok, false);
      assert.equal(!eleventh.ok && eleventh.reason, "rateLimited");
      const until = !eleventh.ok && eleventh.reason === "rateLimited" ? eleventh.until.getTime() : 0;
      assert.ok(until > Date.now() + 14 * 60_000 && until <= Date.now() + 15 * 60_000, "locked for about fifteen minutes");
      // The owner at another address is not: a stranger's guesses must not lock them out.
      assert.equal((await login("right-password", "10.9.9.9")).ok, true);
    });

    it("a success clears earlier failures of the account", async () => {
      await user("STAFF", "bala");
      const login = (password: string) => checkCredentials(db.prisma, { role: "STAFF", username: "bala", password }, "10.0.0.3");
      for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i++) await login("guess");
      assert.equal((await login("right-password")).ok, true);
      for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i++) await login("guess");
      assert.equal((await login("right-password")).ok, true);
    });

    it("locks an address that tries many accounts", async () => {
      await user("STAFF", "target");
      for (let i = 0; i < IP_FAILURE_LIMIT; i++) await checkCredentials(db.prisma, { role: "STUDENT", username: `nobody${i}`, password: "x" }, "10.6.6.6");
      const result = await checkCredentials(db.prisma, { role: "STAFF", username: "target", password: "right-password" }, "10.6.6.6");
      assert.equal(!result.ok && result.reason, "rateLimited");
      assert.equal((await checkCredentials(db.prisma, { role: "STAFF", username: "target", password: "right-password" }, "10.6.6.7")).ok, true);
    });

    it("a session ends when its user logs out, is disabled or changes password", async () => {
      const u = await user("STAFF", "chitra");
      assert.ok(await sessionStillValid(db.prisma, u.id, 0));
      await endSessions(db.prisma, u.id);
      assert.equal(await sessionStillValid(db.prisma, u.id, 0), null, "old session after logout");
      assert.ok(await sessionStillValid(db.prisma, u.id, 1));
      await setStaffDisabled({ db: db.prisma, actorId: u.id }, u.id, true);
      assert.equal(await sessionStillValid(db.prisma, u.id, 2), null, "disabled");
      assert.deepEqual(await checkCredentials(db.prisma, { role: "STAFF", username: "chitra", password: "right-password" }, "10.0.0.4"), { ok: false, reason: "invalid" });
    });

    it("the first admin needs the setup code, later ones an admin, exactly one first under a race", async () => {
      const holder = { actor: null, setupCodeValid: true };
      assert.deepEqual(await registerAdmin(db.prisma, { username: "no-code", password: "long enough" }, { actor: null, setupCodeValid: false }), { ok: false, error: "setupCode" });
      const results = await Promise.all([1, 2, 3, 4, 5].map((n) => registerAdmin(db.prisma, { username: `first${n}`, password: "long enough" }, holder)));
      assert.equal(results.filter((r) => r.ok && r.first).length, 1);
      assert.equal(results.filter((r) => !r.ok && r.error === "forbidden").length, 4);
      const staffActor = { id: 1, role: "STAFF" as const, username: "s", sessionVersion: 0 };
      assert.deepEqual(await registerAdmin(db.prisma, { username: "second", password: "long enough" }, { actor: staffActor, setupCodeValid: true }), { ok: false, error: "forbidden" });
      const admin = await db.prisma.user.findFirstOrThrow({ where: { role: "ADMIN" } });
      const actor = { id: admin.id, role: admin.role, username: admin.username, sessionVersion: admin.sessionVersion };
      assert.deepEqual(await registerAdmin(db.prisma, { username: "second", password: "long enough" }, { actor, setupCodeValid: false }), { ok: true, first: false });
      assert.deepEqual(await registerAdmin(db.prisma, { username: "second", password: "long enough" }, { actor, setupCodeValid: false }), { ok: false, error: "usernameTaken" });
      assert.deepEqual(await registerAdmin(db.prisma, { username: "third", password: "long enough" }, { actor: null, setupCodeValid: false, shell: true }), { ok: true, first: false });
      const audit = await db.prisma.auditEntry.findMany({ where: { action: "admin.create" }, orderBy: { id: "asc" }, select: { actorId: true, summary: true } });
      assert.deepEqual(
        audit.map((a) => a.summary.replace(/^first\d/, "firstN")),
        ["firstN (first admin, with the setup code)", "second (by an admin)", "third (by npm run admin:create)"],
      );
    });

    it("40 parallel staff registrations yield exactly 15 accounts", async () => {
      await db.prisma.user.deleteMany({ where: { role: "STAFF" } });
      const results = await Promise.all(Array.from({ length: 40 }, (_, n) => registerStaff({ db: db.prisma, store }, staff(n), null, 15)));
      assert.equal(await db.prisma.user.count({ where: { role: "STAFF", pendingApproval: true } }), 15, "self-registered: all waiting");
      assert.equal(results.filter((r) => r.ok).length, 15);
      assert.equal(results.filter((r) => !r.ok && r.error === "limitReached").length, 25);
      assert.equal(await db.prisma.user.count({ where: { role: "STAFF" } }), 15);
      assert.equal(await db.prisma.staffProfile.count(), 15);
    });

    it("refuses duplicate staff usernames, emails and phones by name", async () => {
      await db.prisma.user.deleteMany({ where: { role: "STAFF" } });
      assert.equal((await registerStaff({ db: db.prisma, store }, staff(1), null)).ok, true);
      assert.deepEqual(await registerStaff({ db: db.prisma, store }, { ...staff(2), username: "staff1" }, null), { ok: false, error: "usernameTaken" });
      assert.deepEqual(await registerStaff({ db: db.prisma, store }, { ...staff(2), email: "staff1@example.com" }, null), { ok: false, error: "emailTaken" });
      assert.deepEqual(await registerStaff({ db: db.prisma, store }, { ...staff(2), phoneNumber: staff(1).phoneNumber }, null), { ok: false, error: "phoneTaken" });
    });

    it("a reset link works once, before it expires, and ends old sessions", async () => {
      const u = await user("STUDENT", "meena", "old-password", "meena@example.com");
      await requestPasswordReset(db.prisma, "STUDENT", "meena@example.com", linkFor, mailText, {});
      const mail = await db.prisma.outboxEmail.findFirstOrThrow({ where: { to: "meena@example.com" }, orderBy: { id: "desc" } });
      const token = mail.text!.match(/token=([\w-]+)/)![1];
      assert.ok(!mail.text!.includes("old-password"), "no password in mail");
      assert.equal((await db.prisma.passwordResetToken.findFirstOrThrow({ where: { userId: u.id } })).tokenHash.includes(token), false, "only a digest is stored");

      assert.deepEqual(await resetPassword(db.prisma, token, "new-password-1"), { ok: true, role: "STUDENT" });
      assert.deepEqual(await resetPassword(db.prisma, token, "new-password-2"), { ok: false }, "second use");
      assert.equal((await checkCredentials(db.prisma, { role: "STUDENT", username: "meena@example.com", password: "new-password-1" }, "10.0.0.5")).ok, true);
      assert.equal(await sessionStillValid(db.prisma, u.id, 0), null);

      await requestPasswordReset(db.prisma, "STUDENT", "meena@example.com", linkFor, mailText, {});
      const late = (await db.prisma.outboxEmail.findFirstOrThrow({ where: { to: "meena@example.com" }, orderBy: { id: "desc" } })).text!.match(/token=([\w-]+)/)![1];
      assert.deepEqual(await resetPassword(db.prisma, late, "new-password-3", new Date(Date.now() + RESET_TOKEN_TTL_MS + 1000)), { ok: false }, "expired");
    });

    it("sends nothing for an unknown email or another role's email", async () => {
      await user("STAFF", "ravi", "pw", "ravi@example.com");
      const before = await db.prisma.outboxEmail.count();
      await requestPasswordReset(db.prisma, "STUDENT", "nobody@example.com", linkFor, mailText, {});
      await requestPasswordReset(db.prisma, "STUDENT", "ravi@example.com", linkFor, mailText, {});
      assert.equal(await db.prisma.outboxEmail.count(), before);
    });
  });
}

await suite(await embeddedTarget());
const server = await postgresTarget();
if (server) await suite(server);
