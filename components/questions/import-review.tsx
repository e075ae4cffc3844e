"use client";

import { useTranslations } from "next-intl";
import { Form } from "@/components/forms/form";
import type { CheckSummary, ProblemGroup } from "@/lib/questions/check";
import type { SheetFormat } from "@/lib/questions/sheet";
import { reasonText } from "@/lib/questions/reasons";

// What the import's check found in a file it did not store at once (issue 35): how many rows are
// good, the columns it will not read, and the refused rows counted by problem with their first row
// numbers, not one line each; staff store the good rows, and download the refused ones to correct.
// Once the good rows are stored (`stored`), only the refused rows and their download stay.

interface Props {
  summary: CheckSummary;
  stored: boolean;
  busy: boolean;
  onStore: () => void;
  onDownload: (format: SheetFormat) => void;
}

export function ImportReview({ summary, stored, busy, onStore, onDownload }: Props) {
  const t = useTranslations("questionBank");
  const reason = (key: string) => reasonText(t, key);
  const lines = (g: ProblemGroup) => {
    const shown = g.lines.join(", ");
    return g.count > g.lines.length ? t("review.more", { lines: shown, count: g.count - g.lines.length }) : shown;
  };
  const button = "min-h-11 rounded-lg px-4 font-semibold disabled:opacity-50";
  return (
    <div role="alert" className="space-y-3 rounded-lg bg-amber-50 p-3 break-words text-amber-950">
      {!stored && (
        <>
          <p className="font-semibold">{t("review.notYet")}</p>
          <p>{t("review.good", { count: summary.good })}</p>
        </>
      )}
      {!stored && summary.unread.length > 0 && (
        <div>
          <p className="font-medium">{t("review.unread", { count: summary.unread.length })}</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {summary.unread.map((c) => (
              <li key={c.column}>{c.header ? t("review.namedColumn", { letter: c.column, header: c.header }) : t("review.unnamedColumn", { letter: c.column })}</li>
            ))}
          </ul>
          <p className="mt-1 text-sm">{t("review.unreadHint")}</p>
        </div>
      )}
      {summary.refused > 0 && (
        <div>
          <p className="font-medium">{stored ? t("notStored", { count: summary.refused }) : t("review.refused", { count: summary.refused })}</p>
          <ul className="mt-1 max-h-96 list-disc space-y-1 overflow-y-auto pl-5 text-sm">
            {summary.groups.map((g) => (
              <li key={`${g.reason}-${g.column}`}>
                <span className="font-medium">{t("review.group", { column: g.column, reason: reason(g.reason) })}</span> — {t("review.rows", { count: g.count, lines: lines(g) })}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm">{t("review.downloadHint")}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {(["xlsx", "csv"] as const).map((format) => (
              <button key={format} type="button" disabled={busy} onClick={() => onDownload(format)} className={`${button} border border-brand-700 bg-white text-brand-800`}>
                {t(format === "xlsx" ? "review.downloadXlsx" : "review.downloadCsv")}
              </button>
            ))}
          </div>
        </div>
      )}
      {!stored && summary.good > 0 && (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) onStore();
          }}
        >
          <button type="submit" disabled={busy} className={`${button} bg-brand-700 text-white`}>
            {t("review.store", { count: summary.good })}
          </button>
        </Form>
      )}
    </div>
  );
}
