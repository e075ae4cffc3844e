import { gatewayId, z } from "@/lib/zod";
import { isCrossSite } from "@/lib/auth/request";
import { db } from "@/lib/db";
import { paymentGateway } from "@/lib/payments/current";
import { isTestGateway } from "@/lib/payments/gateway";
import { handleWebhook } from "@/lib/payments/webhook";

const body = z.object({ orderId: gatewayId, outcome: z.enum(["pay", "fail"]) });

/** How long the test gateway waits before its webhook, as a real one would arrive after the checkout. */
const WEBHOOK_DELAY_MS = 3_000;

/**
 * The test gateway's checkout (only without Razorpay keys): "pay" answers with a payment signed
 * exactly as Razorpay signs one, then delivers the signed payment.captured webhook, so a browser
 * closed right after paying still ends in a registration. No money moves.
 */
export async function POST(request: Request) {
  const gateway = paymentGateway();
  if (!isTestGateway(gateway)) return Response.json({ message: "Not found." }, { status: 404 });
  if (isCrossSite(request)) return Response.json({ message: "Cross-site request refused." }, { status: 403 });
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ message: "Bad request." }, { status: 400 });
  const { orderId, outcome } = parsed.data;
  const order = await db().payment.findUnique({ where: { orderId }, select: { gateway: true, status: true, amountPaise: true } });
  if (!order || order.gateway !== "test" || order.status !== "CREATED") return Response.json({ message: "No open test order." }, { status: 404 });
  if (outcome === "fail") {
    await db().payment.updateMany({ where: { orderId, status: "CREATED" }, data: { problem: "test payment declined" } });
    return Response.json({ failed: true, description: "Test payment declined." });
  }
  const { payment, webhook } = gateway.pay(orderId, order.amountPaise);
  setTimeout(() => {
    handleWebhook(db(), gateway, { rawBody: webhook.body, signature: webhook.signature, eventId: webhook.eventId }).catch((error) =>
      console.warn(`payments: test webhook failed (${(error as Error).message})`),
    );
  }, WEBHOOK_DELAY_MS).unref();
  return Response.json(payment);
}
