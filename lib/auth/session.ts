import { getToken } from "next-auth/jwt";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { noteUser } from "@/lib/ops/log";
import { sessionStillValid, type SessionUser } from "./login";
import { isCrossSite } from "./request";
import { cachedDecode } from "./token-cache";
import type { AppRole } from "./schema";

// The session behind a request, read from its Cookie header alone. Nothing here needs Next.js's
// request context, so a handler npm start's own server answers (lib/http/direct.ts) and every
// page, action and handler inside Next (guard.ts, with-role.ts) apply the one rule.

/** Secure cookies wherever the site is served over https; HttpOnly and SameSite=Lax always. */
export const secureSessionCookie = () => env().SITE_URL.startsWith("https://");

/**
 * The signed-in user behind a Cookie header, checked against the database; null if none. It reads
 * the session cookie with next-auth's `getToken` and applies the jwt callback's rule
 * (lib/auth/index.ts: `sessionStillValid`) rather than calling `auth()`, whose internal session
 * request also re-encrypts a cookie nobody sends back: that was a fifth of a mark save's CPU.
 */
export async function sessionUser(cookie: string): Promise<SessionUser | null> {
  const token = await getToken({ req: { headers: { cookie } }, secret: process.env.AUTH_SECRET, secureCookie: secureSessionCookie(), decode: cachedDecode });
  const claims = token as { uid?: unknown; sv?: unknown } | null;
  if (typeof claims?.uid !== "number" || typeof claims.sv !== "number") return null;
  const user = await sessionStillValid(db(), claims.uid, claims.sv);
  // The request's log lines name who made it (lib/ops/log.ts).
  if (user) noteUser(user.id);
  return user;
}

/** For route handlers: the user if their role is allowed, or the 401/403 to answer. Mutations must be same-site. */
export async function apiUser(request: Request, allowed: readonly AppRole[]): Promise<SessionUser | Response> {
  if (request.method !== "GET" && request.method !== "HEAD" && isCrossSite(request)) {
    return Response.json({ message: "Cross-site request refused." }, { status: 403 });
  }
  // The cookie only, as auth() read it (getToken would also take an Authorization header).
  const user = await sessionUser(request.headers.get("cookie") ?? "");
  if (!user) return Response.json({ message: "Sign in first." }, { status: 401 });
  if (!allowed.includes(user.role)) return Response.json({ message: "Not allowed." }, { status: 403 });
  return user;
}
