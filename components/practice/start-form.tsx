"use client";

import { Form } from "@/components/forms/form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Field, inputClass } from "@/components/forms/field";
import { formResult } from "@/lib/actions/result";
import { examKeys, type ExamKey } from "@/lib/exams/rules";
import { subjects, syllabusOf, type Named } from "@/lib/exams/syllabus";
import { useRouter } from "@/lib/i18n/navigation";
import { startPracticeAction } from "@/lib/practice/actions";
import { practiceForm, type PracticeForm } from "@/lib/practice/schema";
import { mockTestRoutes } from "@/lib/routes";

/**
 * Starting a practice set (issue 21): exam, then one of its subjects (or all) and a topic, how many
 * questions, a clock or none, and when to see the explanations. The set opens on the answer sheet.
 */
export function PracticeStartForm({ examNames }: { examNames: Record<ExamKey, string> }) {
  const t = useTranslations("practice");
  const locale = useLocale() === "en" ? "en" : "ta";
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, control, setValue } = useForm<PracticeForm>({
    resolver: zodResolver(practiceForm),
    defaultValues: { from: "bank", exam: "group4", subject: "", topic: "", count: 10, minutes: 0, explainEach: true },
  });
  const [exam, subject] = useWatch({ control, name: ["exam", "subject"] });
  const topics = subject ? (subjects[subject as keyof typeof subjects].topics as Record<string, Named>) : null;
  const say = (key: string | undefined) => (key ? (t.has(`errors.${key}`) ? t(`errors.${key}`) : t("errors.invalid")) : undefined);

  async function submit(values: PracticeForm) {
    setFailure(null);
    try {
      const result = formResult(await startPracticeAction(values));
      if (result.ok) return router.push(mockTestRoutes.sit(result.id));
      setFailure(say(result.message ?? "invalid") ?? null);
    } catch {
      setFailure(t("errors.failed"));
    }
  }

  return (
    <Form onSubmit={handleSubmit(submit)} noValidate className="mt-4 grid gap-x-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2">
      <input type="hidden" value="bank" {...register("from")} />
      <Field label={t("exam")} error={say(formState.errors.exam?.message)}>
        {(a11y) => (
          <select {...a11y} {...register("exam", { onChange: () => (setValue("subject", ""), setValue("topic", "")) })} className={inputClass}>
            {examKeys.map((key) => (
              <option key={key} value={key}>
                {examNames[key]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("subject")} error={say(formState.errors.subject?.message)}>
        {(a11y) => (
          <select {...a11y} {...register("subject", { onChange: () => setValue("topic", "") })} className={inputClass}>
            <option value="">{t("allSubjects")}</option>
            {(syllabusOf[exam as ExamKey] ?? []).map((key) => (
              <option key={key} value={key}>
                {subjects[key][locale]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {topics && (
        <Field label={t("topic")}>
          {(a11y) => (
            <select {...a11y} {...register("topic")} className={inputClass}>
              <option value="">{t("allTopics")}</option>
              {Object.entries(topics).map(([key, name]) => (
                <option key={key} value={key}>
                  {name[locale]}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field label={t("count")} error={say(formState.errors.count?.message)}>
        {(a11y) => <input {...a11y} type="number" inputMode="numeric" min={5} max={100} {...register("count", { valueAsNumber: true })} className={inputClass} />}
      </Field>
      <Field label={t("minutes")} hint={t("minutesHint")} error={say(formState.errors.minutes?.message)}>
        {(a11y) => <input {...a11y} type="number" inputMode="numeric" min={0} max={300} {...register("minutes", { valueAsNumber: true })} className={inputClass} />}
      </Field>
      <fieldset className="mb-4 sm:col-span-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t("explain")}</legend>
        <div className="flex flex-col gap-2 sm:flex-row">
          {[true, false].map((each) => (
            <label key={String(each)} className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 has-checked:border-brand-700 has-checked:bg-brand-50">
              <input type="radio" name="explainEach" className="size-5" defaultChecked={each} onChange={() => setValue("explainEach", each)} />
              {t(each ? "explainEach" : "explainEnd")}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="sm:col-span-2">
        <button type="submit" disabled={formState.isSubmitting} className="min-h-12 w-full rounded-full bg-brand-700 px-6 font-bold text-white disabled:opacity-60 sm:w-auto">
          {formState.isSubmitting ? t("starting") : t("start")}
        </button>
        {failure && (
          <p role="alert" className="mt-2 text-red-800">
            {failure}
          </p>
        )}
      </div>
    </Form>
  );
}
