import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { institute } from "@/lib/config";
import { testGateway } from "@/lib/payments/gateway";
import { completePayment, confirmCheckout, startRegistration } from "@/lib/payments/registration";
import { webhookSignature, webhookSignatureValid } from "@/lib/payments/signature";
import { handleWebhook } from "@/lib/payments/webhook";
import { addOfflineStudent, nextRegisterNumber, registerYear } from "@/lib/students/service";
import { suiteDatabase, targets, type TestDatabase } from "./databases";
import { form } from "./student-form";

// Register numbers (issue 17, item 13): 00001, 00002, … per year with no gaps, taken only when a
// payment is verified, in the transaction that creates the student.

const WEBHOOK_SECRET = "stub-webhook-secret";
// The test gateway, with a webhook secret this test knows, to sign a "payment.failed" event.
const gateway = { ...testGateway("r".repeat(32)), verifyWebhook: (body: string, signature: unknown) => webhookSignatureValid(WEBHOOK_SECRET, body, signature) };
const number = (n: number, year = registerYear()) => `${institute.registerNoPrefix}${year}-${String(n).padStart(5, "0")}`;

async function suite(target: TestDatabase) {
  describe(`register numbers on ${target.name}`, () => {
    const db = suiteDatabase(target);
    let adminId: number;
    before(async () => {
      // A fresh install: the admin and a teacher have accounts before the first student.
      adminId = (await db.prisma.user.create({ data: { role: "ADMIN", username: "admin", passwordHash: "x" } })).id;
      await db.prisma.user.create({ data: { role: "STAFF", username: "teacher", passwordHash: "x" } });
    });
    const order = async (n: number) => {
      const started = await startRegistration(db.prisma, gateway, form(n));
      assert.ok(started.ok, `registration ${n} starts`);
      return started.checkout;
    };
    const pay = async (n: number) => {
      const checkout = await order(n);
      const done = await confirmCheckout(db.prisma, gateway, gateway.pay(checkout.orderId, checkout.amountPaise).payment);
      assert.ok(done.ok, `payment ${n} registers`);
      return done.registerNo;
    };

    it("gives the first paid student of the year 00001 and the second 00002", async () => {
      assert.equal(await pay(1), number(1));
      assert.equal(await pay(2), number(2));
    });

    it("takes no number for a declined, forged, abandoned or rolled-back payment", async () => {
      // Declined at the gateway: its webhook only notes why.
      const declined = await order(3);
      const failed = JSON.stringify({ event: "payment.failed", payload: { payment: { entity: { id: "pay_declined", order_id: declined.orderId, error_description: "declined" } } } });
      assert.deepEqual(await handleWebhook(db.prisma, gateway, { rawBody: failed, signature: webhookSignature(WEBHOOK_SECRET, failed), eventId: "evt_declined" }), {
        status: 200,
        message: "recorded",
      });
      // A forged signature, and an order nobody pays.
      const forged = gateway.pay(declined.orderId, declined.amountPaise).payment;
      assert.deepEqual(await confirmCheckout(db.prisma, gateway, { ...forged, signature: "0".repeat(64) }), { ok: false, reason: "badSignature" });
      await order(4);
      // A completion that fails after taking its number (here: a payment id already on a student) rolls the number back.
      const clashing = await order(5);
      const used = await db.prisma.studentProfile.findFirstOrThrow({ where: { registerNo: number(1) } });
      await assert.rejects(completePayment(db.prisma, { orderId: clashing.orderId, paymentId: used.paymentId }));
      assert.equal(await db.prisma.user.count({ where: { email: form(5).email } }), 0);

      assert.equal(await pay(6), number(3), "the next paid student follows on");
    });

    it("gives two verifications at the same moment distinct, consecutive numbers", async () => {
      const [a, b] = await Promise.all([order(7), order(8)]);
      const done = await Promise.all([a, b].map((c) => confirmCheckout(db.prisma, gateway, gateway.pay(c.orderId, c.amountPaise).payment)));
      const numbers = done.map((d) => (d.ok ? d.registerNo : "")).sort();
      assert.deepEqual(numbers, [number(4), number(5)]);
    });

    it("numbers students added at the institute from the same sequence", async () => {
      const added = await addOfflineStudent(db.prisma, form(9), adminId);
      assert.ok(added.ok);
      assert.equal(added.registerNo, number(6));
    });

    it("starts each year at 00001 by the institute's clock, after any number already given that year", async () => {
      // Years no run of this test reaches. 00:30 on 1 January in India is still 31 December in UTC.
      const [later, muchLater] = [registerYear() + 5, registerYear() + 6];
      const newYear = new Date(`${later}-01-01T00:30:00+05:30`);
      assert.equal(await db.prisma.$transaction((tx) => nextRegisterNumber(tx, newYear)), number(1, later));
      await assert.rejects(
        db.prisma.$transaction(async (tx) => {
          await nextRegisterNumber(tx, newYear);
          throw new Error("rolled back");
        }),
      );
      assert.equal(await db.prisma.$transaction((tx) => nextRegisterNumber(tx, newYear)), number(2, later));
      // A year whose numbers were given before the counter existed (or came back with a backup) goes on after them.
      await db.prisma.studentProfile.update({ where: { registerNo: number(6) }, data: { registerNo: number(41, muchLater) } });
      assert.equal(await db.prisma.$transaction((tx) => nextRegisterNumber(tx, new Date(`${muchLater}-06-01T12:00:00+05:30`))), number(42, muchLater));
    });
  });
}

for (const target of await targets()) await suite(target);
