"use client";

import { useRouter } from "next/navigation";
import { Fragment, useState } from "react";
import { reviewRowId } from "@/lib/mock-tests/display";
import { pageOf } from "@/lib/mock-tests/pages";
import type { Outcome } from "@/lib/mock-tests/scoring";
import type { Section } from "@/lib/mock-tests/scoring";
import { Explanation, type Explained, type ExplanationLabels } from "./explanation";
import { ObjectionDialog, type ObjectionLabels } from "./objection-dialog";
import { ReviewPage, type ReviewPaper } from "./review-page";

export interface ReviewItem {
  question: number;
  /** The bubble marked, or null. */
  answer: string | null;
  /** The key in words ("B or C", "Dropped"), written on the server. */
  key: string;
  outcome: Outcome;
  objected: boolean;
  /** A dropped question takes no objection: everyone has its mark already. */
  dropped: boolean;
  /** A bank question's text and explanation (issue 21); absent for a PDF test. */
  explained?: Explained;
}

export interface ReviewLabels {
  title: string;
  filter: string;
  all: string;
  wrong: string;
  notAnswered: string;
  empty: string;
  allQuestions: string;
  question: string;
  yourAnswer: string;
  key: string;
  outcome: string;
  none: string;
  object: string;
  objected: string;
  outcomes: Record<Outcome, string>;
  explained: ExplanationLabels;
  /** "Page {page} of the question paper". */
  paperPage: string;
}

type Filter = "all" | "wrong" | "notAnswered";
const mark = { correct: ["✓", "bg-green-50 text-green-900"], wrong: ["✗", "bg-red-50 text-red-900"], notAnswered: ["–", "text-slate-700"] } as const;

/**
 * Question by question against the key, grouped by section, in compact rows for a phone; a filter
 * shows only the wrong or unanswered ones. While objections are taken, each row has Object.
 */
export function Review({
  items,
  sections,
  labels,
  objection,
  paper = null,
}: {
  items: ReviewItem[];
  sections: Section[];
  labels: ReviewLabels;
  objection: { testId: number; letters: string[]; labels: ObjectionLabels } | null;
  /** A PDF test's paper: each answer under its page (when staff said where pages start; else every page first). */
  paper?: ReviewPaper | null;
}) {
  const router = useRouter();
  const [filter, setFilter] = useState<Filter>("all");
  const [objecting, setObjecting] = useState<number | null>(null);
  const [objected, setObjected] = useState(() => new Set(items.filter((i) => i.objected).map((i) => i.question)));
  const shown = items.filter((item) => filter === "all" || item.outcome === filter);
  const groups = (sections.length ? sections : [{ name: labels.allQuestions, from: 1, to: items.length }]).map((section) => ({
    section,
    rows: shown.filter((item) => item.question >= section.from && item.question <= section.to),
  }));

  return (
    <section aria-labelledby="review-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="review-title" className="font-bold text-slate-900">
        {labels.title}
      </h2>
      <fieldset className="mt-3">
        <legend className="text-sm font-semibold text-slate-700">{labels.filter}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {(["all", "wrong", "notAnswered"] as const).map((value) => (
            <label
              key={value}
              className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-slate-300 px-4 text-sm font-semibold has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
            >
              <input type="radio" name="review-filter" value={value} checked={filter === value} onChange={() => setFilter(value)} className="sr-only" />
              {labels[value]} ({value === "all" ? items.length : items.filter((item) => item.outcome === value).length})
            </label>
          ))}
        </div>
      </fieldset>
      {/* Pages not tied to questions (staff gave no page starts): every page, once, above the answers. */}
      {paper && !paper.pageStarts.length && (
        <div className="mt-3 space-y-1">
          {paper.pages.map((_, i) => (
            <ReviewPage key={i} page={i + 1} paper={paper} label={labels.paperPage} />
          ))}
        </div>
      )}
      {shown.length === 0 && <p className="mt-4 text-sm text-slate-600">{labels.empty}</p>}
      {groups
        .filter((group) => group.rows.length > 0)
        .map(({ section, rows }) => (
          <div key={section.from} className="mt-4">
            <h3 className="text-sm font-bold text-slate-800">{section.name}</h3>
            <table className="mt-1 w-full table-fixed text-sm [overflow-wrap:anywhere]" data-testid="review-table">
              <thead className="text-left text-xs text-slate-600">
                <tr>
                  <th scope="col" className="w-12 py-1">
                    {labels.question}
                  </th>
                  <th scope="col" className="py-1 break-words">
                    {labels.yourAnswer}
                  </th>
                  <th scope="col" className="py-1">
                    {labels.key}
                  </th>
                  <th scope="col" className="w-12 py-1 text-center">
                    {labels.outcome}
                  </th>
                  {objection && <th scope="col" className="w-24 py-1" aria-label={labels.object} />}
                </tr>
              </thead>
              <tbody>
                {rows.map((item, i) => (
                  <Fragment key={item.question}>
                    {paper && pageStartsHere(paper, item.question, rows[i - 1]?.question) && (
                      <tr>
                        <td colSpan={objection ? 5 : 4} className="py-1">
                          <ReviewPage page={pageOf(item.question, paper.pageStarts)} paper={paper} label={labels.paperPage} />
                        </td>
                      </tr>
                    )}
                    <tr id={reviewRowId(item.question)} className={`scroll-mt-20 border-t border-slate-100 ${mark[item.outcome][1]}`}>
                      <th scope="row" className="py-1 text-left font-semibold">
                        {item.question}
                      </th>
                      <td className="py-1">{item.answer ?? <span className="text-slate-500">{labels.none}</span>}</td>
                      <td className="break-words py-1">{item.key}</td>
                      <td className="py-1 text-center">
                        <span aria-hidden="true" className="text-lg font-bold">
                          {mark[item.outcome][0]}
                        </span>
                        <span className="sr-only">{labels.outcomes[item.outcome]}</span>
                      </td>
                      {objection && (
                        <td className="py-1 text-right">
                          {objected.has(item.question) ? (
                            <span className="text-xs font-semibold text-slate-600">{labels.objected}</span>
                          ) : item.dropped ? null : (
                            <button
                              type="button"
                              onClick={() => setObjecting(item.question)}
                              aria-label={objection.labels.title.replace("{question}", String(item.question))}
                              className="min-h-11 rounded-full border border-brand-700 px-3 text-xs font-semibold text-brand-700 hover:bg-brand-50"
                            >
                              {labels.object}
                            </button>
                          )}
                        </td>
                      )}
                    </tr>
                    {item.explained && (
                      <tr>
                        <td colSpan={objection ? 5 : 4} className="pb-2">
                          <Explanation item={item.explained} labels={labels.explained} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      {objection && (
        <ObjectionDialog
          key={objecting ?? 0}
          testId={objection.testId}
          question={objecting}
          letters={objection.letters}
          labels={objection.labels}
          onClose={() => setObjecting(null)}
          onSent={(question) => {
            setObjected((before) => new Set(before).add(question));
            router.refresh();
          }}
        />
      )}
    </section>
  );
}

/** Whether a row is the first shown of its page (the pages are given, and the row before was on another). */
function pageStartsHere(paper: ReviewPaper, question: number, before: number | undefined) {
  return paper.pageStarts.length > 0 && (before === undefined || pageOf(before, paper.pageStarts) !== pageOf(question, paper.pageStarts));
}
