"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useCallback, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Field, inputClass, SubmitButton } from "@/components/forms/field";
import { Modal, useAutoClose } from "@/components/ui/modal";
import { documentFields, type DocumentFields, type DocumentRow } from "@/lib/documents/schema";
import { fieldQuery, sendFile } from "./send-file";

const SUCCESS_MS = 2000;

type Message = { title: string; text: string; autoClose: boolean };

/**
 * The Syllabus / Paper / Subject / File form of every category: the add screen (file required)
 * and the Update dialog (file optional). Shows upload progress as a percentage and keeps the
 * fields when saving fails.
 */
export function DocumentForm({
  endpoint,
  method,
  initial,
  fileRequired,
  submitLabel,
  onSaved,
}: {
  endpoint: string;
  method: "POST" | "PUT";
  initial?: DocumentFields;
  fileRequired: boolean;
  submitLabel: string;
  onSaved?: (row: DocumentRow) => void;
}) {
  const t = useTranslations("documents");
  const tErrors = useTranslations("auth.errors");
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const { register, handleSubmit, formState, reset, setError } = useForm<DocumentFields>({
    resolver: zodResolver(documentFields),
    defaultValues: initial ?? { title: "", paper: "", subject: "" },
  });
  const closeMessage = useCallback(() => setMessage(null), []);
  useAutoClose(!!message?.autoClose, closeMessage, SUCCESS_MS);

  // The missing file is reported first, before the field checks, as the spec's forms do.
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (fileRequired && !fileInput.current?.files?.length) {
      event.preventDefault();
      setMessage({ title: t("noFileTitle"), text: t("noFileText"), autoClose: false });
      return;
    }
    return handleSubmit(submit)(event);
  }

  async function submit(values: DocumentFields) {
    const file = fileInput.current?.files?.[0] ?? null;
    setProgress(0);
    try {
      const { status, body } = await sendFile(`${endpoint}?${fieldQuery(values)}`, method, file, setProgress);
      if (status === 200 || status === 201) {
        if (method === "POST") {
          reset();
          if (fileInput.current) fileInput.current.value = "";
          setMessage({ title: t("successTitle"), text: t("successText"), autoClose: true });
        }
        // The Update dialog closes and its table shows the message.
        onSaved?.(body.document as DocumentRow);
        return;
      }
      for (const [field, key] of Object.entries((body.fieldErrors as Record<string, string>) ?? {})) {
        setError(field as keyof DocumentFields, { message: key });
      }
      const reason = body.error as string | undefined;
      const detail =
        reason === "fileType" ? t("fileType") : reason === "fileTooLarge" ? t("fileTooLarge", { max: Number(body.maxMegabytes) }) : reason === "fileIncomplete" ? t("fileIncomplete") : null;
      setMessage({ title: t("errorTitle"), text: detail ?? (method === "POST" ? t("errorText") : t("updateFailed")), autoClose: false });
    } catch {
      setMessage({ title: t("errorTitle"), text: t("connectionFailed"), autoClose: false });
    } finally {
      setProgress(null);
    }
  }

  const error = (key?: string) => (key ? tErrors(key) : undefined);
  const busy = progress !== null;
  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-1" aria-busy={busy}>
        {(["title", "paper", "subject"] as const).map((name) => (
          <Field key={name} label={t(`fields.${name}`)} error={error(formState.errors[name]?.message)}>
            {(a11y) => <input {...a11y} {...register(name)} className={inputClass} disabled={busy} />}
          </Field>
        ))}
        <Field label={fileRequired ? t("fields.file") : t("fields.fileOptional")}>
          {(a11y) => <input {...a11y} ref={fileInput} type="file" accept="application/pdf,.pdf" className={inputClass} disabled={busy} />}
        </Field>
        {busy && (
          <div className="pb-3">
            <progress max={100} value={progress} className="h-2 w-full accent-brand-700" aria-label={t("uploading", { percent: progress })} />
            <p role="status" className="mt-1 text-sm font-semibold text-brand-800">
              {t("uploading", { percent: progress })}
            </p>
          </div>
        )}
        <SubmitButton busy={busy} label={submitLabel} busyLabel={t("uploading", { percent: progress ?? 0 })} />
      </form>
      <Modal open={!!message} onClose={closeMessage} title={message?.title ?? ""}>
        <p className="text-slate-700">{message?.text}</p>
        {!message?.autoClose && (
          <div className="mt-5 text-right">
            <button type="button" onClick={closeMessage} className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white">
              {t("ok")}
            </button>
          </div>
        )}
      </Modal>
    </>
  );
}
