import { hmacHex, signatureMatches } from "@/lib/security/hmac";

// Razorpay's two signatures: a successful checkout signs "<order>|<payment>" with the key secret,
// a webhook signs its raw body with the webhook secret. Both are HMAC-SHA256 in hex.

const paymentPayload = (orderId: string, paymentId: string) => `${orderId}|${paymentId}`;

export const paymentSignature = (secret: string, orderId: string, paymentId: string) => hmacHex(secret, paymentPayload(orderId, paymentId));

export const paymentSignatureValid = (secret: string, orderId: string, paymentId: string, signature: unknown) => signatureMatches(secret, paymentPayload(orderId, paymentId), signature);

export const webhookSignature = (secret: string, rawBody: string) => hmacHex(secret, rawBody);

export const webhookSignatureValid = (secret: string, rawBody: string, signature: unknown) => signatureMatches(secret, rawBody, signature);
