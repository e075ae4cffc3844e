import assert from "node:assert/strict";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { after, describe, it } from "node:test";
import { verifyPassword } from "@/lib/auth/password";
import { razorpayGateway, testGateway, type PaymentGateway } from "@/lib/payments/gateway";
import { reconcilePayments } from "@/lib/payments/reconcile";
import { completePayment, confirmCheckout, startRegistration, type Checkout } from "@/lib/payments/registration";
import { hmacHex } from "@/lib/security/hmac";
import { handleWebhook } from "@/lib/payments/webhook";
import { suiteDatabase, targets, type TestDatabase } from "./databases";
import { form } from "./student-form";

const KEY_SECRET = "stub-key-secret";
const WEBHOOK_SECRET = "stub-webhook-secret";

/** A Razorpay-compatible API on loopback: orders, and the payments the test says were captured. */
class RazorpayStub {
  server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const auth = Buffer.from((req.headers.authorization ?? "").replace(/^Basic /, ""), "base64").toString();
      if (auth !== `rzp_test_stub:${KEY_SECRET}`) return this.send(res, 401, { error: { description: "bad key" } });
      const payments = req.url?.match(/^\/v1\/orders\/([^/]+)\/payments$/);
      if (req.method === "POST" && req.url === "/v1/orders") {
        const { amount, currency, receipt } = JSON.parse(body);
        const id = `order_stub${++this.orderCount}`;
        return this.send(res, 200, { id, entity: "order", amount, currency, receipt, status: "created" });
      }
      if (req.method === "GET" && payments) return this.send(res, 200, { entity: "collection", items: this.captured.get(payments[1]) ?? [] });
      this.send(res, 404, { error: { description: "not found" } });
    });
  });
  orderCount = 0;
  captured = new Map<string, { id: string; amount: number; status: string }[]>();
  failOrders = false;

  send(res: import("node:http").ServerResponse, status: number, json: unknown) {
    if (this.failOrders && status === 200) status = 500;
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(json));
  }
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
}

/** What Razorpay's checkout hands the browser after a successful payment. */
const paid = (checkout: Checkout, paymentId: string, secret = KEY_SECRET) => ({
  orderId: checkout.orderId,
  paymentId,
  signature: hmacHex(secret, `${checkout.orderId}|${paymentId}`),
});

/** A signed webhook delivery, as Razorpay posts it. */
function webhook(event: string, orderId: string, paymentId: string, amount = 50_000, eventId = `evt_${paymentId}`) {
  const rawBody = JSON.stringify({ entity: "event", event, payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: "captured" } } } });
  return { rawBody, signature: hmacHex(WEBHOOK_SECRET, rawBody), eventId };
}

