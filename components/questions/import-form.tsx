"use client";

import { Form } from "@/components/forms/form";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { sendFile } from "@/components/records/send-file";
import { pools, type Pool } from "@/lib/questions/schema";
import { apiRoutes } from "@/lib/routes";

// The question bank's import (issue 21): one spreadsheet sent as the body with its progress, then
// what the server did: how many questions it stored and which rows repeated the bank, or, when any
// row was bad, that nothing was stored and every problem by row and column.

interface Problem {
  line: number;
  column: string;
  reason: string;
}
interface Duplicate {
  line: number;
  questionId: number | null;
  sameAsLine: number | null;
}
type Outcome = { kind: "stored"; stored: number; updated: number; duplicates: Duplicate[] } | { kind: "badRows"; problems: Problem[] } | { kind: "error"; text: string };

export function ImportForm() {
  const t = useTranslations("questionBank");
  const [file, setFile] = useState<File | null>(null);
  const [pool, setPool] = useState<Pool>("RESERVED");
  const [progress, setProgress] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function upload(chosen: File) {
    setOutcome(null);
    setProgress(t("uploading", { name: chosen.name, percent: 0 }));
    try {
      const { status, body } = await sendFile(`${apiRoutes.questionsImport}?pool=${pool}&`, "POST", chosen, (percent) =>
        setProgress(percent < 100 ? t("uploading", { name: chosen.name, percent }) : t("checking")),
      );
      if (status === 201) setOutcome({ kind: "stored", stored: Number(body.stored), updated: Number(body.updated ?? 0), duplicates: body.duplicates as Duplicate[] });
      else if (body.error === "badRows") setOutcome({ kind: "badRows", problems: body.problems as Problem[] });
      else {
        // A proxy's own 413 comes without the site's JSON.
        const error = status === 413 ? "fileTooLarge" : String(body.error);
        const known = ["fileTooLarge", "fileEmpty", "oldExcel", "notUtf8", "notASheet", "missingColumns", "tooManyRows", "tooCostly"].includes(error);
        setOutcome({ kind: "error", text: known ? t(`errors.${error}`, { max: 20, columns: ((body.missing as string[]) ?? []).join(", ") }) : t("errors.failed") });
      }
    } catch {
      setOutcome({ kind: "error", text: t("errors.failed") });
    }
    setProgress(null);
  }

  return (
    <div className="mt-4 space-y-4">
      <Form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (file && progress === null) void upload(file);
        }}
      >
        <label className="block text-sm font-medium text-slate-800">
          {t("choose")}
          <input
            type="file"
            name="sheet"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
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
      {outcome && <OutcomeView outcome={outcome} />}
    </div>
  );
}

function OutcomeView({ outcome }: { outcome: Outcome }) {
  const t = useTranslations("questionBank");
  if (outcome.kind === "error")
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        {outcome.text}
      </p>
    );
  if (outcome.kind === "badRows") {
    const reason = (key: string) => (t.has(`reasons.${key}`) ? t(`reasons.${key}`) : key);
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        <p className="font-semibold">{t("nothingStored", { count: outcome.problems.length })}</p>
        <ul className="mt-2 max-h-96 list-disc space-y-1 overflow-y-auto pl-5 text-sm">
          {outcome.problems.map((p) => (
            <li key={`${p.line}-${p.column}-${p.reason}`}>{t("problem", { line: p.line, column: p.column, reason: reason(p.reason) })}</li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div role="status" className="rounded-lg bg-green-50 p-3 text-green-900">
      <p className="font-semibold">{t("stored", { count: outcome.stored })}</p>
      {outcome.updated > 0 && <p className="mt-1">{t("updated", { count: outcome.updated })}</p>}
      {outcome.duplicates.length > 0 && (
        <>
          <p className="mt-2">{t("duplicates", { count: outcome.duplicates.length })}</p>
          <ul className="mt-1 max-h-64 list-disc space-y-1 overflow-y-auto pl-5 text-sm">
            {outcome.duplicates.map((d) => (
              <li key={d.line}>{d.questionId !== null ? t("duplicateOf", { line: d.line, id: d.questionId }) : t("duplicateInFile", { line: d.line, other: d.sameAsLine ?? 0 })}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
