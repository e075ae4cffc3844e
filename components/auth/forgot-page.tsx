import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "./auth-card";
import { ForgotForm } from "./forgot-form";

// The staff and student "forgot password" screens differ only in their title.
const titles = { STAFF: "forgotStaffTitle", STUDENT: "forgotTitle" } as const;

export async function ForgotPage({ params, role }: { params: Promise<{ locale: string }>; role: keyof typeof titles }) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("auth");
  return (
    <AuthCard title={t(titles[role])}>
      <ForgotForm role={role} />
    </AuthCard>
  );
}
