import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { PaperReview } from "@/components/papers/paper-review";
import { requirePageRole } from "@/lib/auth/guard";
import { parseId } from "@/lib/db/id";
import { paperForReview } from "@/lib/papers/queries";
import { sourceRegions, sourceTexts } from "@/lib/papers/sources";

/** A question paper read and waiting for staff's review (issue 35): nothing is in the bank until they confirm. */
export default async function PaperReviewPage({ params }: PageProps<"/[locale]/Questions/Import/Paper/[id]">) {
  await requirePageRole("STAFF", "ADMIN");
  const id = parseId((await params).id);
  const paper = id ? await paperForReview(id) : null;
  if (!paper) notFound();
  const [t, locale, { form, questionBank }] = await Promise.all([getTranslations("questionBank.paper"), getLocale(), getMessages()]);
  const flagged = paper.questions.filter((q) => q.problems.length > 0).length;
  return (
    <section className="max-w-4xl">
      <h1 className="text-2xl font-bold text-brand-900 [overflow-wrap:anywhere]">{t("reviewTitle", { name: paper.fileName })}</h1>
      <p className="mt-1 text-slate-700">{t("summary", { questions: paper.questions.length, flagged })}</p>
      {paper.problems.length > 0 && (
        <details className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t("paperProblems")}</summary>
          <ul className="list-disc pl-5">
            {paper.problems.map((p, i) => (
              <li key={i}>{t(`problems.${p.code}`, { detail: p.detail ?? "" })}</li>
            ))}
          </ul>
        </details>
      )}
      <NextIntlClientProvider messages={{ form, questionBank }}>
        <PaperReview
          id={paper.id}
          questions={paper.questions}
          sources={sourceTexts(paper.questions, paper.blocks)}
          regions={sourceRegions(paper.questions, paper.pages)}
          pictures={paper.pictures}
          stored={paper.stored}
          testId={paper.testId}
          lang={locale === "ta" ? "ta" : "en"}
        />
      </NextIntlClientProvider>
    </section>
  );
}
