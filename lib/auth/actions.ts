"use server";

import { headers } from "next/headers";
import { after } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { action, refuse, rejectFields } from "@/lib/actions/builder";
import { institute, type Locale } from "@/lib/config";
import { env } from "@/lib/env";
import { getPathname } from "@/lib/i18n/navigation";
import { deliverDueMail, mailSettings } from "@/lib/mail/service";
import { authRoutes } from "@/lib/routes";
import { resetLimits, setupCodeLimits, take } from "@/lib/security/rate-limit";
import { z } from "@/lib/zod";
import { registerAdmin } from "./accounts";
import { adminExists } from "./queries";
import { clientIp } from "./request";
import { requestPasswordReset, resetPassword } from "./reset";
import { forgetSetupCode, setupCodeMatches } from "./setup-code";
import { adminRegisterSchema, emailSchema, resetSchema } from "./schema";

// Sign-in's own actions (the login and logout are route handlers, app/api/login and lib/auth/http.ts).
// Messages are keys under "auth"; the staff sign-up is in lib/staff/actions.ts.

export const registerAdminAction = action("registerAdminAction", "anyone")
  .inputSchema(adminRegisterSchema)
  .action(async ({ parsedInput, ctx }) => {
    const settings = env();
    // Guesses at the setup code are limited; an admin adding an admin never gives one.
    const needsCode = ctx.user?.role !== "ADMIN" && !(await adminExists());
    if (needsCode && !(await take(ctx.db, setupCodeLimits(clientIp(await headers())))).ok) refuse("tooManyAttempts");
    const setupCodeValid = needsCode && setupCodeMatches(parsedInput.setupCode, settings);
    const result = await registerAdmin(ctx.db, parsedInput, { actor: ctx.user, setupCodeValid });
    if (!result.ok) {
      if (result.error === "forbidden") refuse("adminRegisterOnlyAdmins");
      rejectFields(adminRegisterSchema, result.error === "setupCode" ? { setupCode: "setupCodeWrong" } : { username: "usernameTaken" });
    }
    if (result.first) forgetSetupCode(settings);
  });

/**
 * Same answer, at once, whether or not the email has an account, whatever the mail server does
 * (the mail is queued and sent after the answer), and past the limit on links asked for (by
 * address and by email: lib/security/rate-limit.ts), when no mail is sent. `mailed` says only
 * whether this site has a mail server: without one the link waits in the admins' Outbox, and the
 * form must not tell the person to look in their mail.
 */
export const requestResetAction = action("requestResetAction", "anyone")
  // The role comes from the page, not from a person: any other value is the site's own fault.
  .bindArgsSchemas([z.enum(["STUDENT", "STAFF"]).nullable().catch(null)])
  .inputSchema(emailSchema)
  .action(async ({ bindArgsParsedInputs: [role], parsedInput: { email }, ctx }) => {
    if (!role) refuse("unexpected");
    const settings = env();
    const mail = mailSettings(settings);
    const answer = { mailed: Boolean(mail.smtpUrl) };
    if (!(await take(ctx.db, resetLimits(clientIp(await headers()), email))).ok) return answer;
    const locale = (await getLocale()) as Locale;
    const t = await getTranslations({ locale, namespace: "auth" });
    const brand = institute.name[locale];
    await requestPasswordReset(
      ctx.db,
      role,
      email,
      (token) => new URL(getPathname({ href: { pathname: authRoutes.resetPassword, query: { token } }, locale }), settings.SITE_URL).toString(),
      { subject: t("mailSubject", { brand }), body: (link) => t("mailBody", { link, brand }) },
      mail,
    );
    // The first try, whether or not anything was queued; scripts/start.ts retries what fails.
    after(() => deliverDueMail(ctx.db, mail));
    return answer;
  });

export const resetPasswordAction = action("resetPasswordAction", "anyone")
  .inputSchema(resetSchema)
  .action(async ({ parsedInput, ctx }) => {
    if (!(await resetPassword(ctx.db, parsedInput.token, parsedInput.password)).ok) refuse("resetInvalid");
  });
