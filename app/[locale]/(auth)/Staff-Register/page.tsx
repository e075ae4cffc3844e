import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { StaffRegisterForm } from "@/components/auth/staff-register-form";

export default async function Page({ params }: PageProps<"/[locale]/Staff-Register">) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("auth");
  return (
    <AuthCard title={t("staffRegisterTitle")} wide>
      <StaffRegisterForm />
    </AuthCard>
  );
}
