"use client";

import { Form } from "@/components/forms/form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm, useWatch, type DefaultValues } from "react-hook-form";
import { REFUSED, SavedMark, useSaved } from "@/components/forms/saved";
import { Field, inputClass } from "@/components/forms/field";
import { SaveCancel } from "@/components/forms/save-cancel";
import { useFormText } from "@/components/forms/use-form-text";
import { useRefusal } from "@/components/ui/dialogs";
import { useConsoleNotice } from "@/components/ui/notice";
import { formResult, type SafeAnswer } from "@/lib/actions/result";
import { useRouter } from "@/lib/i18n/navigation";
import { createMockTestAction, updateMockTestAction } from "@/lib/mock-tests/authoring-actions";
import type { PaperChoice } from "@/lib/mock-tests/console";
import { presets, type Preset, type PresetKey } from "@/lib/mock-tests/presets";
import { BANK, mockTestForm, optionSetNames, parseQuestionIds, type MockTestForm } from "@/lib/mock-tests/schema";
import { departmentsOf, examTypes } from "@/lib/records/schemas";
import { consoleRoutes } from "@/lib/routes";
import { BankQuestionsField } from "./bank-questions-field";
import { KeyEntry } from "./key-entry";
import { gridToText, textToGrid } from "./key-grid";
import { SectionsField } from "./sections-field";

const blank: DefaultValues<MockTestForm> = {
  titleTa: "",
  titleEn: "",
  questionPostId: "",
  answerPostId: "",
  opensAt: "",
  closesAt: "",
  wrong: 0,
  sections: [],
  objectionsUntil: "",
  key: "",
  bankQuestions: "",
  pageStarts: "",
};

/**
 * The one form of a mock test, to add one (no `test`) or edit one. A preset fills every field;
 * a figure its source does not give is left empty with a note beside the field. Once students
 * have started, the questions, bubbles and marks are read-only (the server refuses them too).
 */
