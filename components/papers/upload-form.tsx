"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Form } from "@/components/forms/form";
import { sendFile } from "@/components/records/send-file";
import { useRouter } from "@/lib/i18n/navigation";
import { apiRoutes, questionConsoleRoutes } from "@/lib/routes";

const known = ["fileTooLarge", "notAPaper", "formatNotReady", "empty", "tooCostly"];

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
      if (status === 201) return router.push(questionConsoleRoutes.paper(Number(body.id)));
      const code = status === 413 ? "fileTooLarge" : String(body.error);
      setError(known.includes(code) ? t(`errors.${code}`, { max: maxMegabytes }) : t("errors.failed"));
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
      <label className="block text-sm font-medium text-slate-800">
        {t("choose")}
        <input
          type="file"
          name="paper"
          accept=".docx,.pdf,.txt,.gift,application/pdf,text/plain,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-800"
        />
      </label>
      <button type="submit" disabled={progress !== null || !file} className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-50">
        {t("upload")}
      </button>
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
    </Form>
  );
}
