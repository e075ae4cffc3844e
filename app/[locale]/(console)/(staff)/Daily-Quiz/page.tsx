import { NextIntlClientProvider } from "next-intl";
import { getFormatter, getMessages, getTranslations } from "next-intl/server";
import { CorrectQuiz } from "@/components/quiz/correct-quiz";
import { DeleteQuiz } from "@/components/quiz/delete-quiz";
import { ScheduleQuizForm } from "@/components/quiz/schedule-form";
import { DataTable } from "@/components/ui/data-table";
import { Pager } from "@/components/ui/pager";
import { requirePageRole } from "@/lib/auth/guard";
import { quizList } from "@/lib/quiz/queries";
import { dayAt } from "@/lib/quiz/schema";
import { consoleRoutes, publicRoutes } from "@/lib/routes";

/** The Daily Current Affairs Quiz in the console: schedule a day's questions, see who took each day's. */
export default async function DailyQuizConsole({ searchParams }: PageProps<"/[locale]/Daily-Quiz">) {
  await requirePageRole("STAFF", "ADMIN");
  const { page } = await searchParams;
  const [t, format, list, { quizConsole, mockConsole, records, form, error }] = await Promise.all([
    getTranslations("quizConsole"),
    getFormatter(),
    quizList(Number(page) || 1),
    getMessages(),
  ]);
  const today = dayAt(new Date());
  const columns = (["date", "questions", "students", "visitors", "actions"] as const).map((key) => ({ key, label: t(`columns.${key}`), hidden: key === "actions" }));
  const rows = list.rows.map((q) => ({
    key: q.id,
    cells: [
      <span key="d" className="font-semibold">
        {format.dateTime(new Date(`${q.date}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" })}
        {q.date === today && <span className="ml-2 rounded bg-green-100 px-1.5 text-xs text-green-900">{t("today")}</span>}
      </span>,
      q.questions.join(", "),
      q.students,
      q.visitors,
      q.students + q.visitors === 0 ? <DeleteQuiz key="x" id={q.id} date={q.date} /> : <CorrectQuiz key="c" id={q.id} questions={q.questions.length} />,
    ],
  }));
  return (
    <section>
      <h1 className="text-2xl font-bold text-brand-900">{t("title")}</h1>
      <p className="mt-1 text-slate-600">{t("intro", { path: publicRoutes.quiz })}</p>
      <NextIntlClientProvider messages={{ quizConsole, mockConsole, records, form, error }}>
        <ScheduleQuizForm today={today} />
        <div className="mt-6">{rows.length ? <DataTable columns={columns} rows={rows} minWidth="36rem" /> : <p className="rounded-lg bg-white p-4 text-slate-700">{t("empty")}</p>}</div>
      </NextIntlClientProvider>
      <Pager page={list.page} pages={list.pages} href={(p) => ({ pathname: consoleRoutes.quiz, query: { page: p } })} />
    </section>
  );
}
