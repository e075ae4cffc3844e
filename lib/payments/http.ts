import { isCrossSite } from "@/lib/auth/request";
import { db } from "@/lib/db";
import { readCapped, readJson, refusedBody } from "@/lib/security/body";
import { gatewayId, z } from "@/lib/zod";
import { paymentGateway } from "./current";
import { isTestGateway } from "./gateway";
import { openTestOrder } from "./registration";
import { handleWebhook } from "./webhook";
import { log } from "@/lib/ops/log";

// The payments' route handlers (app/api/payments/…): Razorpay's webhook and the test gateway's checkout.

const MAX_BODY = 256 * 1024;

/**
 * Razorpay's webhook (events payment.captured, order.paid, payment.failed). The signature is
 * checked over the raw body; each event id is handled once. Not a browser call, so no Origin check.
 */
export async function paymentWebhook(request: Request): Promise<Response> {
  const rawBody = await readCapped(request, MAX_BODY);
  if (rawBody === null) return Response.json({ message: "Too large." }, { status: 413 });
  const outcome = await handleWebhook(db(), paymentGateway(), {
    rawBody,
    signature: request.headers.get("x-razorpay-signature"),
    eventId: request.headers.get("x-razorpay-event-id"),
  });
  return Response.json({ message: outcome.message }, { status: outcome.status });
}

const testCheckoutBody = z.object({ orderId: gatewayId, outcome: z.enum(["pay", "fail"]) });

/** How long the test gateway waits before its webhook, as a real one would arrive after the checkout. */
const WEBHOOK_DELAY_MS = 3_000;

/**
 * The test gateway's checkout (only without Razorpay keys): "pay" answers with a payment signed
 * exactly as Razorpay signs one, then delivers the signed payment.captured webhook, so a browser
 * closed right after paying still ends in a registration. No money moves.
 */
export async function testCheckout(request: Request): Promise<Response> {
  const gateway = paymentGateway();
  if (!isTestGateway(gateway)) return Response.json({ message: "Not found." }, { status: 404 });
  if (isCrossSite(request)) return Response.json({ message: "Cross-site request refused." }, { status: 403 });
  const parsed = await readJson(request, testCheckoutBody, 1024);
  if (!parsed.ok) return refusedBody(parsed);
  const { orderId, outcome } = parsed.data;
  const order = await openTestOrder(db(), orderId, outcome === "fail");
  if (!order) return Response.json({ message: "No open test order." }, { status: 404 });
  if (outcome === "fail") return Response.json({ failed: true, description: "Test payment declined." });
  const { payment, webhook } = gateway.pay(orderId, order.amountPaise);
  setTimeout(() => {
    handleWebhook(db(), gateway, { rawBody: webhook.body, signature: webhook.signature, eventId: webhook.eventId }).catch((error) =>
      log.warn({ err: error }, "payments: test webhook failed"),
    );
  }, WEBHOOK_DELAY_MS).unref();
  return Response.json(payment);
}
