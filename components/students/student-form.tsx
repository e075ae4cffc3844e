"use client";

import { Form } from "@/components/forms/form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import type { z } from "zod";
import { Alert, Field, inputClass, PasswordInput, SelectField, SubmitButton } from "@/components/forms/field";
import { bloodGroups } from "@/lib/zod";
import { useFormText } from "@/components/forms/use-form-text";
import { useNotice } from "@/components/ui/notice";
import type { FormResult } from "@/lib/actions/result";
import { communities } from "@/lib/students/communities";
import { englishTypingLevels, pstmLevels, stenoLanguages, stenoLevels, studentFields, tamilTypingLevels } from "@/lib/students/schema";

type Values = z.input<typeof studentFields>;
type Name = keyof Values & string;

const blank: Values = {
  username: "",
  password: "",
  fatherName: "",
  dob: "",
  qualification: "",
  phoneNumber: "",
  whatsappNumber: "",
  fatherPhoneNumber: "",
  email: "",
  aadhaarNumber: "",
  community: "" as never,
  bloodGroup: "" as never,
  typingSkills: false,
  tamilTyping: "",
  englishTyping: "",
  stenoSkills: false,
  stenoLanguage: "",
  tamilStenoLevel: "",
  englishStenoLevel: "",
  exServiceman: "no",
  destituteWidow: "no",
  pstmTenth: false,
  pstmTwelfth: false,
  pstmUg: false,
  pstmPg: false,
  address: "",
};

/**
 * The student registration form of spec section 3, for the paid registration and the admin's
 * "add student". `submit` ends in a server action; the same schema checks the values there. It
 * may report steps on the way (the payment) through `progress`.
 */
