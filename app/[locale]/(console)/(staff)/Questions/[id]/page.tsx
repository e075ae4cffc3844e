import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getFormatter, getLocale, getMessages, getTranslations } from "next-intl/server";
import { DeleteQuestion } from "@/components/questions/delete-question";
import { QuestionEditForm } from "@/components/questions/edit-form";
import { QuestionPicture } from "@/components/questions/question-picture";
import { requirePageRole } from "@/lib/auth/guard";
import { Link } from "@/lib/i18n/navigation";
import { parseId } from "@/lib/db/id";
import { questionForEdit } from "@/lib/questions/queries";
import { consoleRoutes } from "@/lib/routes";

/** One bank question (issue 35): its edit form, its delete, and who changed what when. */
export default async function QuestionEdit({ params }: PageProps<"/[locale]/Questions/[id]">) {
  await requirePageRole("STAFF", "ADMIN");
  const id = parseId((await params).id);
  const question = id ? await questionForEdit(id) : null;
  if (!question) notFound();
  const [t, format, locale, { form, questionBank }] = await Promise.all([getTranslations("questionBank.edit"), getFormatter(), getLocale(), getMessages()]);
  const lang = locale === "ta" ? "ta" : "en";
  return (
    <section className="max-w-3xl">
      <Link href={consoleRoutes.questions.view} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
        {t("back")}
      </Link>
      <h1 className="text-2xl font-bold text-brand-900">{t("title", { id: question.id })}</h1>
      <p className="mt-1 text-slate-600">{t("intro")}</p>
      {question.tests > 0 && <p className="mt-1 text-sm text-slate-700">{t("usedIn", { uses: question.tests })}</p>}
      <QuestionPicture imageId={question.imageId} alt="" />
      <NextIntlClientProvider messages={{ form, questionBank }}>
        <QuestionEditForm id={question.id} row={{ ...question.row, pool: question.pool }} lang={lang} />
        <h2 className="mt-8 text-xl font-bold text-brand-900">{t("history")}</h2>
        {question.history.length === 0 ? (
          <p className="text-slate-700">{t("historyEmpty")}</p>
        ) : (
          <ol className="mt-2 space-y-1 text-slate-800">
            {question.history.map((h) => (
              <li key={h.version}>
                {t("historyEntry", { version: h.version, when: format.dateTime(h.at, { dateStyle: "medium", timeStyle: "short" }), who: h.by ?? t("someone"), changed: h.changed })}
              </li>
            ))}
          </ol>
        )}
        <div className="mt-8">
          <DeleteQuestion id={question.id} />
        </div>
      </NextIntlClientProvider>
    </section>
  );
}
