import { NextIntlClientProvider } from "next-intl";
import { getFormatter, getLocale, getMessages, getTranslations } from "next-intl/server";
import { PracticeStartForm } from "@/components/practice/start-form";
import { RetryWrong } from "@/components/practice/retry-wrong";
import { requirePageRole } from "@/lib/auth/guard";
import { examKeys, exams } from "@/lib/exams/rules";
import { Link } from "@/lib/i18n/navigation";
import { practiceHistory, revisionDue, wrongList } from "@/lib/practice/queries";
import { textIn } from "@/lib/questions/display";
import { mockTestRoutes } from "@/lib/routes";
import { PortalHeading } from "@/components/layout/portal-heading";

/** A paid student's practice from the bank (issue 21): their revision due today (issue 36), a new set, their wrong answers to retry, and their past sets. */
export default async function PracticePage() {
  const user = await requirePageRole("STUDENT");
  const [t, nav, format, locale, history, wrong, due, { practice, form, error }] = await Promise.all([
    getTranslations("practice"),
    getTranslations("nav"),
    getFormatter(),
    getLocale(),
    practiceHistory(user.id),
    wrongList(user.id),
    revisionDue(user.id),
    getMessages(),
  ]);
  const lang = locale === "en" ? "en" : "ta";
  const examNames = Object.fromEntries(examKeys.map((key) => [key, nav(exams[key].label)])) as Record<(typeof examKeys)[number], string>;
  return (
    <section className="space-y-6">
      <PortalHeading back={t("back")} title={t("title")} intro={t("intro")} />
      <NextIntlClientProvider messages={{ practice, form, error }}>
        <section aria-labelledby="due-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 id="due-title" className="text-lg font-bold text-brand-900">
            {t("dueTitle", { count: due })}
          </h2>
          <p className="mt-1 text-slate-700">{due === 0 ? t("dueNone") : t("dueIntro")}</p>
          {due > 0 && <RetryWrong from="due" />}
        </section>
        <PracticeStartForm examNames={examNames} />
        <section aria-labelledby="wrong-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 id="wrong-title" className="text-lg font-bold text-brand-900">
            {t("wrongTitle", { count: wrong.length })}
          </h2>
          {wrong.length === 0 ? (
            <p className="mt-1 text-slate-700">{t("wrongNone")}</p>
          ) : (
            <>
              <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-800">
                {wrong.slice(0, 10).map((w) => (
                  <li key={w.questionId} className="whitespace-pre-line">
                    {textIn(w, lang).text.stem}
                  </li>
                ))}
              </ol>
              <RetryWrong from="wrong" />
            </>
          )}
        </section>
      </NextIntlClientProvider>
      {history.length > 0 && (
        <section aria-labelledby="history-title">
          <h2 id="history-title" className="text-lg font-bold text-brand-900">
            {t("historyTitle")}
          </h2>
          <ul className="mt-2 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {history.map((set) => (
              <li key={set.id}>
                <Link
                  href={set.submitted ? mockTestRoutes.result(set.id) : mockTestRoutes.sit(set.id)}
                  className="flex min-h-12 flex-wrap items-center justify-between gap-2 px-4 py-2 hover:bg-brand-50"
                >
                  <span className="font-semibold text-slate-900">{lang === "ta" ? set.titleTa : set.titleEn}</span>
                  <span className="text-sm text-slate-600">
                    {format.dateTime(set.opensAt, { dateStyle: "medium", timeStyle: "short" })} ·{" "}
                    {set.submitted ? t("scored", { right: set.right ?? 0, total: set.questions }) : t("unfinished")}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
