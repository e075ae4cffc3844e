import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetForm } from "@/components/auth/reset-form";
import { Alert } from "@/components/forms/field";

export default async function Page({ params, searchParams }: PageProps<"/[locale]/reset-password">) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("auth");
  const token = (await searchParams).token;
  return <AuthCard title={t("resetTitle")}>{typeof token === "string" && token.length >= 20 ? <ResetForm token={token} /> : <Alert tone="error">{t("resetInvalid")}</Alert>}</AuthCard>;
}
