import { createHash } from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { PaymentGateway } from "./gateway";
import { completePayment, type Completion } from "./registration";

export type WebhookOutcome = { status: 400; message: string } | { status: 200; message: "duplicate" | "ignored" | "recorded" | "completed"; completion?: Completion };

interface PaymentEntity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  error_description?: unknown;
}

/**
 * A gateway event, checked against the raw body's signature. Each event id is handled once (a
 * retried delivery is answered 200 and changes nothing); payment.captured and order.paid complete
 * the order's registration even when the student's browser closed after paying.
 */
export async function handleWebhook(db: PrismaClient, gateway: PaymentGateway, delivery: { rawBody: string; signature: string | null; eventId: string | null }): Promise<WebhookOutcome> {
  if (!gateway.verifyWebhook(delivery.rawBody, delivery.signature)) return { status: 400, message: "Invalid signature." };
  let event: { event?: unknown; payload?: { payment?: { entity?: PaymentEntity } } };
  try {
    event = JSON.parse(delivery.rawBody);
  } catch {
    return { status: 400, message: "Body is not JSON." };
  }
  // Razorpay sends x-razorpay-event-id; without one the body itself identifies the delivery.
  const eventId = delivery.eventId?.slice(0, 100) || `sha256:${createHash("sha256").update(delivery.rawBody).digest("hex")}`;
  if (await db.paymentEvent.findUnique({ where: { id: eventId }, select: { id: true } })) return { status: 200, message: "duplicate" };

  const type = typeof event.event === "string" ? event.event : "unknown";
  const entity = event.payload?.payment?.entity ?? {};
  const orderId = typeof entity.order_id === "string" ? entity.order_id : null;
  let outcome: WebhookOutcome = { status: 200, message: "ignored" };
  if ((type === "payment.captured" || type === "order.paid") && orderId && typeof entity.id === "string") {
    const completion = await completePayment(db, { orderId, paymentId: entity.id, amountPaise: Number(entity.amount) });
    outcome = { status: 200, message: "completed", completion };
  } else if (type === "payment.failed" && orderId) {
    // The student may still retry within the same checkout; the order stays open.
    const reason = typeof entity.error_description === "string" ? entity.error_description.slice(0, 300) : "payment failed";
    await db.payment.updateMany({ where: { orderId, status: "CREATED" }, data: { problem: reason } });
    outcome = { status: 200, message: "recorded" };
  }
  // Recorded after the work: if that failed, the gateway's retry does it again (it is idempotent).
  await db.paymentEvent.createMany({ data: [{ id: eventId, type: type.slice(0, 60), orderId }], skipDuplicates: true });
  return outcome;
}
