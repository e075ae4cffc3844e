"use client";

import { Form } from "@/components/forms/form";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { sendFile } from "@/components/records/send-file";
import type { CheckSummary } from "@/lib/questions/check";
import { MAX_IMPORT_MB, pools, type Pool } from "@/lib/questions/schema";
import type { SheetFormat } from "@/lib/questions/sheet";
import { apiRoutes } from "@/lib/routes";
import { ImportReview } from "./import-review";

// The question bank's import (issues 21 and 35): one spreadsheet sent as the body with its
// progress, then what the server did. A clean file is stored at once: how many questions, and which
// rows repeated the bank. Any other file is stored only when staff say so: the check's findings
// (./import-review.tsx), then the same file sent again to store its good rows, or to have its
// refused rows back as a sheet to correct.

interface Duplicate {
  line: number;
  questionId: number | null;
  sameAsLine: number | null;
}
interface Stored {
  stored: number;
  updated: number;
  duplicates: Duplicate[];
}
const fileErrors = ["fileTooLarge", "fileEmpty", "oldExcel", "notUtf8", "notASheet", "missingColumns", "tooManyRows", "tooCostly", "fileChanged", "bundleTooLarge", "bundleNoSheet"];

export function ImportForm() {
  const t = useTranslations("questionBank");
  const locale = useLocale();
  const [file, setFile] = useState<File | null>(null);
  const [pool, setPool] = useState<Pool>("RESERVED");
  const [progress, setProgress] = useState<string | null>(null);
  const [review, setReview] = useState<{ file: File; summary: CheckSummary } | null>(null);
  const [stored, setStored] = useState<Stored | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** Sends the file: to check (and store when clean), or with `good` to store the good rows staff saw. */
  async function send(chosen: File, good: number | null) {
    setError(null);
    setStored(null);
    if (good === null) setReview(null);
    setProgress(t("uploading", { name: chosen.name, percent: 0 }));
    try {
      const query = `?pool=${pool}${good === null ? "" : `&good=${good}`}&`;
      const { status, body } = await sendFile(`${apiRoutes.questionsImport}${query}`, "POST", chosen, (percent) =>
        setProgress(percent < 100 ? t("uploading", { name: chosen.name, percent }) : t(good === null ? "checking" : "storing")),
      );
      if (status === 201) setStored({ stored: Number(body.stored), updated: Number(body.updated ?? 0), duplicates: body.duplicates as Duplicate[] });
      if (body.summary) setReview({ file: chosen, summary: body.summary as CheckSummary });
      if (status !== 201 && body.error !== "needsReview") {
        // A proxy's own 413 comes without the site's JSON.
        const code = status === 413 ? "fileTooLarge" : String(body.error);
        setError(fileErrors.includes(code) ? t(`errors.${code}`, { max: MAX_IMPORT_MB, columns: ((body.missing as string[]) ?? []).join(", ") }) : t("errors.failed"));
      }
    } catch {
      setError(t("errors.failed"));
    }
    setProgress(null);
  }

  /** The refused rows as a sheet: the same file sent again, the answer saved under its own name. */
  async function download(format: SheetFormat) {
    if (!review) return;
    setError(null);
    setProgress(t("review.downloading"));
    try {
      const response = await fetch(apiRoutes.questionsRefused(format, locale), {
        method: "POST",
        body: review.file,
        headers: { "Content-Type": review.file.type || "application/octet-stream" },
      });
      if (!response.ok) throw new Error(String(response.status));
      const link = document.createElement("a");
      link.href = URL.createObjectURL(await response.blob());
      link.download = `${review.file.name.replace(/\.[^.]*$/, "")}-refused.${format}`;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked once the browser has taken the file, not before.
      setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
    } catch {
      setError(t("review.downloadFailed"));
    }
    setProgress(null);
  }

  return (
    <div className="mt-4 space-y-4">
      <Form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (file && progress === null) void send(file, null);
        }}
      >
        <label className="block text-sm font-medium text-slate-800">
          {t("choose")}
          <input
            type="file"
            name="sheet"
            accept=".csv,.xlsx,.zip,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/zip"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-800"
          />
        </label>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t("importPool")}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4">
            {pools.map((p) => (
              <label key={p} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input type="radio" name="pool" value={p} checked={pool === p} onChange={() => setPool(p)} className="size-5" />
                {t(`pool.${p}`)}
              </label>
            ))}
          </div>
          <p className="text-sm text-slate-600">{t("importPoolHint")}</p>
        </fieldset>
        <button type="submit" disabled={progress !== null || !file} className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-50">
          {t("upload")}
        </button>
      </Form>
      {progress && (
        <p role="status" className="text-sm text-slate-700">
          {progress}
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {error}
        </p>
      )}
      {stored && <StoredView stored={stored} />}
      {review && (
        <ImportReview
          summary={review.summary}
          stored={stored !== null}
          busy={progress !== null}
          onStore={() => void send(review.file, review.summary.good)}
          onDownload={(format) => void download(format)}
        />
      )}
    </div>
  );
}

function StoredView({ stored }: { stored: Stored }) {
  const t = useTranslations("questionBank");
  return (
    <div role="status" className="rounded-lg bg-green-50 p-3 text-green-900">
      <p className="font-semibold">{t("stored", { count: stored.stored })}</p>
      {stored.updated > 0 && <p className="mt-1">{t("updated", { count: stored.updated })}</p>}
      {stored.duplicates.length > 0 && (
        <>
          <p className="mt-2">{t("duplicates", { count: stored.duplicates.length })}</p>
          <ul className="mt-1 max-h-64 list-disc space-y-1 overflow-y-auto pl-5 text-sm">
            {stored.duplicates.map((d) => (
              <li key={d.line}>{d.questionId !== null ? t("duplicateOf", { line: d.line, id: d.questionId }) : t("duplicateInFile", { line: d.line, other: d.sameAsLine ?? 0 })}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
