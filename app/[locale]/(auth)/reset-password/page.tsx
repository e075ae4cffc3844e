import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { NextStep } from "@/components/auth/next-step";
import { ResetForm } from "@/components/auth/reset-form";
import { resetLink } from "@/lib/auth/queries";
import { authRoutes, loginPath } from "@/lib/routes";

/** A spent or expired link says so before anyone types a new password, and leads to a new one. */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/reset-password">) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("auth");
  const { token } = await searchParams;
  const link = typeof token === "string" && token.length >= 20 ? { token, ...(await resetLink(token)) } : null;
  return (
    <AuthCard title={t("resetTitle")}>
      {link?.usable ? (
        <ResetForm token={link.token} loginHref={loginPath[link.role ?? "STUDENT"]} />
      ) : (
        <NextStep tone="error" text={t("resetInvalid")} href={link?.role === "STAFF" ? authRoutes.staffForgot : authRoutes.studentForgot} label={t("askNewLink")} />
      )}
    </AuthCard>
  );
}