export function StudentForm({
  submit,
  submitLabel,
  busyLabel,
  onAdded,
}: {
  submit: (values: Values, progress: (text: string) => void) => Promise<FormResult<{ registerNo: string }>>;
  submitLabel: string;
  busyLabel: string;
  /** Told of a student added; the form is then cleared for the next. Without it the caller replaces the form. */
  onAdded?: (registerNo: string) => void;
}) {
  const t = useTranslations("studentForm");
  const communityName = useTranslations("communities");
  const text = useFormText("studentForm");
  const [result, setResult] = useState<{ tone: "error" | "info"; text: string } | null>(null);
  const notices = useNotice();
  // A refusal replaces the console's message about the student added before.
  const refuse = (said: string) => {
    notices?.clear();
    setResult({ tone: "error", text: said });
  };
  const { register, handleSubmit, formState, setError, reset, setValue, watch } = useForm<Values>({ resolver: zodResolver(studentFields), defaultValues: blank });
  const [typingValue, stenoValue, stenoLanguageValue] = watch(["typingSkills", "stenoSkills", "stenoLanguage"]);
  const typing = typingValue === true;
  const steno = stenoValue === true;
  const stenoLanguage = typeof stenoLanguageValue === "string" ? stenoLanguageValue : "";

  async function send(values: Values) {
    setResult(null);
    try {
      const outcome = await submit(values, (progress) => setResult({ tone: "info", text: progress }));
      if (outcome.ok) {
        if (!onAdded) return;
        reset(blank);
        onAdded(outcome.registerNo);
        return;
      }
      for (const [field, key] of Object.entries(outcome.fieldErrors)) setError(field as Name, { message: key });
      refuse(outcome.message ? text.message(outcome.message) : t("fixErrors"));
    } catch {
      refuse(t("connectionFailed"));
    }
  }

  const error = (name: Name) => {
    const key = formState.errors[name]?.message;
    return typeof key === "string" ? text.field(key) : undefined;
  };
  const input = (name: Name, type = "text", autoComplete?: string, extra?: React.InputHTMLAttributes<HTMLInputElement>) => (
    <Field label={t(`fields.${name}`)} error={error(name)}>
      {(a11y) => <input {...a11y} {...register(name)} type={type} autoComplete={autoComplete} className={inputClass} {...extra} />}
    </Field>
  );
  const select = (name: Name, options: readonly string[], label: (value: string) => string) => (
    <SelectField label={t(`fields.${name}`)} error={error(name)} choose={t("choose")} options={options} optionLabel={label} {...register(name)} />
  );
  // Unticking a skill clears its levels (spec section 4).
  const clearing = (name: Name, dependants: Name[]): UseFormRegisterReturn => register(name, { onChange: (event) => !event.target.checked && dependants.forEach((d) => setValue(d, "")) });

  return (
    <Form onSubmit={handleSubmit(send, () => setResult({ tone: "error", text: t("fixErrors") }))} noValidate className="space-y-6" aria-busy={formState.isSubmitting}>
      <Section title={t("sections.personal")}>
        {input("username", "text", "name")}
        {input("fatherName")}
        {input("dob", "date", "bday")}
        {input("qualification")}
        {select("community", communities, (c) => communityName(c))}
        {select("bloodGroup", bloodGroups, (g) => g)}
      </Section>
      <Section title={t("sections.contact")}>
        {input("phoneNumber", "tel", "tel", { inputMode: "numeric" })}
        {input("whatsappNumber", "tel", "tel", { inputMode: "numeric" })}
        {input("fatherPhoneNumber", "tel", "off", { inputMode: "numeric" })}
        {input("email", "email", "email")}
        <div className="sm:col-span-2">
          <Field label={t("fields.address")} error={error("address")}>
            {(a11y) => <textarea {...a11y} {...register("address")} rows={3} autoComplete="street-address" className={inputClass} />}
          </Field>
        </div>
      </Section>
      <Section title={t("sections.account")}>
        {input("aadhaarNumber", "text", "off", { inputMode: "numeric", placeholder: "1234 5678 9012" })}
        <Field label={t("fields.password")} error={error("password")}>
          {(a11y) => <PasswordInput {...a11y} {...register("password")} autoComplete="new-password" show={t("showPassword")} hide={t("hidePassword")} />}
        </Field>
      </Section>
      <Section title={t("sections.skills")}>
        <Check label={t("fields.typingSkills")} registration={clearing("typingSkills", ["tamilTyping", "englishTyping"])} />
        <div />
        {typing && select("tamilTyping", tamilTypingLevels, (l) => t(`levels.${l}`))}
        {typing && select("englishTyping", englishTypingLevels, (l) => t(`levels.${l}`))}
        <Check label={t("fields.stenoSkills")} registration={clearing("stenoSkills", ["stenoLanguage", "tamilStenoLevel", "englishStenoLevel"])} />
        <div />
        {steno && select("stenoLanguage", stenoLanguages, (l) => t(`stenoLanguages.${l}`))}
        {steno && stenoLanguage && stenoLanguage !== "ENGLISH" && select("tamilStenoLevel", stenoLevels, (l) => t(`levels.${l}`))}
        {steno && stenoLanguage && stenoLanguage !== "TAMIL" && select("englishStenoLevel", stenoLevels, (l) => t(`levels.${l}`))}
      </Section>
      <Section title={t("sections.quotas")}>
        <fieldset className="sm:col-span-2">
          <legend className="mb-2 text-sm font-semibold text-slate-800">{t("fields.pstm")}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {pstmLevels.map((level) => (
              <Check key={level} label={t(`pstm.${level}`)} registration={register(level)} />
            ))}
          </div>
        </fieldset>
        {(["exServiceman", "destituteWidow"] as const).map((name) => (
          <fieldset key={name}>
            <legend className="mb-2 text-sm font-semibold text-slate-800">{t(`fields.${name}`)}</legend>
            <div className="flex gap-6">
              {(["yes", "no"] as const).map((answer) => (
                <label key={answer} className="inline-flex min-h-11 items-center gap-2">
                  <input type="radio" value={answer} {...register(name)} className="size-5 accent-brand-700" />
                  {t(answer)}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </Section>
      <div className="space-y-3">
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
        <SubmitButton busy={formState.isSubmitting} label={submitLabel} busyLabel={busyLabel} />
      </div>
    </Form>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    // A floated legend is laid out inside the box like a heading, so a title that wraps onto two
    // lines sits under the border instead of being cut through by it.
    // min-w-0: a fieldset is otherwise as wide as its widest select's longest option.
    <fieldset className="min-w-0 rounded-xl border border-slate-200 p-4">
      <legend className="float-left mb-2 w-full font-bold text-brand-900">{title}</legend>
      <div className="clear-both grid gap-x-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function Check({ label, registration }: { label: string; registration: UseFormRegisterReturn }) {
  return (
    <label className="inline-flex min-h-11 items-center gap-2 font-medium text-slate-800">
      <input type="checkbox" {...registration} className="size-5 accent-brand-700" />
      {label}
    </label>
  );
}
