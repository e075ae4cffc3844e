import { getTranslations, setRequestLocale } from "next-intl/server";
import { institute } from "@/lib/config";
import { list } from "@/lib/i18n/messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { Link } from "@/lib/i18n/navigation";
import { feeLabel } from "@/lib/payments/fee";
import { authRoutes, publicRoutes } from "@/lib/routes";

export const generateMetadata = ({ params }: PageProps<"/[locale]/Payment">) => pageMetadata(params, "paymentPage", publicRoutes.payment);

/**
 * The standalone payment page: the fee, what it buys and how paying works. "Pay now" opens the
 * registration, whose checkout is the one gateway the site has (the browser never sets an amount).
 */
export default async function PaymentPage({ params }: PageProps<"/[locale]/Payment">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("paymentPage");
  const amount = feeLabel(locale);
  return (
    <article className="max-w-3xl">
      <h1 className="text-3xl font-bold text-brand-900">{t("heading")}</h1>
      <p className="mt-3 text-lg text-slate-700">{t("lead", { amount })}</p>
      <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t("feeLabel")}</p>
        <p className="mt-1 text-4xl font-bold text-brand-900">{amount}</p>
        <ul className="mt-4 list-disc space-y-1 pl-6 text-slate-800">
          {list(t, "includes").map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <Link href={authRoutes.studentRegister} className="mt-5 inline-flex min-h-12 items-center rounded-full bg-accent-500 px-6 font-bold text-slate-900 hover:brightness-95">
          {t("payNow")}
        </Link>
      </div>
      <h2 className="mt-8 text-xl font-bold text-brand-900">{t("stepsTitle")}</h2>
      <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-800">
        {list(t, "steps", { amount }).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h2 className="mt-8 text-xl font-bold text-brand-900">{t("safeTitle")}</h2>
      <p className="mt-3 text-slate-800">{t("safe")}</p>
      <h2 className="mt-8 text-xl font-bold text-brand-900">{t("helpTitle")}</h2>
      <p className="mt-3 text-slate-800">{t("help", { phone: institute.contact.phone, email: institute.contact.email })}</p>
    </article>
  );
}
