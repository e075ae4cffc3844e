/**
 * The client's address. Behind a proxy the last X-Forwarded-For entry is the one the proxy
 * added; earlier entries come from the client and could be forged to dodge per-address limits.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded?.split(",").map((s) => s.trim()).filter(Boolean).at(-1);
  return last || headers.get("x-real-ip") || "unknown";
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
