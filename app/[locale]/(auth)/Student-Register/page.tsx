import type { Metadata } from "next";
import { connection } from "next/server";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/students/register-form";
import { institute, type Locale } from "@/lib/config";
import { paymentGateway } from "@/lib/payments/current";
import { feeLabel } from "@/lib/payments/fee";

export async function generateMetadata({ params }: PageProps<"/[locale]/Student-Register">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "payment" });
  return { title: t("registerTitle") };
}

/** The paid student registration. Rendered per request: whether payments are live is a run-time setting. */
export default async function Page({ params }: PageProps<"/[locale]/Student-Register">) {
  const { locale } = await params;
  setRequestLocale(locale);
  await connection();
  const [t, { auth, error, form, studentForm, communities, payment, portal }] = await Promise.all([getTranslations("payment"), getMessages()]);
  const testMode = paymentGateway().name === "test";
  return (
    <AuthCard title={t("registerTitle")} intro={t("registerIntro", { amount: feeLabel(locale) })} wide>
      {testMode && (
        <p className="mb-6 rounded-lg bg-amber-100 p-3 text-sm font-semibold text-amber-950" data-testid="test-mode-notice">
          {t("testModeNotice")}
        </p>
      )}
      <NextIntlClientProvider messages={{ auth, error, form, studentForm, communities, payment, portal }}>
        <RegisterForm brand={institute.name[locale as Locale]} />
      </NextIntlClientProvider>
    </AuthCard>
  );
}
