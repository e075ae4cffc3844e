// Relative: next.config.ts loads this file (through action-request.ts), and its loader does not map "@/".
import { CLIENT_ADDRESS_HEADER } from "../security/client-address";

/**
 * The client's address as npm start's server determined it (lib/security/client-address.ts:
 * the connection, or X-Forwarded-For only as far as TRUST_PROXY says).
 */
export function clientIp(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER) || "unknown";
}

/** True when a mutating request comes from another site (CSRF); such requests get 403. */
export function isCrossSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return request.headers.get("sec-fetch-site") === "cross-site";
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
