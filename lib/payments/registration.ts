import { randomUUID } from "node:crypto";
import { hashPassword } from "@/lib/auth/password";
import { institute } from "@/lib/config";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import type { StudentFields } from "@/lib/students/schema";
import { insertStudent, lockStudents, studentClash, type ContactClash, type StudentProfileFields } from "@/lib/students/service";
import type { PaymentGateway } from "./gateway";
import { log } from "@/lib/ops/log";

// Paid registration, in two steps around the gateway's checkout:
//   1. startRegistration: form checked, clashes refused, order created with the configured fee and
//      stored with the form (password already hashed). The browser never names the amount.
//   2. completePayment: called after the checkout's signature is verified, by the webhook, or by the
//      reconciler. It locks the order's row, so however many arrive at once, exactly one creates
//      the student; the others find the order paid and return the same student.

/** What the browser needs to open the checkout. */
export interface Checkout {
  gateway: PaymentGateway["name"];
  keyId: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  prefill: { name: string; email: string; contact: string };
}

export type StartResult = { ok: true; checkout: Checkout } | { ok: false; error: ContactClash | "orderFailed" };

interface StoredRegistration {
  fields: StudentProfileFields;
  passwordHash: string;
}

export async function startRegistration(db: PrismaClient, gateway: PaymentGateway, form: StudentFields): Promise<StartResult> {
  // Refused before any order exists, so nobody pays for a registration that cannot happen; an
  // Aadhaar number already registered is not told here (anyone could ask): it is settled after
  // payment as a refund due, below, which the institute sees on /Payments.
  const clash = await studentClash(db, form, "contact");
  if (clash) return { ok: false, error: clash };
  const { password, ...fields } = form;
  const registration: StoredRegistration = { fields, passwordHash: await hashPassword(password) };
  const amountPaise = institute.registrationFeePaise;
  let orderId: string;
  try {
    ({ orderId } = await gateway.createOrder({ amountPaise, currency: institute.currency, receipt: `reg_${randomUUID().slice(0, 30)}` }));
  } catch (error) {
    // The SDK rejects with { statusCode, error } rather than an Error.
    log.warn({ reason: error instanceof Error ? error.message : JSON.stringify(error) }, "payments: order creation failed");
    return { ok: false, error: "orderFailed" };
  }
  await db.payment.create({
    data: { gateway: gateway.name, orderId, amountPaise, currency: institute.currency, registration: registration as unknown as Prisma.InputJsonValue },
  });
  return {
    ok: true,
    checkout: {
      gateway: gateway.name,
      keyId: gateway.keyId,
      orderId,
      amountPaise,
      currency: institute.currency,
      prefill: { name: fields.username, email: fields.email, contact: fields.phoneNumber },
    },
  };
}

export type Completion =
  { ok: true; userId: number; registerNo: string; paymentId: string; created: boolean } | { ok: false; reason: "unknownOrder" | "refundDue" | "paidAfterExpiry" | "amountMismatch" };

/**
 * Turns a verified payment of an order into exactly one student. Safe to call any number of
 * times, concurrently, from the checkout, the webhook and the reconciler.
 */
export async function completePayment(db: PrismaClient, payment: { orderId: string; paymentId: string; amountPaise?: number }): Promise<Completion> {
  return db.$transaction(
    async (tx) => {
      // Row lock: a second caller for the same order waits here until the first has committed.
      const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Payment" WHERE "orderId" = ${payment.orderId} FOR UPDATE`;
      if (locked.length === 0) return { ok: false, reason: "unknownOrder" } as const;
      const order = await tx.payment.findUniqueOrThrow({ where: { orderId: payment.orderId }, include: { user: { select: { student: { select: { registerNo: true } } } } } });
      if (order.status === "PAID") {
        if (order.userId && order.user?.student && order.paymentId === payment.paymentId) {
          return { ok: true, userId: order.userId, registerNo: order.user.student.registerNo, paymentId: order.paymentId, created: false } as const;
        }
        // A second, different payment for an order already paid (or whose student was deleted):
        // nothing is registered and the first record stays; the money is noted for a refund.
        if (order.paymentId !== payment.paymentId) {
          await tx.payment.update({ where: { id: order.id }, data: { problem: `second payment ${payment.paymentId.slice(0, 60)}: refund due` } });
        }
        return { ok: false, reason: "refundDue" } as const;
      }
      if (order.status === "REFUND_DUE") return { ok: false, reason: order.problem === "expired" ? "paidAfterExpiry" : "refundDue" } as const;
      if (payment.amountPaise !== undefined && payment.amountPaise !== order.amountPaise) {
        // Never a student for the wrong amount; the money is recorded for a refund.
        await tx.payment.update({
          where: { id: order.id },
          data: { status: "REFUND_DUE", paymentId: payment.paymentId, problem: `paid ${payment.amountPaise} paise, expected ${order.amountPaise}`, registration: Prisma.DbNull },
        });
        return { ok: false, reason: "amountMismatch" } as const;
      }
      const stored = order.registration as unknown as StoredRegistration | null;
      if (!stored) {
        // The order had expired (its form dropped) when the money arrived: kept for a refund.
        await tx.payment.update({ where: { id: order.id }, data: { status: "REFUND_DUE", paymentId: payment.paymentId, problem: "expired" } });
        return { ok: false, reason: "paidAfterExpiry" } as const;
      }

      await lockStudents(tx);
      const clash = await studentClash(tx, stored.fields);
      if (clash) {
        // The Aadhaar number was registered already (never told before payment), or someone
        // registered the same email, phone or Aadhaar between order and payment: the money is
        // recorded for a refund, and the stored form (with its password hash) is dropped.
        await tx.payment.update({
          where: { id: order.id },
          data: { status: "REFUND_DUE", paymentId: payment.paymentId, problem: clash, registration: Prisma.DbNull },
        });
        return { ok: false, reason: "refundDue" } as const;
      }
      const student = await insertStudent(tx, stored.fields, stored.passwordHash, { paymentId: payment.paymentId, amountPaise: order.amountPaise });
      await tx.payment.update({
        where: { id: order.id },
        data: { status: "PAID", paymentId: payment.paymentId, userId: student.userId, problem: null, registration: Prisma.DbNull },
      });
      return { ok: true, ...student, paymentId: payment.paymentId, created: true } as const;
    },
    { maxWait: 20_000, timeout: 20_000 },
  );
}

/** The checkout's answer: only a valid signature for a stored order goes on to completion. */
export async function confirmCheckout(
  db: PrismaClient,
  gateway: PaymentGateway,
  answer: { orderId: string; paymentId: string; signature: string },
): Promise<Completion | { ok: false; reason: "badSignature" }> {
  if (!gateway.verifyPayment(answer.orderId, answer.paymentId, answer.signature)) return { ok: false, reason: "badSignature" };
  return completePayment(db, { orderId: answer.orderId, paymentId: answer.paymentId });
}

/**
 * The test gateway's open order (no money moves): its amount, or null when there is no
 * open order of the test gateway by that id. A declined test payment is noted on the order.
 */
export async function openTestOrder(db: PrismaClient, orderId: string, declined: boolean): Promise<{ amountPaise: number } | null> {
  const order = await db.payment.findUnique({ where: { orderId }, select: { gateway: true, status: true, amountPaise: true } });
  if (!order || order.gateway !== "test" || order.status !== "CREATED") return null;
  if (declined) await db.payment.updateMany({ where: { orderId, status: "CREATED" }, data: { problem: "test payment declined" } });
  return { amountPaise: order.amountPaise };
}
