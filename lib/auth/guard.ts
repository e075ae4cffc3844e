import "server-only";
import { getLocale } from "next-intl/server";
import { forbidden } from "next/navigation";
import { headers } from "next/headers";
import { cache } from "react";
import { redirect } from "@/lib/i18n/navigation";
import { homePath, loginPath } from "@/lib/routes";
import type { SessionUser } from "./login";
import { sessionUser } from "./session";
import type { AppRole } from "./schema";

/** The signed-in user as the database has them now. */
export type CurrentUser = SessionUser;

/** The signed-in user of this page or action, checked against the database (lib/auth/session.ts); null if none. */
export const currentUser = cache(async (): Promise<CurrentUser | null> => sessionUser((await headers()).get("cookie") ?? ""));

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
