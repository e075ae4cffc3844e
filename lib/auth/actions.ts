"use server";

import { headers } from "next/headers";
import { after } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { institute, type Locale } from "@/lib/config";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { acceptFormImage } from "@/lib/files/upload";
import { revalidatePage } from "@/lib/i18n/revalidate";
import { getPathname } from "@/lib/i18n/navigation";
import { deliverDueMail, mailSettings } from "@/lib/mail";
import { authRoutes, publicRoutes } from "@/lib/routes";
import { answer, invalidInput, type Refusal } from "@/lib/security/action";
import { resetLimits, setupCodeLimits, staffRequestLimits, take } from "@/lib/security/rate-limit";
import { storage } from "@/lib/storage";
import { adminExists, endSessions, registerAdmin, registerStaff } from "./accounts";
import { invalid, type FormResult } from "./form-result";
import { currentUser } from "./guard";
import { clientIp } from "./request";
import { signOut } from "./index";
import { requestPasswordReset, resetPassword } from "./reset";
import { forgetSetupCode, setupCodeMatches } from "./setup-code";
import { adminRegisterSchema, emailSchema, resetSchema, staffRegisterSchema } from "./schema";

/** Ends this user's sessions on the server (an old cookie stops working) and clears the cookie. */
export async function logout(): Promise<{ ok: true } | Refusal> {
  return answer("logout", async () => {
    const user = await currentUser();
    if (user) await endSessions(db(), user.id);
    await signOut({ redirect: false });
    return { ok: true as const };
  });
}

export async function registerStaffAction(form: FormData): Promise<FormResult> {
  return answer<FormResult>("registerStaffAction", async () => {
    if (!(form instanceof FormData)) return invalidInput;
    const parsed = staffRegisterSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")));
    if (!parsed.success) return invalid(parsed.error);
    const admin = await currentUser();
    const actorId = admin?.role === "ADMIN" ? admin.id : undefined;
    // Sign-up requests from one address are limited before anything is stored.
    if (!actorId && !(await take(db(), staffRequestLimits(clientIp(await headers())))).ok) return { ok: false, message: "tooManyAttempts" };
    // The photo is stored first; its record is written with the account, or the object removed.
    const photo = await acceptFormImage(storage(), form, "photo");
    if (photo && !photo.ok) return { ok: false, fieldErrors: { photo: photo.error } };
    const stored = photo?.file ?? null;
    const result = await registerStaff(db(), parsed.data, stored, institute.staffRegistrationCap, actorId).catch(async (error) => {
      if (stored) await storage().delete(stored.key);
      throw error;
    });
    if (result.ok) {
      revalidatePage(publicRoutes.faculty);
      // A self-registered account waits for an admin; the form says so.
      return actorId ? { ok: true } : { ok: true, pending: true };
    }
    if (stored) await storage().delete(stored.key);
    const field = { usernameTaken: "username", emailTaken: "email", phoneTaken: "phoneNumber", limitReached: undefined }[result.error];
    return field ? { ok: false, fieldErrors: { [field]: result.error } } : { ok: false, message: result.error };
  });
}

export async function registerAdminAction(input: unknown): Promise<FormResult> {
  return answer<FormResult>("registerAdminAction", async () => {
    const parsed = adminRegisterSchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const actor = await currentUser();
    const settings = env();
    // Guesses at the setup code are limited; an admin adding an admin never gives one.
    const needsCode = actor?.role !== "ADMIN" && !(await adminExists(db()));
    if (needsCode && !(await take(db(), setupCodeLimits(clientIp(await headers())))).ok) return { ok: false, message: "tooManyAttempts" };
    const setupCodeValid = needsCode && setupCodeMatches(parsed.data.setupCode, settings);
    const result = await registerAdmin(db(), parsed.data, { actor, setupCodeValid });
    if (result.ok) {
      if (result.first) forgetSetupCode(settings);
      return { ok: true };
    }
    if (result.error === "forbidden") return { ok: false, message: "adminRegisterOnlyAdmins" };
    return { ok: false, fieldErrors: result.error === "setupCode" ? { setupCode: "setupCodeWrong" } : { username: "usernameTaken" } };
  });
}

/**
 * Same answer, at once, whether or not the email has an account, whatever the mail server does
 * (the mail is queued and sent after the answer), and past the limit on links asked for (by
 * address and by email: lib/security/rate-limit.ts), when no mail is sent.
 */
export async function requestResetAction(role: "STUDENT" | "STAFF", input: unknown): Promise<FormResult> {
  return answer<FormResult>("requestResetAction", async () => {
    if (role !== "STUDENT" && role !== "STAFF") return { ok: false, message: "unexpected" };
    const parsed = emailSchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    if (!(await take(db(), resetLimits(clientIp(await headers()), parsed.data.email))).ok) return { ok: true };
    const locale = (await getLocale()) as Locale;
    const t = await getTranslations({ locale, namespace: "auth" });
    const settings = env();
    const brand = institute.name[locale];
    const mail = mailSettings(settings);
    await requestPasswordReset(
      db(),
      role,
      parsed.data.email,
      (token) => new URL(getPathname({ href: { pathname: authRoutes.resetPassword, query: { token } }, locale }), settings.SITE_URL).toString(),
      { subject: t("mailSubject", { brand }), body: (link) => t("mailBody", { link, brand }) },
      mail,
    );
    // The first try, whether or not anything was queued; scripts/start.ts retries what fails.
    after(() => deliverDueMail(db(), mail));
    return { ok: true };
  });
}

export async function resetPasswordAction(input: unknown): Promise<FormResult> {
  return answer<FormResult>("resetPasswordAction", async () => {
    const parsed = resetSchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const result = await resetPassword(db(), parsed.data.token, parsed.data.password);
    return result.ok ? { ok: true } : { ok: false, message: "resetInvalid" };
  });
}
