import type { ReactNode } from "react";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { DataTable } from "@/components/ui/data-table";
import { FilterTab } from "@/components/ui/filter-tab";
import { analysis, type ReviewTest } from "@/lib/mock-tests/review";
import { mockConsoleRoutes } from "@/lib/routes";
import { formatMarks } from "@/lib/mock-tests/display";
import { topicLabel } from "@/lib/exams/syllabus";
import { figureWords } from "../results/figure-words";
import { keyText } from "../key-text";

/**
 * Section averages, a bank test's topics (the weakest first) and, per question, how the students
 * chose, their mean time on it, with the questions whose key looks wrong flagged and those that
 * took long or that nearly everyone got right noted (issue 36).
 */
export async function AnalysisView({ test, flaggedOnly }: { test: ReviewTest; flaggedOnly: boolean }) {
  const [t, { time }, format, describeKey, locale, { sat, items, sections, seconds, notes, topics }] = await Promise.all([
    getTranslations("mockReview"),
    figureWords(),
    getFormatter(),
    keyText(),
    getLocale(),
    analysis(test),
  ]);
  const lang = locale === "en" ? "en" : "ta";
  const pct = (share: number) => `${format.number(share, { maximumFractionDigits: 1 })} %`;
  const flagged = items.filter((item) => item.flags.length);
  const shown = flaggedOnly ? flagged : items;
  const letters = items[0]?.letters.map((l) => l.letter) ?? [];
  const link = (flagged: boolean) => ({ pathname: mockConsoleRoutes.results(test.id), query: { tab: "analysis", ...(flagged ? { flagged: "1" } : {}) } });
  return (
    <div className="space-y-6">
      {sections.length > 0 && (
        <TableSection id="sections-heading" title={t("sectionsTitle")}>
          <DataTable
            minWidth="36rem"
            columns={(["section", "score", "correct", "wrong", "notAnswered"] as const).map((c) => ({ key: c, label: t(`sectionColumns.${c}`) }))}
            rows={sections.map((s, i) => ({
              key: i,
              cells: [s.name, formatMarks(s.score), format.number(s.correct), format.number(s.wrong), format.number(s.notAnswered)],
            }))}
          />
        </TableSection>
      )}
      {topics.length > 0 && (
        <TableSection id="topics-heading" title={t("topicsTitle")}>
          <DataTable
            minWidth="28rem"
            columns={(["topic", "questions", "correct"] as const).map((c) => ({ key: c, label: t(`topicColumns.${c}`) }))}
            rows={topics.map((row) => ({ key: `${row.subject}/${row.topic}`, cells: [topicLabel(row.subject, row.topic, lang), row.questions.join(", "), pct(row.classShare)] }))}
          />
        </TableSection>
      )}
      <section aria-labelledby="items-heading">
        <h2 id="items-heading" className="text-lg font-bold text-brand-900">
          {t("tabs.analysis")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("analysisIntro", { sat })}</p>
        <p className="mt-1 text-sm font-semibold text-amber-800">{t("flaggedCount", { count: flagged.length })}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <FilterTab href={link(false)} current={!flaggedOnly}>
            {t("filterAll")}
          </FilterTab>
          <FilterTab href={link(true)} current={flaggedOnly}>
            {t("filterFlagged")}
          </FilterTab>
        </div>
        <div className="mt-3">
          <DataTable
            minWidth="48rem"
            columns={[
              { key: "question", label: t("analysisColumns.question") },
              { key: "key", label: t("analysisColumns.key") },
              { key: "correct", label: t("analysisColumns.correct") },
              ...(seconds ? [{ key: "time", label: t("analysisColumns.time") }] : []),
              ...letters.map((letter) => ({ key: letter, label: letter })),
              { key: "none", label: t("analysisColumns.none") },
              { key: "flag", label: t("analysisColumns.flag") },
            ]}
            rows={shown.map((item) => ({
              key: item.question,
              cells: [
                item.question,
                describeKey(item.key),
                pct(item.correct),
                ...(seconds ? [time(seconds[item.question - 1])] : []),
                ...item.letters.map((l) => (l.keyed ? <strong key={l.letter}>{pct(l.share)}</strong> : pct(l.share))),
                pct(item.none.share),
                item.flags.length || notes[item.question - 1].length ? (
                  <ul>
                    {item.flags.map((flag) => (
                      <li key={flag} className="text-amber-800">
                        ⚠ {t(`flags.${flag}`)}
                      </li>
                    ))}
                    {notes[item.question - 1].map((note) => (
                      <li key={note} className="text-slate-700">
                        {t(`notes.${note}`)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  ""
                ),
              ],
            }))}
          />
        </div>
      </section>
    </div>
  );
}

/** A titled table of the analysis, a region named by its heading. */
function TableSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}
