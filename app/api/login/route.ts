import { AuthError } from "next-auth";
import { getTranslations } from "next-intl/server";
import { z } from "@/lib/zod";
import { PendingApproval, RateLimited, signIn } from "@/lib/auth";
import { homePath } from "@/lib/routes";
import { isCrossSite } from "@/lib/auth/request";
import { loginSchema } from "@/lib/auth/schema";
import { readJson } from "@/lib/security/body";
import { routing } from "@/lib/i18n/routing";

const body = loginSchema.extend({ locale: z.enum(routing.locales).default(routing.defaultLocale) });

/**
 * Sign-in for the three login screens. A route handler rather than a server action so that the
 * answers carry real statuses: 400 bad input, 401 wrong credentials, 429 locked, 403 cross-site or
 * an account awaiting approval.
 */
export async function POST(request: Request) {
  if (isCrossSite(request)) return Response.json({ message: "Cross-site request refused." }, { status: 403 });
  const parsed = await readJson(request, body, 4096);
  const locale = parsed.ok ? parsed.data.locale : routing.defaultLocale;
  if (!parsed.ok) return Response.json({ message: (await getTranslations({ locale, namespace: "form" }))("errors.required") }, { status: parsed.status });
  const t = await getTranslations({ locale, namespace: "auth" });
  const credentials = { role: parsed.data.role, username: parsed.data.username, password: parsed.data.password };
  try {
    await signIn("credentials", { ...credentials, redirect: false });
  } catch (error) {
    if (error instanceof RateLimited) return Response.json({ message: t("rateLimited") }, { status: 429, headers: { "Retry-After": "900" } });
    if (error instanceof PendingApproval) return Response.json({ message: t("accountPending") }, { status: 403 });
    if (error instanceof AuthError) {
      const message = credentials.role === "ADMIN" ? t("invalidCredentials") : t("loginFailed");
      return Response.json({ message }, { status: 401 });
    }
    throw error;
  }
  const prefix = locale === routing.defaultLocale ? "" : `/${locale}`;
  return Response.json({ redirectTo: `${prefix}${homePath[credentials.role]}` });
}
