"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, Field, inputClass, PasswordInput, SubmitButton } from "@/components/forms/field";
import { registerStaffAction } from "@/lib/auth/actions";
import { bloodGroups, staffRegisterSchema, type StaffRegisterInput } from "@/lib/auth/schema";
import { Link } from "@/lib/i18n/navigation";

type Values = StaffRegisterInput & { photo?: FileList };

const text: [keyof StaffRegisterInput, string, string, string][] = [
  ["username", "name", "text", "name"],
  ["email", "email", "email", "email"],
  ["phoneNumber", "phone", "tel", "tel"],
  ["whatsappNumber", "whatsapp", "tel", "tel"],
  ["dob", "dob", "date", "bday"],
  ["department", "department", "text", "organization-title"],
  ["designation", "designation", "text", "organization-title"],
];

export function StaffRegisterForm() {
  const t = useTranslations("auth");
  const [result, setResult] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const { register, handleSubmit, formState, setError, reset, getValues } = useForm<Values>({ resolver: zodResolver(staffRegisterSchema) });

  async function submit(values: StaffRegisterInput) {
    setResult(null);
    // The schema's parsed values leave the file out; take it straight from the field.
    const photo = getValues("photo");
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) form.set(k, String(v));
    if (photo?.[0]) form.set("photo", photo[0]);
    try {
      const outcome = await registerStaffAction(form);
      if (outcome.ok) {
        reset();
        setResult({ tone: "success", text: t("registered") });
        return;
      }
      for (const [field, key] of Object.entries(outcome.fieldErrors ?? {})) setError(field as keyof Values, { message: key });
      if (outcome.message) setResult({ tone: "error", text: t(outcome.message) });
    } catch {
      setResult({ tone: "error", text: t("connectionFailed") });
    }
  }

  const message = (key?: string) => (key ? t(`errors.${key}`) : undefined);
  const { errors } = formState;
  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="grid gap-x-4 sm:grid-cols-2" aria-busy={formState.isSubmitting}>
      {text.map(([name, label, type, autoComplete]) => (
        <Field key={name} label={t(label)} error={message(errors[name]?.message)}>
          {(a11y) => <input {...a11y} {...register(name)} type={type} autoComplete={autoComplete} className={inputClass} />}
        </Field>
      ))}
      <Field label={t("bloodGroup")} error={message(errors.bloodGroup?.message)}>
        {(a11y) => (
          <select {...a11y} {...register("bloodGroup")} defaultValue="" className={inputClass}>
            <option value="" disabled>
              {t("chooseBloodGroup")}
            </option>
            {bloodGroups.map((g) => (
              <option key={g}>{g}</option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("password")} error={message(errors.password?.message)}>
        {(a11y) => <PasswordInput {...a11y} {...register("password")} autoComplete="new-password" show={t("showPassword")} hide={t("hidePassword")} />}
      </Field>
      <Field label={t("photo")} error={message(errors.photo?.message)}>
        {(a11y) => <input {...a11y} {...register("photo")} type="file" accept="image/jpeg,image/png,image/webp" className={inputClass} />}
      </Field>
      <div className="space-y-3 sm:col-span-2">
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
        <SubmitButton busy={formState.isSubmitting} label={t("registerButton")} busyLabel={t("registering")} />
        <p className="text-center text-sm">
          <Link href="/Staff-Login" className="font-semibold text-brand-700 hover:underline">
            {t("backToLogin")}
          </Link>
        </p>
      </div>
    </form>
  );
}
