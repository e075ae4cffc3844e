import { NextIntlClientProvider } from "next-intl";
import { getFormatter, getLocale, getMessages, getTranslations } from "next-intl/server";
import { PictureControl } from "@/components/questions/picture-control";
import { PoolControl } from "@/components/questions/pool-control";
import { QuestionPicture } from "@/components/questions/question-picture";
import { BankFilterForm } from "@/components/questions/bank-filter";
import { DataTable } from "@/components/ui/data-table";
import { Pager } from "@/components/ui/pager";
import { requirePageRole } from "@/lib/auth/guard";
import { subjects, topicName } from "@/lib/exams/syllabus";
import { Link } from "@/lib/i18n/navigation";
import { filterOf, MAX_EXPORT, questionList } from "@/lib/questions/queries";
import { textIn } from "@/lib/questions/display";
import { apiRoutes, consoleRoutes, questionConsoleRoutes } from "@/lib/routes";

export default async function QuestionBank({ searchParams }: PageProps<"/[locale]/Questions">) {
  await requirePageRole("STAFF", "ADMIN");
  const params = await searchParams;
  const filter = filterOf(params);
  const [t, format, locale, list, { questionBank }] = await Promise.all([
    getTranslations("questionBank"),
    getFormatter(),
    getLocale(),
    questionList(filter, Number(params.page) || 1),
    getMessages(),
  ]);
  const lang = locale === "ta" ? "ta" : "en";
  const rows = list.rows.map((q) => {
    const shown = textIn(q, lang);
    const subject = subjects[q.subject as keyof typeof subjects];
    const topic = topicName(q.subject, q.topic);
    return {
      key: q.id,
      cells: [
        <Link key="id" href={questionConsoleRoutes.edit(q.id)} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline" aria-label={`${t("edit.open")} ${q.id}`}>
          {q.id}
        </Link>,
        <span key="q" className="block max-w-xl">
          <span className="whitespace-pre-line">{shown.text.stem}</span>
          {shown.missing && <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900">{t(lang === "ta" ? "noTamil" : "noEnglish")}</span>}
          <QuestionPicture imageId={q.imageId} alt={shown.text.stem} />
          <PictureControl questionId={q.id} hasPicture={q.imageId !== null} />
        </span>,
        `${subject ? subject[lang] : q.subject} · ${topic ? topic[lang] : q.topic}`,
        t(`difficulty.${q.difficulty}`),
        q.answer,
        <PoolControl key="pool" questionId={q.id} pool={q.pool} exposures={q.exposures} />,
        t(`source.${q.source}`, { year: String(q.sourceYear ?? ""), date: q.sourceDate ? format.dateTime(q.sourceDate, { dateStyle: "medium", timeZone: "UTC" }) : "" }),
      ],
    };
  });
  const columns = (["id", "question", "subject", "difficulty", "answer", "pool", "source"] as const).map((key) => ({ key, label: t(`columns.${key}`) }));
  const button = "inline-flex min-h-11 items-center rounded-lg px-4 font-semibold";
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{t("listTitle")}</h1>
        <Link href={consoleRoutes.questions.import} className={`${button} rounded-full bg-brand-700 text-white hover:bg-brand-800`}>
          {t("import")}
        </Link>
      </div>
      <p className="mt-1 text-slate-600">{t("listIntro")}</p>
      <BankFilterForm filter={filter} locale={lang} />
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm text-slate-600">{t("total", { total: list.total })}</p>
        {list.total > MAX_EXPORT ? (
          <p className="text-sm text-slate-600">{t("exportTooMany", { max: MAX_EXPORT })}</p>
        ) : (
          <>
            <a href={apiRoutes.questionsExport("xlsx", { ...filter })} download className={`${button} border border-brand-700 text-brand-800`}>
              {t("exportXlsx")}
            </a>
            <a href={apiRoutes.questionsExport("csv", { ...filter })} download className={`${button} border border-brand-700 text-brand-800`}>
              {t("exportCsv")}
            </a>
          </>
        )}
      </div>
      <div className="mt-4">
        {rows.length === 0 ? (
          <p className="rounded-lg bg-white p-4 text-slate-700">{t("empty")}</p>
        ) : (
          <NextIntlClientProvider messages={{ questionBank: { picture: questionBank.picture, pool: questionBank.pool } }}>
            <DataTable columns={columns} rows={rows} />
          </NextIntlClientProvider>
        )}
      </div>
      <Pager page={list.page} pages={list.pages} href={(p) => ({ pathname: consoleRoutes.questions.view, query: { ...filter, page: p } })} />
    </section>
  );
}
