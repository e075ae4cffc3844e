"use client";

import { Form } from "@/components/forms/form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { Field, inputClass } from "@/components/forms/field";
import { BankQuestionsField } from "@/components/mock-tests/console/bank-questions-field";
import { useRefusal } from "@/components/ui/dialogs";
import { useConsoleNotice } from "@/components/ui/notice";
import { formResult } from "@/lib/actions/result";
import { useRouter } from "@/lib/i18n/navigation";
import { scheduleQuizAction } from "@/lib/quiz/actions";
import { quizForm, type QuizForm } from "@/lib/quiz/schema";

/**
 * Scheduling a day's quiz: the day, and its questions from the bank by number or drawn (ten
 * current-affairs questions to start with). Scheduling a day again replaces its questions while
 * nobody has taken it.
 */
export function ScheduleQuizForm({ today }: { today: string }) {
  const t = useTranslations("quizConsole");
  const router = useRouter();
  const notices = useConsoleNotice();
  const { refuse, dialog } = useRefusal({ ok: t("ok"), close: t("close") });
  const { register, handleSubmit, formState, setValue, setError, control } = useForm<QuizForm>({ resolver: zodResolver(quizForm), defaultValues: { date: today, bankQuestions: "" } });
  const text = useWatch({ control, name: "bankQuestions" });
  const say = (key: string | undefined) => (key ? (t.has(`errors.${key}`) ? t(`errors.${key}`) : t("errors.invalid")) : undefined);

  async function submit(values: QuizForm) {
    try {
      const result = formResult(await scheduleQuizAction(values));
      if (result.ok) {
        notices.show({ title: t("scheduledTitle"), text: t("scheduledText") });
        return router.refresh();
      }
      for (const [field, key] of Object.entries(result.fieldErrors)) setError(field as keyof QuizForm, { message: key });
      if (result.message) refuse({ title: t("errorTitle"), text: say(result.message) ?? t("errors.invalid") });
    } catch {
      refuse({ title: t("errorTitle"), text: t("errors.invalid") });
    }
  }

  return (
    <Form onSubmit={handleSubmit(submit)} className="mt-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" noValidate>
      <h2 className="mb-3 text-lg font-bold text-brand-900">{t("scheduleTitle")}</h2>
      <Field label={t("date")} error={say(formState.errors.date?.message)}>
        {(a11y) => <input {...a11y} type="date" {...register("date")} className={inputClass} />}
      </Field>
      <BankQuestionsField
        field={register("bankQuestions")}
        text={text ?? ""}
        error={say(formState.errors.bankQuestions?.message)}
        onChange={(value) => setValue("bankQuestions", value, { shouldValidate: formState.isSubmitted })}
        start={{ subject: "currentAffairs", count: 10 }}
        purpose="quiz"
      />
      <button type="submit" disabled={formState.isSubmitting} className="min-h-11 rounded-full bg-brand-700 px-6 font-semibold text-white disabled:opacity-60">
        {formState.isSubmitting ? t("scheduling") : t("schedule")}
      </button>
      {dialog}
    </Form>
  );
}