async function suite(target: TestDatabase, stub: RazorpayStub, gateway: PaymentGateway) {
  describe(`paid registration through a Razorpay stub on ${target.name}`, () => {
    const db = suiteDatabase(target);
    const start = async (n: number) => {
      const started = await startRegistration(db.prisma, gateway, form(n));
      assert.ok(started.ok, `registration ${n} starts`);
      return started.checkout;
    };

    it("creates the order on the server with the configured fee and keeps the form without the password", async () => {
      const before = stub.orderCount;
      const checkout = await start(1);
      assert.equal(stub.orderCount, before + 1);
      assert.equal(checkout.amountPaise, 50_000);
      assert.equal(checkout.keyId, "rzp_test_stub");
      const order = await db.prisma.payment.findUniqueOrThrow({ where: { orderId: checkout.orderId } });
      assert.equal(order.status, "CREATED");
      const stored = JSON.stringify(order.registration);
      assert.ok(!stored.includes("student-password"), "the password is not stored in clear");
      assert.ok(await verifyPassword((order.registration as { passwordHash: string }).passwordHash, "student-password"));
      assert.equal(await db.prisma.user.count(), 0, "nobody is registered before paying");
    });

    it("refuses a forged or one-character-changed signature and registers nobody", async () => {
      const checkout = await start(2);
      const good = paid(checkout, "pay_two");
      const flipped = good.signature.slice(0, -1) + (good.signature.endsWith("0") ? "1" : "0");
      for (const signature of [flipped, hmacHex("guessed-secret", `${checkout.orderId}|pay_two`), "", "not-hex"]) {
        assert.deepEqual(await confirmCheckout(db.prisma, gateway, { ...good, signature }), { ok: false, reason: "badSignature" });
      }
      // A genuine signature for another order cannot be replayed on this one.
      const other = await start(3);
      assert.deepEqual(await confirmCheckout(db.prisma, gateway, { ...paid(other, "pay_two"), orderId: checkout.orderId }), { ok: false, reason: "badSignature" });
      assert.equal(await db.prisma.user.count(), 0);
      assert.equal(await db.prisma.payment.count({ where: { status: { not: "CREATED" } } }), 0);
    });

    it("20 concurrent confirmations and 3 replays of the webhook give exactly one student and one payment", async () => {
      const checkout = await start(4);
      const answer = paid(checkout, "pay_four");
      const delivery = webhook("payment.captured", checkout.orderId, "pay_four");
      const results = await Promise.all([
        ...Array.from({ length: 20 }, () => confirmCheckout(db.prisma, gateway, answer)),
        ...Array.from({ length: 3 }, () => handleWebhook(db.prisma, gateway, delivery)),
      ]);
      const confirmations = results.slice(0, 20) as Awaited<ReturnType<typeof confirmCheckout>>[];
      assert.ok(
        confirmations.every((r) => r.ok),
        "every confirmation answers with the student",
      );
      assert.equal(new Set(confirmations.map((r) => (r.ok ? r.registerNo : ""))).size, 1, "all name the same register number");
      const students = await db.prisma.user.findMany({ where: { email: "student4@example.com" }, include: { student: true } });
      assert.equal(students.length, 1);
      assert.equal(students[0].student!.paymentId, "pay_four");
      assert.equal(await db.prisma.payment.count({ where: { paymentId: "pay_four" } }), 1);
      const order = await db.prisma.payment.findUniqueOrThrow({ where: { orderId: checkout.orderId } });
      assert.equal(order.status, "PAID");
      assert.equal(order.userId, students[0].id);
      assert.equal(order.registration, null, "the stored form and its password hash are gone");
      assert.equal(await db.prisma.paymentEvent.count({ where: { id: delivery.eventId } }), 1);
      assert.deepEqual(await handleWebhook(db.prisma, gateway, delivery), { status: 200, message: "duplicate" });
    });

    it("a paid order whose browser closed becomes a student through the webhook", async () => {
      const checkout = await start(5);
      const outcome = await handleWebhook(db.prisma, gateway, webhook("order.paid", checkout.orderId, "pay_five"));
      assert.equal(outcome.status, 200);
      const student = await db.prisma.user.findFirstOrThrow({ where: { email: "student5@example.com" }, include: { student: true } });
      assert.equal(student.student!.paymentId, "pay_five");
      // The browser's late confirmation finds the same student.
      const late = await confirmCheckout(db.prisma, gateway, paid(checkout, "pay_five"));
      assert.ok(late.ok && late.userId === student.id && !late.created);
      // A second, different payment for the paid order registers nobody and is noted for a refund.
      assert.deepEqual(await confirmCheckout(db.prisma, gateway, paid(checkout, "pay_five_again")), { ok: false, reason: "refundDue" });
      const order = await db.prisma.payment.findUniqueOrThrow({ where: { orderId: checkout.orderId } });
      assert.equal(order.paymentId, "pay_five", "the first payment stays on record");
      assert.match(order.problem ?? "", /pay_five_again/);
    });

    it("refuses a webhook with a bad signature, and one that paid the wrong amount", async () => {
      const checkout = await start(6);
      const forged = { ...webhook("payment.captured", checkout.orderId, "pay_six"), signature: hmacHex("wrong", "x") };
      assert.equal((await handleWebhook(db.prisma, gateway, forged)).status, 400);
      const wrongAmount = await handleWebhook(db.prisma, gateway, webhook("payment.captured", checkout.orderId, "pay_six", 100));
      assert.equal(wrongAmount.status === 200 && wrongAmount.completion?.ok, false);
      assert.equal(await db.prisma.user.count({ where: { email: "student6@example.com" } }), 0);
      const order = await db.prisma.payment.findUniqueOrThrow({ where: { orderId: checkout.orderId } });
      assert.equal(order.status, "REFUND_DUE", "the wrong amount is kept for a refund, not retried for ever");
      assert.equal(order.registration, null);
    });

    it("the reconciler completes an order the gateway captured but nobody confirmed, and expires old unpaid ones", async () => {
      const checkout = await start(7);
      const abandoned = await start(8);
      const hourAgo = new Date(Date.now() - 60 * 60_000);
      await db.prisma.payment.updateMany({ where: { orderId: { in: [checkout.orderId, abandoned.orderId] } }, data: { createdAt: hourAgo } });
      stub.captured.set(checkout.orderId, [{ id: "pay_seven", amount: 50_000, status: "captured" }]);
      const report = await reconcilePayments(db.prisma, gateway);
      assert.ok(report.completed >= 1 && report.errors === 0, JSON.stringify(report));
      assert.equal(await db.prisma.user.count({ where: { email: "student7@example.com" } }), 1);
      const tomorrow = new Date(Date.now() + 25 * 3_600_000);
      await reconcilePayments(db.prisma, gateway, { now: tomorrow });
      const expired = await db.prisma.payment.findUniqueOrThrow({ where: { orderId: abandoned.orderId } });
      assert.equal(expired.status, "FAILED");
      assert.equal(expired.registration, null);
      // An order left by the other gateway (the site switched to live keys) is closed too.
      const testOrder = await startRegistration(db.prisma, testGateway("y".repeat(32)), form(14));
      assert.ok(testOrder.ok);
      await db.prisma.payment.update({ where: { orderId: testOrder.checkout.orderId }, data: { createdAt: hourAgo } });
      await reconcilePayments(db.prisma, gateway, { now: tomorrow });
      assert.equal((await db.prisma.payment.findUniqueOrThrow({ where: { orderId: testOrder.checkout.orderId } })).status, "FAILED");
    });

    it("refuses a duplicate email or phone before any order is created", async () => {
      const orders = stub.orderCount;
      const rows = await db.prisma.payment.count();
      assert.deepEqual(await startRegistration(db.prisma, gateway, { ...form(9), email: form(4).email }), { ok: false, error: "emailTaken" });
      assert.deepEqual(await startRegistration(db.prisma, gateway, { ...form(9), phoneNumber: form(4).phoneNumber }), { ok: false, error: "phoneTaken" });
      assert.equal(stub.orderCount, orders, "the gateway was never asked for an order");
      assert.equal(await db.prisma.payment.count(), rows);
    });

    it("answers a registered Aadhaar number as it answers a free one before payment, and records the payment for a refund", async () => {
      // The same form twice but for the Aadhaar number: one registered already (form 4's), one free.
      const taken = await startRegistration(db.prisma, gateway, { ...form(15), aadhaarNumber: form(4).aadhaarNumber });
      const free = await startRegistration(db.prisma, gateway, { ...form(15), email: "other15@example.com", phoneNumber: "9876500015" });
      assert.ok(taken.ok && free.ok);
      const shape = (r: typeof taken) => JSON.stringify(r, (key, value) => (key === "orderId" ? "order" : key === "email" || key === "contact" ? "x" : value));
      assert.equal(shape(taken), shape(free), "nothing tells the two apart");
      assert.deepEqual(await confirmCheckout(db.prisma, gateway, paid(taken.checkout, "pay_fifteen")), { ok: false, reason: "refundDue" });
      const order = await db.prisma.payment.findUniqueOrThrow({ where: { orderId: taken.checkout.orderId } });
      assert.deepEqual([order.status, order.problem], ["REFUND_DUE", "aadhaarTaken"]);
      assert.ok((await confirmCheckout(db.prisma, gateway, paid(free.checkout, "pay_free"))).ok);
    });

    it("records a payment for a refund when someone took the same Aadhaar between order and payment", async () => {
      const first = await start(10);
      const second = await startRegistration(db.prisma, gateway, { ...form(11), aadhaarNumber: form(10).aadhaarNumber });
      assert.ok(second.ok, "both start while the Aadhaar is still free");
      assert.ok((await confirmCheckout(db.prisma, gateway, paid(first, "pay_ten"))).ok);
      assert.deepEqual(await confirmCheckout(db.prisma, gateway, paid(second.checkout, "pay_eleven")), { ok: false, reason: "refundDue" });
      const order = await db.prisma.payment.findUniqueOrThrow({ where: { orderId: second.checkout.orderId } });
      assert.equal(order.status, "REFUND_DUE");
      assert.equal(order.paymentId, "pay_eleven");
      assert.equal(order.problem, "aadhaarTaken");
      assert.equal(await db.prisma.user.count({ where: { email: "student11@example.com" } }), 0);
    });

    it("says the order failed, and stores nothing, when the gateway cannot create it", async () => {
      stub.failOrders = true;
      try {
        const rows = await db.prisma.payment.count();
        assert.deepEqual(await startRegistration(db.prisma, gateway, form(12)), { ok: false, error: "orderFailed" });
        assert.equal(await db.prisma.payment.count(), rows);
      } finally {
        stub.failOrders = false;
      }
    });

    it("the test gateway goes through the same verification: its signed payment and webhook register once", async () => {
      const test = testGateway("x".repeat(32));
      const started = await startRegistration(db.prisma, test, form(13));
      assert.ok(started.ok);
      assert.equal(started.checkout.gateway, "test");
      const { payment, webhook: hook } = test.pay(started.checkout.orderId, started.checkout.amountPaise);
      assert.deepEqual(await confirmCheckout(db.prisma, test, { ...payment, signature: payment.signature.replace(/.$/, (c) => (c === "a" ? "b" : "a")) }), {
        ok: false,
        reason: "badSignature",
      });
      assert.deepEqual(await confirmCheckout(db.prisma, gateway, payment), { ok: false, reason: "badSignature" }, "Razorpay's key does not accept a test signature");
      const [viaCheckout, viaWebhook] = await Promise.all([
        confirmCheckout(db.prisma, test, payment),
        handleWebhook(db.prisma, test, { rawBody: hook.body, signature: hook.signature, eventId: hook.eventId }),
      ]);
      assert.ok(viaCheckout.ok);
      assert.equal(viaWebhook.status, 200);
      assert.equal(await db.prisma.user.count({ where: { email: "student13@example.com" } }), 1);
      assert.ok((await completePayment(db.prisma, { orderId: "order_unknown", paymentId: "pay_x" })).ok === false);
    });
  });
}

const stub = new RazorpayStub();
const apiUrl = await stub.start();
const gateway = razorpayGateway({ keyId: "rzp_test_stub", keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiUrl });
for (const target of await targets()) await suite(target, stub, gateway);
after(() => stub.server.close());
