"use client";

import { Form } from "@/components/forms/form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useFormText } from "@/components/forms/use-form-text";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { ZodType } from "zod";
import { Field, inputClass, SubmitButton } from "@/components/forms/field";
import { FilePicker } from "@/components/forms/file-picker";
import { SaveCancel } from "@/components/forms/save-cancel";
import { useRefusal } from "@/components/ui/dialogs";
import { useConsoleNotice } from "@/components/ui/notice";
import { resources, type ResourceKey } from "@/lib/records/specs";
import type { RecordRow } from "@/lib/records/types";
import { sendFile } from "./send-file";

type Values = Record<string, string>;

/**
 * The add screen and the Update dialog of every console record (syllabus PDFs, achievers,
 * test-series posts), drawn from its spec in lib/records/specs.ts. The file goes as the request
 * body with its upload progress shown as a percentage; the fields are kept when saving fails.
 * With `onCancel` (the Update dialog) a Cancel button stands beside Save.
 */
export function RecordForm({
  resource,
  endpoint,
  method,
  initial,
  submitLabel,
  onSaved,
  onCancel,
}: {
  resource: ResourceKey;
  endpoint: string;
  method: "POST" | "PUT";
  initial?: Values;
  submitLabel: string;
  onSaved?: (row: RecordRow) => void;
  onCancel?: () => void;
}) {
  const spec = resources[resource];
  const t = useTranslations("records");
  const own = useTranslations(resource);
  const text = useFormText("records");
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const notices = useConsoleNotice();
  const { refuse, dialog } = useRefusal({ ok: t("ok"), close: t("close") });
  // A new picker after a successful add: empty, and showing "no file chosen" again.
  const [picker, setPicker] = useState(0);
  const blank = Object.fromEntries(spec.fields.map((f) => [f.name, ""]));
  const { register, handleSubmit, formState, reset, setError, watch } = useForm<Values>({
    resolver: zodResolver(spec.schema as ZodType<Values, Values>),
    defaultValues: initial ?? blank,
  });
  const fileRequired = method === "POST" && spec.file.required;
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler in this project: nothing is memoised to go stale
  const values = watch();

  // The missing file is reported first, before the field checks, as the spec's forms do.
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (fileRequired && !fileInput.current?.files?.length) {
      event.preventDefault();
      refuse({ title: t("noFileTitle"), text: t("noFileText") });
      return;
    }
    return handleSubmit(submit)(event);
  }

  async function submit(fields: Values) {
    const file = fileInput.current?.files?.[0] ?? null;
    setProgress(0);
    try {
      const { status, body } = await sendFile(`${endpoint}?${new URLSearchParams(fields)}`, method, file, setProgress);
      if (status === 200 || status === 201) {
        if (method === "POST") {
          reset(blank);
          setPicker((n) => n + 1);
          notices.show({ title: t("successTitle"), text: own("successText") });
        }
        // The Update dialog closes and its table shows the message.
        onSaved?.(body.row as RecordRow);
        return;
      }
      for (const [field, key] of Object.entries((body.fieldErrors as Record<string, string>) ?? {})) setError(field, { message: key });
      refuse({ title: t("errorTitle"), text: refusal(body) ?? (method === "POST" ? own("errorText") : own("updateFailed")) });
    } catch {
      refuse({ title: t("errorTitle"), text: t("connectionFailed") });
    } finally {
      setProgress(null);
    }
  }

  function refusal(body: Record<string, unknown>): string | null {
    switch (body.error) {
      case "fileType":
      case "imageType":
      case "imagePixels":
      case "fileIncomplete":
      case "storageUnavailable":
        return t(body.error);
      case "fileTooLarge":
        return t("fileTooLarge", { max: Number(body.maxMegabytes) });
      case "imageTooLarge":
        return t("imageTooLarge", { max: Number(body.maxImageMegabytes) });
      case "fileMissing":
        return t("noFileText");
      default:
        return null;
    }
  }

  const error = text.field;
  const busy = progress !== null;
  const uploadingLabel = t("uploading", { percent: progress ?? 0 });
  const fileLabel = spec.file.kind === "pdf" ? (fileRequired ? t("filePdf") : t("filePdfOptional")) : method === "POST" ? t("photo") : t("photoNew");
  return (
    <>
      <Form onSubmit={onSubmit} noValidate className="space-y-1" aria-busy={busy}>
        {spec.fields.map((field) => (
          <Field key={field.name} label={own(`fields.${field.name}`)} error={error(formState.errors[field.name]?.message)}>
            {(a11y) =>
              "options" in field ? (
                <select {...a11y} {...register(field.name)} className={inputClass} disabled={busy}>
                  <option value="" disabled>
                    {t("choose")}
                  </option>
                  {optionsFor(field, values).map((value) => (
                    <option key={value} value={value}>
                      {own(`options.${field.name}.${value}`)}
                    </option>
                  ))}
                </select>
              ) : (
                <input {...a11y} {...register(field.name)} className={inputClass} disabled={busy} />
              )
            }
          </Field>
        ))}
        <Field label={fileLabel}>{(a11y) => <FilePicker key={picker} {...a11y} ref={fileInput} kind={spec.file.kind} disabled={busy} />}</Field>
        {busy && (
          <div className="pb-3">
            <progress max={100} value={progress} className="h-2 w-full accent-brand-700" aria-label={t("uploading", { percent: progress })} />
            <p role="status" className="mt-1 text-sm font-semibold text-brand-800">
              {t("uploading", { percent: progress })}
            </p>
          </div>
        )}
        {onCancel ? (
          <SaveCancel busy={busy} labels={{ save: submitLabel, saving: uploadingLabel, cancel: t("cancel") }} onCancel={onCancel} />
        ) : (
          <SubmitButton busy={busy} label={submitLabel} busyLabel={uploadingLabel} />
        )}
      </Form>
      {dialog}
    </>
  );
}

/** A select's choices, narrowed by another field where the spec says so (departments by exam). */
function optionsFor(field: { options: readonly string[]; narrowedBy?: { field: string; map: Record<string, readonly string[]> } }, values: Values) {
  const narrowed = field.narrowedBy && field.narrowedBy.map[values[field.narrowedBy.field]];
  return narrowed ?? field.options;
}
