import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { verifyPassword } from "@/lib/auth/password";
import { eachStudent, listStudents } from "@/lib/students/queries";
import { addOfflineStudent } from "@/lib/students/service";
import { suiteDatabase, targets, type TestDatabase } from "./databases";
import { aadhaar, form } from "./student-form";

async function suite(target: TestDatabase) {
  describe(`students added at the institute on ${target.name}`, () => {
    const db = suiteDatabase(target);
    let adminId: number;
    before(async () => {
      adminId = (await db.prisma.user.create({ data: { role: "ADMIN", username: "admin", passwordHash: "x" } })).id;
    });

    it("creates the account with a register number, an offline payment and an audit entry", async () => {
      const result = await addOfflineStudent(db.prisma, form(1), adminId);
      assert.ok(result.ok);
      assert.match(result.registerNo, /^VP\d{4}-00001$/, "the first student's number, whatever accounts exist before");
      const user = await db.prisma.user.findUniqueOrThrow({ where: { id: result.userId }, include: { student: true, payments: true } });
      assert.equal(user.role, "STUDENT");
      assert.ok(await verifyPassword(user.passwordHash, "student-password"), "the password is stored hashed");
      assert.equal(user.student!.registerNo, result.registerNo);
      assert.equal(user.student!.stenoLevel, "ADVANCED", "the overall level is the highest chosen");
      assert.equal(user.payments.length, 1);
      assert.equal(user.payments[0].gateway, "offline");
      assert.equal(user.payments[0].status, "PAID");
      assert.equal(user.payments[0].amountPaise, 50_000);
      assert.equal(user.student!.paymentId, user.payments[0].paymentId);
      assert.equal(await db.prisma.auditEntry.count({ where: { action: "student.create", entityId: result.userId, actorId: adminId } }), 1);
    });

    it("refuses a second student with the same email, phone or Aadhaar, adding nothing", async () => {
      const before = await db.prisma.user.count();
      assert.deepEqual(await addOfflineStudent(db.prisma, { ...form(2), email: "student1@example.com" }, adminId), { ok: false, error: "emailTaken" });
      assert.deepEqual(await addOfflineStudent(db.prisma, { ...form(2), phoneNumber: form(1).phoneNumber }, adminId), { ok: false, error: "phoneTaken" });
      assert.deepEqual(await addOfflineStudent(db.prisma, { ...form(2), aadhaarNumber: aadhaar(1) }, adminId), { ok: false, error: "aadhaarTaken" });
      assert.equal(await db.prisma.user.count(), before);
      assert.equal(await db.prisma.payment.count(), 1);
    });

    it("parallel additions of the same person create one student", async () => {
      const results = await Promise.all(Array.from({ length: 8 }, () => addOfflineStudent(db.prisma, form(3), adminId)));
      assert.equal(results.filter((r) => r.ok).length, 1);
      assert.equal(await db.prisma.user.count({ where: { email: "student3@example.com" } }), 1);
    });

    it("lists students newest first with the Aadhaar masked, and searches by register number", async () => {
      const list = await listStudents({});
      assert.equal(list.total, 2);
      assert.equal(list.rows[0].email, "student3@example.com");
      assert.equal(list.rows[0].aadhaar, `XXXX XXXX ${aadhaar(3).slice(-4)}`);
      assert.deepEqual(list.rows[1].pstm, ["tenth"]);
      const found = await listStudents({ query: list.rows[1].registerNo });
      assert.deepEqual(
        found.rows.map((r) => r.email),
        ["student1@example.com"],
      );
    });

    it("walks every student in batches for the CSV export, newest first, none twice", async () => {
      const emails: string[] = [];
      for await (const row of eachStudent(undefined, 1)) emails.push(row.email);
      assert.deepEqual(emails, ["student3@example.com", "student1@example.com"]);
      const found: string[] = [];
      for await (const row of eachStudent("student1", 1)) found.push(row.email);
      assert.deepEqual(found, ["student1@example.com"]);
    });
  });
}

for (const target of await targets()) await suite(target);
