import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { PaperUploadForm } from "@/components/papers/upload-form";
import { ImportForm } from "@/components/questions/import-form";
import { SyllabusList } from "@/components/questions/syllabus-list";
import { requirePageRole } from "@/lib/auth/guard";
import { MAX_PAPER_MB } from "@/lib/papers/limits";
import { apiRoutes } from "@/lib/routes";

export default async function QuestionImport() {
  await requirePageRole("STAFF", "ADMIN");
  const [t, locale, { questionBank, form }] = await Promise.all([getTranslations("questionBank"), getLocale(), getMessages()]);
  const link = "inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50";
  return (
    <section className="max-w-3xl">
      <h1 className="text-2xl font-bold text-brand-900">{t("importTitle")}</h1>
      <p className="mt-1 text-slate-600">{t("importIntro")}</p>
      <p className="mt-4 font-medium text-slate-800">{t("template")}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <a href={apiRoutes.questionsTemplate("xlsx")} download className={link}>
          {t("templateXlsx")}
        </a>
        <a href={apiRoutes.questionsTemplate("csv")} download className={link}>
          {t("templateCsv")}
        </a>
      </div>
      <p className="mt-3 text-sm text-slate-600">{t("columnsHelp")}</p>
      <NextIntlClientProvider messages={{ questionBank }}>
        <ImportForm />
      </NextIntlClientProvider>
      <h2 className="mt-8 text-xl font-bold text-brand-900">{t("paper.title")}</h2>
      <p className="mt-1 text-slate-600">{t("paper.intro")}</p>
      <NextIntlClientProvider messages={{ form, questionBank: { paper: questionBank.paper } }}>
        <PaperUploadForm maxMegabytes={MAX_PAPER_MB} />
      </NextIntlClientProvider>
      <SyllabusList locale={locale} title={t("syllabus")} />
    </section>
  );
}
