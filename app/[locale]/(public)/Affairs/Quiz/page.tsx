import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { QuizForm } from "@/components/quiz/quiz-form";
import { quizLabels } from "@/components/quiz/labels";
import { Link } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/i18n/metadata";
import { quizOfDay } from "@/lib/quiz/queries";
import { dayAt } from "@/lib/quiz/schema";
import { authRoutes, publicRoutes } from "@/lib/routes";

// Prerendered; rebuilt when staff publish or remove a quiz, and every minute, so the new day's
// quiz replaces yesterday's within a minute of midnight (IST).
export const revalidate = 60;

export const generateMetadata = ({ params }: PageProps<"/[locale]/Affairs/Quiz">) => pageMetadata(params, "quiz", publicRoutes.quiz);

/** Today's Daily Current Affairs Quiz: anyone may take it; a student's score is kept with a streak. */
export default async function QuizPage({ params }: PageProps<"/[locale]/Affairs/Quiz">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const today = dayAt(new Date());
  const [t, format, quiz, labels] = await Promise.all([getTranslations("quiz"), getFormatter(), quizOfDay(today), quizLabels()]);
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{format.dateTime(new Date(`${today}T00:00:00Z`), { dateStyle: "full", timeZone: "UTC" })}</p>
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("lead")}</p>
      {quiz ? (
        <QuizForm quizId={quiz.id} texts={quiz.texts} locale={locale === "en" ? "en" : "ta"} labels={labels} />
      ) : (
        <p className="mt-6 rounded-2xl bg-white p-5 text-slate-700 shadow-sm ring-1 ring-slate-200">{t("none")}</p>
      )}
      <p className="mt-6 text-sm text-slate-600">
        {t("studentsNote")}{" "}
        <Link href={authRoutes.studentLogin} className="font-semibold text-brand-700 underline">
          {t("signIn")}
        </Link>
      </p>
    </>
  );
}
