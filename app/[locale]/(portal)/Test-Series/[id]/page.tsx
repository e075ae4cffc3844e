import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { AnswerSheet } from "@/components/mock-tests/sit/answer-sheet";
import { Instructions } from "@/components/mock-tests/sit/instructions";
import { requirePageRole } from "@/lib/auth/guard";
import { parseId } from "@/lib/db/id";
import { redirect } from "@/lib/i18n/navigation";
import { sheetForStudent } from "@/lib/mock-tests/sitting";
import { apiRoutes, mockTestRoutes } from "@/lib/routes";

export async function generateMetadata({ params }: PageProps<"/[locale]/Test-Series/[id]">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "mockSit" });
  return { title: t("sheet"), robots: { index: false } };
}

/**
 * A student's answer sheet: resumes their attempt; before it, the test's instructions and Start; a
 * test not open yet, submitted or timed out goes to its result page, which says which (and when it opens). The client gets the
 * sheet's shape, the saved marks and the server's clock, never the key.
 */
export default async function MockSitting({ params }: PageProps<"/[locale]/Test-Series/[id]">) {
  const user = await requirePageRole("STUDENT");
  const { id, locale } = await params;
  const testId = parseId(id);
  if (testId === null) notFound();
  const sheet = await sheetForStudent(testId, user.id);
  if (sheet.kind === "missing") notFound();
  // Open and not started: the instructions and Start (a GET never starts the clock). Not open yet
  // or over: the result page says which.
  if (sheet.kind === "notStarted") {
    const title = locale === "en" ? sheet.test.titleEn : sheet.test.titleTa;
    return (
      <section>
        <h1 className="text-xl font-bold text-brand-900">{title}</h1>
        <Instructions testId={testId} test={sheet.test} locale={locale === "en" ? "en" : "ta"} />
      </section>
    );
  }
  if (sheet.kind !== "sitting") return redirect({ href: mockTestRoutes.result(testId), locale });
  const { mockSit, records, mockResults } = await getMessages();
  // A practice set's explanations (issue 21) use the review's words: only those travel.
  const explained = Object.fromEntries(
    ["explanation", "whyNot", "rightAnswer", "yourWrongAnswer", "shownInEnglish", "shownInTamil"].map((k) => [k, (mockResults as Record<string, unknown>)[k]]),
  );
  const title = locale === "en" ? sheet.test.titleEn : sheet.test.titleTa;
  return (
    <section>
      <h1 className="text-xl font-bold text-brand-900">{title}</h1>
      <NextIntlClientProvider messages={{ mockSit, records, mockResults: explained }}>
        <AnswerSheet
          testId={testId}
          attemptId={sheet.attemptId}
          title={title}
          startedAt={sheet.startedAt}
          deadline={sheet.deadline}
          serverNow={sheet.serverNow}
          questions={sheet.test.questions}
          options={sheet.test.options}
          sections={sheet.test.sections}
          marks={sheet.marks}
          visits={sheet.visits}
          paper={
            sheet.test.fileId === null ? null : { pdf: apiRoutes.file(sheet.test.fileId), pages: sheet.test.pages.map(({ fileId, ...size }) => ({ src: apiRoutes.file(fileId), ...size })) }
          }
          pageStarts={sheet.test.pageStarts}
          texts={sheet.texts}
          locale={locale === "en" ? "en" : "ta"}
          practice={sheet.practice}
        />
      </NextIntlClientProvider>
    </section>
  );
}
