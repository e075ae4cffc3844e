import { db } from "@/lib/db";
import { paymentGateway } from "@/lib/payments/current";
import { handleWebhook } from "@/lib/payments/webhook";

const MAX_BODY = 256 * 1024;

/**
 * Razorpay's webhook (events payment.captured, order.paid, payment.failed). The signature is
 * checked over the raw body; each event id is handled once. Not a browser call, so no Origin check.
 */
export async function POST(request: Request) {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY) return Response.json({ message: "Too large." }, { status: 413 });
  const rawBody = await readCapped(request, MAX_BODY);
  if (rawBody === null) return Response.json({ message: "Too large." }, { status: 413 });
  const outcome = await handleWebhook(db(), paymentGateway(), {
    rawBody,
    signature: request.headers.get("x-razorpay-signature"),
    eventId: request.headers.get("x-razorpay-event-id"),
  });
  return Response.json({ message: outcome.message }, { status: outcome.status });
}

/** The body as text, or null once it passes `max` bytes (a chunked upload has no length to check first). */
async function readCapped(request: Request, max: number): Promise<string | null> {
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > max) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
