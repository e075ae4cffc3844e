"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Alert, Field, inputClass, SubmitButton } from "@/components/forms/field";
import { Form } from "@/components/forms/form";
import { SavedMark, useSaved } from "@/components/forms/saved";
import { useActionForm } from "@/components/forms/use-action-form";
import { subjectKeys, subjects, type SubjectKey } from "@/lib/exams/syllabus";
import { editQuestionAction } from "@/lib/questions/actions";
import { difficulties, languages, letters, pools, sources, type Language, type Row } from "@/lib/questions/schema";
import { reasonText } from "@/lib/questions/reasons";

type Values = Row;

/**
 * A bank question's edit form (issue 35): the spreadsheet row's cells, so a question edited here is
 * checked exactly as an imported one (lib/questions/edit-schema.ts), each problem on its cell. The
 * server's answer says the new version and which tests took it.
 */
export function QuestionEditForm({ id, row, lang }: { id: number; row: Row; lang: Language }) {
  const t = useTranslations("questionBank");
  const form = useForm<Values>({ defaultValues: row });
  const { register, handleSubmit, formState, setError, watch } = form;
  const saved = useSaved(form);
  const { notice, send, text } = useActionForm("questionBank.edit", setError);
  const subject = watch("subject") as SubjectKey;
  const topics: Record<string, { ta: string; en: string }> = subjects[subject]?.topics ?? {};
  const error = (name: string) => {
    const key = formState.errors[name]?.message;
    return key ? reasonText(t, key, (k) => text.field(k) ?? k) : undefined;
  };

  async function submit(values: Values) {
    await send(
      () => editQuestionAction(id, values),
      (done) =>
        `${done.changed ? t("edit.saved", { version: done.version }) : t("edit.unchanged")} ${done.followed || done.kept ? t("edit.reach", { followed: done.followed, kept: done.kept }) : ""}`,
    );
  }

  const select = (name: string, options: readonly string[], label: (v: string) => string) => (
    <Field label={t(`edit.fields.${name}`)} error={error(name)}>
      {(a11y) => (
        <select {...a11y} {...register(name)} className={inputClass}>
          {options.map((o) => (
            <option key={o} value={o}>
              {label(o)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const input = (name: string, label: string, multiline = false) => (
    <Field key={name} label={label} error={error(name)}>
      {(a11y) => (multiline ? <textarea {...a11y} {...register(name)} rows={4} className={inputClass} /> : <input {...a11y} {...register(name)} className={inputClass} />)}
    </Field>
  );

  return (
    <Form onSubmit={handleSubmit(submit)} noValidate className="mt-4 space-y-4">
      <fieldset className="grid gap-x-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2">
        <legend className="px-1 font-bold text-brand-900">{t("edit.details")}</legend>
        {select("subject", subjectKeys, (k) => subjects[k as SubjectKey][lang])}
        {select("topic", Object.keys(topics), (k) => topics[k][lang])}
        {select(
          "difficulty",
          difficulties.map((d) => d.toLowerCase()),
          (d) => t(`difficulty.${d.toUpperCase()}`),
        )}
        {select("answer", letters, (l) => l)}
        {select(
          "source",
          sources.map((s) => s.toLowerCase()),
          (s) => t(`source.${s.toUpperCase()}`, { year: "", date: "" }).replace(/[\s,]+$/, ""),
        )}
        {select("pool", pools, (p) => t(`pool.${p}`))}
        {input("source_year", t("edit.fields.source_year"))}
        {input("source_date", t("edit.fields.source_date"))}
      </fieldset>
      {languages.map((l) => (
        <fieldset key={l} lang={l} className="space-y-1 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <legend className="px-1 font-bold text-brand-900">{t(l === "ta" ? "edit.tamil" : "edit.english")}</legend>
          {input(`question_${l}`, t("edit.fields.question"), true)}
          {letters.map((letter) => input(`option_${letter.toLowerCase()}_${l}`, t("edit.fields.option", { letter })))}
          {input(`explanation_${l}`, t("edit.fields.explanation"), true)}
          <details>
            <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">{t("edit.whyWrong")}</summary>
            {letters.map((letter) => input(`why_${letter.toLowerCase()}_${l}`, t("edit.fields.why", { letter })))}
          </details>
        </fieldset>
      ))}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <SubmitButton busy={formState.isSubmitting} label={t("edit.save")} busyLabel={t("edit.saving")} />
      <SavedMark saved={saved} />
    </Form>
  );
}
