import "server-only";
import { getLocale } from "next-intl/server";
import { forbidden } from "next/navigation";
import { getToken } from "next-auth/jwt";
import { headers } from "next/headers";
import { cache } from "react";
import { redirect } from "@/lib/i18n/navigation";
import { homePath, loginPath } from "@/lib/routes";
import { db } from "@/lib/db";
import { noteUser } from "@/lib/ops/log";
import { secureSessionCookie } from "./index";
import { sessionStillValid, type SessionUser } from "./login";
import { isCrossSite } from "./request";
import { cachedDecode } from "./token-cache";
import type { AppRole } from "./schema";

/** The signed-in user as the database has them now. */
export type CurrentUser = SessionUser;

/**
 * The signed-in user, checked against the database; null if none. It reads the session cookie
 * with next-auth's `getToken` and applies the same rule as the jwt callback (lib/auth/index.ts:
 * `sessionStillValid`) rather than calling `auth()`, whose internal session request also
 * re-encrypts a cookie no page or handler sends back: that was a fifth of the CPU of a mock-test
 * mark save (bench/tests.ts).
 */
export const currentUser = cache(async (): Promise<CurrentUser | null> => {
  // The cookie only, as auth() read it (getToken would also take an Authorization header).
  const cookie = (await headers()).get("cookie") ?? "";
  const token = await getToken({ req: { headers: { cookie } }, secret: process.env.AUTH_SECRET, secureCookie: secureSessionCookie(), decode: cachedDecode });
  const claims = token as { uid?: unknown; sv?: unknown } | null;
  if (typeof claims?.uid !== "number" || typeof claims.sv !== "number") return null;
  const user = await sessionStillValid(db(), claims.uid, claims.sv);
  // The request's log lines name who made it (lib/ops/log.ts).
  if (user) noteUser(user.id);
  return user;
});

/**
 * For pages and layouts: the user if their role is allowed. Nobody signed in goes to the login of
 * the first allowed role; staff on an admin page are told it is for administrators (403, the
 * console's forbidden.tsx); any other signed-in user of another role goes to their own home.
 */
export async function requirePageRole(...allowed: AppRole[]): Promise<CurrentUser> {
  const user = await currentUser();
  const locale = await getLocale();
  if (!user) return redirect({ href: loginPath[allowed[0]], locale });
  if (!allowed.includes(user.role)) {
    if (user.role === "STAFF" && allowed.includes("ADMIN")) forbidden();
    return redirect({ href: homePath[user.role], locale });
  }
  return user;
}

/** Thrown by the action builder's role check (lib/actions/builder.ts), which answers it as a refusal. */
export class NotAllowed extends Error {
  constructor(public readonly status: 401 | 403) {
    super(status === 401 ? "Sign in first." : "Not allowed.");
  }
}

/** For route handlers: the user, or the 401/403 response to return. Mutations must be same-site. */
export async function requireApiRole(request: Request, ...allowed: AppRole[]): Promise<CurrentUser | Response> {
  if (request.method !== "GET" && request.method !== "HEAD" && isCrossSite(request)) {
    return Response.json({ message: "Cross-site request refused." }, { status: 403 });
  }
  const user = await currentUser();
  if (!user) return Response.json({ message: "Sign in first." }, { status: 401 });
  if (!allowed.includes(user.role)) return Response.json({ message: "Not allowed." }, { status: 403 });
  return user;
}
