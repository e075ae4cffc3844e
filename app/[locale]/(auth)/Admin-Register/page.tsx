import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminRegisterForm } from "@/components/auth/admin-register-form";
import { AuthCard } from "@/components/auth/auth-card";
import { Alert } from "@/components/forms/field";
import { adminExists } from "@/lib/auth/queries";
import { currentUser } from "@/lib/auth/guard";
import { Link } from "@/lib/i18n/navigation";
import { authRoutes } from "@/lib/routes";

/** Open on an empty database to whoever has the setup code; afterwards only for signed-in admins. */
export default async function Page({ params }: PageProps<"/[locale]/Admin-Register">) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("auth");
  const [exists, user] = await Promise.all([adminExists(), currentUser()]);
  const allowed = !exists || user?.role === "ADMIN";
  return (
    <AuthCard title={t("adminRegisterTitle")}>
      {allowed ? (
        <AdminRegisterForm needsSetupCode={!exists} intro={t(exists ? "adminRegisterByAdmin" : "adminRegisterFirst")} />
      ) : (
        <>
          <Alert tone="error">{t("adminRegisterOnlyAdmins")}</Alert>
          <p className="mt-4 text-center">
            <Link href={authRoutes.adminLogin} className="font-semibold text-brand-700 hover:underline">
              {t("adminTitle")}
            </Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
