import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotForm } from "@/components/auth/forgot-form";

export default async function Page({ params }: PageProps<"/[locale]/forgetpassword">) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("auth");
  return (
    <AuthCard title={t("forgotTitle")}>
      <ForgotForm role="STUDENT" />
    </AuthCard>
  );
}
