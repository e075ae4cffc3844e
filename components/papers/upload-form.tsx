"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert, Field } from "@/components/forms/field";
import { FilePicker } from "@/components/forms/file-picker";
import { Form } from "@/components/forms/form";
import { sendFile } from "@/components/records/send-file";
import { useRouter } from "@/lib/i18n/navigation";
import { MAX_PAPER_PAGES } from "@/lib/papers/limits";
import { apiRoutes, questionConsoleRoutes } from "@/lib/routes";

const known = ["fileTooLarge", "notAPaper", "tooManyPages", "empty", "tooCostly"];

/** A question paper sent with its progress, read on the server, then its review opened (issue 35). */
export function PaperUploadForm({ maxMegabytes }: { maxMegabytes: number }) {
  const t = useTranslations("questionBank.paper");
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(chosen: File) {
    setError(null);
    setProgress(t("uploading", { name: chosen.name, percent: 0 }));
    try {
      const url = `${apiRoutes.questionPapers}?${new URLSearchParams({ name: chosen.name })}`;
      const { status, body } = await sendFile(url, "POST", chosen, (percent) => setProgress(percent < 100 ? t("uploading", { name: chosen.name, percent }) : t("reading")));
      if (status === 201) return router.push(questionConsoleRoutes.paper(String(body.id)));
      const code = status === 413 ? "fileTooLarge" : String(body.error);
      setError(known.includes(code) ? t(`errors.${code}`, { max: maxMegabytes, pages: MAX_PAPER_PAGES }) : t("errors.failed"));
    } catch {
      setError(t("errors.failed"));
    }
    setProgress(null);
  }

  return (
    <Form
      className="mt-3 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (file && progress === null) void upload(file);
      }}
    >
      <Field label={t("choose")}>{(a11y) => <FilePicker {...a11y} name="paper" kind="paper" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />}</Field>
      <button type="submit" disabled={progress !== null || !file} className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-50">
        {t("upload")}
      </button>
      {progress && <Alert tone="info">{progress}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
    </Form>
  );
}