export function MockTestFormView({ test, papers }: { test?: { id: number; values: MockTestForm; attempts: number; submitted: number }; papers: PaperChoice[] }) {
  const t = useTranslations("mockConsole");
  const tests = useTranslations("tests");
  const r = useTranslations("records");
  const text = useFormText("mockConsole");
  const locale = useLocale();
  const router = useRouter();
  const keyId = useId();
  const [missing, setMissing] = useState<Preset["missing"]>([]);
  const notices = useConsoleNotice();
  const { refuse, dialog } = useRefusal({ ok: r("ok"), close: r("close") });
  const locked = (test?.attempts ?? 0) > 0;
  const form = useForm<MockTestForm>({
    resolver: zodResolver(mockTestForm),
    // The stored key shown in groups of ten, as the grid writes it, so staff can check it against the paper.
    defaultValues: test ? { ...test.values, key: gridToText(textToGrid(test.values.key, test.values.options)) } : blank,
  });
  const { register, handleSubmit, formState, setError, reset, setValue, getValues, control } = form;
  const saved = useSaved(form);
  const [examType, department, questions, options, key, sections, questionPostId, bankQuestions] = useWatch({
    control,
    name: ["examType", "department", "questions", "options", "key", "sections", "questionPostId", "bankQuestions"],
  });
  const fromBank = questionPostId === BANK;
  /** The bank's list decides the number of questions. */
  const setBankQuestions = (value: string) => {
    setValue("bankQuestions", value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    const ids = parseQuestionIds(value);
    if (ids?.length) setValue("questions", ids.length, { shouldDirty: true });
  };
  const errors = formState.errors;
  const say = (k: string | undefined) => (k ? (t.has(`errors.${k}`) ? t(`errors.${k}`) : text.field(k)) : undefined);
  const note = (field: Preset["missing"][number]) => (missing.includes(field) ? t("missing") : undefined);

  function applyPreset(name: PresetKey) {
    const p: Preset = presets[name];
    reset({
      ...getValues(),
      titleTa: p.title.ta,
      titleEn: p.title.en,
      examType: p.examType,
      department: p.department,
      questionPostId: getValues("department") === p.department ? getValues("questionPostId") : "",
      answerPostId: getValues("department") === p.department ? getValues("answerPostId") : "",
      minutes: p.minutes ?? NaN,
      questions: p.questions ?? NaN,
      options: p.options,
      correct: p.correct === null ? NaN : p.correct / 100,
      wrong: 0,
      sections: p.sections.map((s) => ({ from: s.from, to: s.to, name: locale === "ta" ? s.name.ta : s.name.en })),
    });
    setMissing(p.missing);
  }

  async function submit(values: MockTestForm) {
    const failed = (said: string) => {
      setError(REFUSED, { message: said });
      refuse({ title: r("errorTitle"), text: said });
    };
    try {
      const answer: SafeAnswer<{ id?: number; rescored?: number | null }> | undefined = test ? await updateMockTestAction(test.id, values) : await createMockTestAction(values);
      const result = formResult(answer);
      if (result.ok) {
        const rescored = result.rescored ?? null;
        const done = test
          ? { title: t("savedTitle"), text: rescored === null ? t("savedText") : t("rescoredText", { count: rescored }) }
          : { title: t("createdTitle"), text: t("createdText") };
        notices.show(done);
        return test ? router.refresh() : router.push(consoleRoutes.mockTests.view);
      }
      for (const [field, k] of Object.entries(result.fieldErrors)) setError(field as keyof MockTestForm, { message: k });
      if (result.message || !Object.keys(result.fieldErrors).length) failed(text.message(result.message ?? "saveFailed"));
    } catch {
      failed(t("saveFailed"));
    }
  }

  const number = (name: "minutes" | "questions" | "correct" | "wrong", decimal = false) => (
    <Field
      label={t(`fields.${name}`)}
      hint={name === "correct" || name === "wrong" ? t("marksHint") : undefined}
      error={say(errors[name]?.message) ?? note(name as Preset["missing"][number])}
    >
      {(a11y) => (
        <input
          {...a11y}
          type="number"
          inputMode={decimal ? "decimal" : "numeric"}
          step={decimal ? "0.01" : "1"}
          readOnly={locked && name !== "minutes"}
          {...register(name, { valueAsNumber: true })}
          className={`${inputClass} read-only:bg-slate-100`}
        />
      )}
    </Field>
  );
  const papersOf = (type: PaperChoice["paperType"]) => papers.filter((p) => p.paperType === type && p.department === department);
  const paperLabel = (p: PaperChoice) => t("paperOption", { id: p.id, subject: p.subject });

  return (
    <Form onSubmit={handleSubmit(submit)} noValidate aria-busy={formState.isSubmitting} className="grid gap-x-4 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5">
      {locked && <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2">{t("rulesLocked")}</p>}
      {!!test?.submitted && <p className="mb-4 rounded-lg bg-blue-50 p-3 text-sm text-blue-900 sm:col-span-2">{t("submittedNote", { count: test.submitted })}</p>}
      {!locked && (
        <div className="sm:col-span-2">
          <Field label={t("preset")} hint={t("presetHint")}>
            {(a11y) => (
              <select {...a11y} defaultValue="" onChange={(e) => e.target.value && applyPreset(e.target.value as PresetKey)} className={inputClass}>
                <option value="">{t("presetNone")}</option>
                {(Object.keys(presets) as PresetKey[]).map((name) => (
                  <option key={name} value={name}>
                    {t(`presets.${name}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      )}
      <Field label={t("fields.titleTa")} error={say(errors.titleTa?.message)}>
        {(a11y) => <input {...a11y} lang="ta" {...register("titleTa")} className={inputClass} />}
      </Field>
      <Field label={t("fields.titleEn")} error={say(errors.titleEn?.message)}>
        {(a11y) => <input {...a11y} lang="en" {...register("titleEn")} className={inputClass} />}
      </Field>
      <Field label={t("fields.examType")} error={say(errors.examType?.message)}>
        {(a11y) => (
          <select {...a11y} {...register("examType")} className={inputClass}>
            <option value="">{t("choose")}</option>
            {examTypes.map((e) => (
              <option key={e} value={e}>
                {tests(`options.examType.${e}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("fields.department")} error={say(errors.department?.message)}>
        {(a11y) => (
          <select {...a11y} {...register("department")} className={inputClass}>
            <option value="">{t("choose")}</option>
            {(examType ? departmentsOf[examType] : []).map((d) => (
              <option key={d} value={d}>
                {tests(`options.department.${d}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("fields.questionPost")} hint={department && !papersOf("QUESTION").length ? t("noPapers") : undefined} error={say(errors.questionPostId?.message)}>
        {(a11y) => (
          <select {...a11y} {...register("questionPostId")} className={inputClass}>
            <option value="">{t("choose")}</option>
            {papersOf("QUESTION").map((p) => (
              <option key={p.id} value={String(p.id)}>
                {paperLabel(p)}
              </option>
            ))}
            {/* Last, so a test's paper is picked as before; the bank is one choice among the papers. */}
            <option value={BANK}>{t("bank.option")}</option>
          </select>
        )}
      </Field>
      {fromBank && (
        <BankQuestionsField
          field={register("bankQuestions", { onChange: (event) => setBankQuestions(event.target.value) })}
          text={bankQuestions ?? ""}
          error={say(errors.bankQuestions?.message)}
          onChange={setBankQuestions}
        />
      )}
      {!fromBank && (
        <Field label={t("fields.pageStarts")} hint={t("pageStartsHint")} error={say(errors.pageStarts?.message)}>
          {(a11y) => <input {...a11y} inputMode="numeric" {...register("pageStarts")} className={inputClass} />}
        </Field>
      )}
      <Field label={t("fields.answerPost")} hint={t("answerPostHint")} error={say(errors.answerPostId?.message)}>
        {(a11y) => (
          <select {...a11y} {...register("answerPostId")} className={inputClass}>
            <option value="">{t("nonePaper")}</option>
            {papersOf("ANSWER").map((p) => (
              <option key={p.id} value={String(p.id)}>
                {paperLabel(p)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p className="mb-2 text-sm text-slate-600 sm:col-span-2">{t("timesHint")}</p>
      <Field label={t("fields.opensAt")} error={say(errors.opensAt?.message)}>
        {(a11y) => <input {...a11y} type="datetime-local" {...register("opensAt")} className={inputClass} />}
      </Field>
      <Field label={t("fields.closesAt")} error={say(errors.closesAt?.message)}>
        {(a11y) => <input {...a11y} type="datetime-local" {...register("closesAt")} className={inputClass} />}
      </Field>
      {number("minutes")}
      {number("questions")}
      <fieldset className="mb-4 sm:col-span-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t("fields.options")}</legend>
        <p className="mb-2 text-sm text-slate-600">{t("optionsHint")}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          {optionSetNames.map((o) => (
            <label key={o} className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 has-checked:border-brand-700 has-checked:bg-brand-50">
              {/* Locked: only the stored choice stays enabled, so it is still sent. */}
              <input type="radio" value={o} disabled={locked && options !== o} {...register("options")} className="size-5" />
              {t(o === "AD" ? "optionsAD" : "optionsAE")}
            </label>
          ))}
        </div>
        <p className="mt-1 min-h-5 text-sm text-red-700">{say(errors.options?.message)}</p>
      </fieldset>
      {number("correct", true)}
      {number("wrong", true)}
      <SectionsField control={control} register={register} errors={errors.sections} questions={questions} lastTo={sections?.at(-1)?.to} note={note("sections")} message={say} />
      <div className="sm:col-span-2">
        <Field label={t("fields.objectionsUntil")} hint={t("objectionsHint")} error={say(errors.objectionsUntil?.message)}>
          {(a11y) => <input {...a11y} type="datetime-local" {...register("objectionsUntil")} className={inputClass} />}
        </Field>
      </div>
      {fromBank ? (
        <p className="mb-4 rounded-lg bg-slate-100 p-3 text-sm text-slate-700 sm:col-span-2">{t("bank.keyHint")}</p>
      ) : (
        <KeyEntry
          id={keyId}
          text={key ?? ""}
          onChange={(value) => setValue("key", value, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
          questions={questions}
          options={options ?? "AE"}
          error={say(errors.key?.message)}
        />
      )}
      <div className="mt-4 sm:col-span-2">
        <SaveCancel busy={formState.isSubmitting} labels={{ save: t("save"), saving: t("saving"), cancel: t("cancel") }} onCancel={() => router.push(consoleRoutes.mockTests.view)} />
        {test && <SavedMark saved={saved} />}
      </div>
      {dialog}
    </Form>
  );
}
