import "server-only";
import { getLocale } from "next-intl/server";
import { forbidden } from "next/navigation";
import { cache } from "react";
import { redirect } from "@/lib/i18n/navigation";
import { homePath, loginPath } from "@/lib/routes";
import { auth } from "./index";
import { isCrossSite } from "./request";
import type { AppRole } from "./schema";

export interface CurrentUser {
  id: number;
  role: AppRole;
  username: string;
  sessionVersion: number;
}

/** The signed-in user, checked against the database (see the jwt callback); null if none. */
export const currentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await auth();
  const user = session?.user as { id?: string; role?: AppRole; name?: string; sv?: number } | undefined;
  if (!user?.id || !user.role) return null;
  return { id: Number(user.id), role: user.role, username: user.name ?? "", sessionVersion: user.sv ?? 0 };
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
