import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { EligibilityChecker } from "@/components/eligibility/eligibility-checker";
import { pageMetadata } from "@/lib/i18n/metadata";
import { examPages } from "@/lib/exams/pages";
import { examKeys } from "@/lib/exams/rules";
import { publicRoutes } from "@/lib/routes";

export const generateMetadata = ({ params }: PageProps<"/[locale]/Eligibility">) => pageMetadata(params, "eligibility", publicRoutes.eligibility);

/** Beyond the spec: which exams a candidate may sit, by the same rules the exam pages show. */
export default async function EligibilityPage({ params }: PageProps<"/[locale]/Eligibility">) {
  setRequestLocale((await params).locale);
  const [t, messages] = await Promise.all([getTranslations("eligibility"), getMessages()]);
  const {
    eligibility,
    qualificationNames,
    communities,
    examPages: pages,
  } = messages as unknown as {
    eligibility: Record<string, unknown>;
    qualificationNames: Record<string, string>;
    communities: Record<string, string>;
    examPages: Record<string, { title: string }>;
  };
  const examNames = Object.fromEntries(examKeys.filter((k) => k in examPages).map((k) => [k, pages[k].title]));
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      <p className="mt-3 mb-6 max-w-3xl text-lg text-slate-700">{t("intro")}</p>
      <NextIntlClientProvider messages={{ eligibility: { ...eligibility, qualifications: qualificationNames, communities, examNames } }}>
        <EligibilityChecker thisYear={new Date().getFullYear()} />
      </NextIntlClientProvider>
    </>
  );
}
