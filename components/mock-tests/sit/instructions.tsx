import { getTranslations } from "next-intl/server";
import { formatMarks } from "@/lib/mock-tests/display";
import type { TestFacts } from "@/lib/mock-tests/sitting";
import { routing } from "@/lib/i18n/routing";
import { StartButton } from "./start-button";
import { startLabels } from "./start-labels";

type Locale = (typeof routing.locales)[number];

/** The instructions in one language, as a list: what the hall's invigilator would read out. */
async function Points({ test, locale }: { test: TestFacts; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "mockSit.instructions" });
  return (
    <ul lang={locale} className="list-disc space-y-2 ps-5 text-slate-800">
      <li>{t("length", { minutes: test.minutes, questions: test.questions })}</li>
      {test.sections.length > 1 && (
        <li>
          {t("sections")}
          <ul className="list-[circle] ps-5">
            {test.sections.map((s) => (
              <li key={s.from}>{t("section", { name: s.name, from: s.from, to: s.to })}</li>
            ))}
          </ul>
        </li>
      )}
      <li>
        {t("marks", { marks: formatMarks(test.correct) })} {test.wrong > 0 ? t("negative", { marks: formatMarks(test.wrong) }) : t("noNegative")}
      </li>
      <li>{t(test.options === "AE" ? "ruleE" : "ruleAD")}</li>
      <li>{t("clock")}</li>
      <li>{t("saving")}</li>
      <li>{t(test.paper ? "paper" : "bank")}</li>
    </ul>
  );
}

/**
 * The exam hall's start (issue 34): the test's instructions in the reader's language, the same in
 * the other one a tap away, a box to tick, then Start; the clock starts at Start, as before.
 */
export async function Instructions({ testId, test, locale }: { testId: number; test: TestFacts; locale: Locale }) {
  const other = routing.locales.find((l) => l !== locale)!;
  const [t, otherT, labels] = await Promise.all([getTranslations("mockSit.instructions"), getTranslations({ locale: other, namespace: "mockSit.instructions" }), startLabels()]);
  return (
    <div className="mt-4 space-y-4">
      <section aria-labelledby="instructions" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 id="instructions" className="mb-3 text-lg font-bold text-brand-900">
          {t("title")}
        </h2>
        <Points test={test} locale={locale} />
        <details className="mt-4 border-t border-slate-200 pt-3">
          <summary lang={other} className="min-h-11 cursor-pointer content-center font-semibold text-brand-700">
            {otherT("inThisLanguage")}
          </summary>
          <div className="mt-2">
            <Points test={test} locale={other} />
          </div>
        </details>
      </section>
      <StartButton testId={testId} label={labels.start} labels={labels} consent={t("read")} />
    </div>
  );
}
