import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { AppRole } from "@/lib/auth/schema";
import { Link } from "@/lib/i18n/navigation";
import { authRoutes } from "@/lib/routes";
import { AuthCard } from "./auth-card";
import { LoginForm } from "./login-form";

// The three login screens differ only in these details.
const screens = {
  ADMIN: { title: "adminTitle", intro: undefined, forgot: undefined, register: undefined },
  STAFF: { title: "staffTitle", intro: undefined, forgot: authRoutes.staffForgot, register: { href: authRoutes.staffRegister, label: "newStaff" } },
  STUDENT: { title: "studentTitle", intro: "studentSubtitle", forgot: authRoutes.studentForgot, register: undefined },
} as const;

export async function loginMetadata(params: Promise<{ locale: string }>, role: AppRole): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "auth" });
  return { title: t(screens[role].title) };
}

export async function LoginPage({ params, role }: { params: Promise<{ locale: string }>; role: AppRole }) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("auth");
  const screen = screens[role];
  return (
    <AuthCard title={t(screen.title)} intro={screen.intro && t(screen.intro)}>
      <LoginForm role={role} forgotHref={screen.forgot} />
      {screen.register && (
        <p className="mt-4 text-center text-sm">
          <Link href={screen.register.href} className="font-semibold text-brand-700 hover:underline">
            {t(screen.register.label)}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
