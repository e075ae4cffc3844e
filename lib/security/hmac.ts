import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 of `payload` as lowercase hex (Razorpay's signatures and the student PDF links use this form). */
export function hmacHex(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("hex");
}

/**
 * True when `signature` is the HMAC of `payload`. The comparison takes the same time wherever the
 * first wrong character is, so an attacker cannot find a valid signature one character at a time.
 */
export function signatureMatches(secret: string, payload: string, signature: unknown): boolean {
  if (typeof signature !== "string" || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(hmacHex(secret, payload), "hex");
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), "hex"));
}

/** The site's own secret (AUTH_SECRET, made on first start when unset) for what it signs and later checks itself. */
export function appSecret(): string {
  const value = process.env.AUTH_SECRET;
  if (!value) throw new Error("AUTH_SECRET is not set");
  return value;
}
