import { paymentWebhook } from "@/lib/payments/http";

/** Razorpay's webhook: signed events, each handled once (lib/payments/webhook.ts). */
export const POST = paymentWebhook;
