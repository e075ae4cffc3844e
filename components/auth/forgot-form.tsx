"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, Field, inputClass, SubmitButton } from "@/components/forms/field";
import { requestResetAction } from "@/lib/auth/actions";
import { emailSchema } from "@/lib/auth/schema";

export function ForgotForm({ role }: { role: "STUDENT" | "STAFF" }) {
  const t = useTranslations("auth");
  const [result, setResult] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ resolver: zodResolver(emailSchema) });

  async function submit(values: { email: string }) {
    setResult(null);
    try {
      const outcome = await requestResetAction(role, values);
      setResult(outcome.ok ? { tone: "success", text: t("forgotSent") } : { tone: "error", text: t("unexpected") });
    } catch {
      setResult({ tone: "error", text: t("connectionFailed") });
    }
  }

  const error = formState.errors.email?.message;
  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-3">
      <p className="text-slate-700">{t("forgotIntro")}</p>
      <Field label={t("email")} error={error ? t(`errors.${error}`) : undefined}>
        {(a11y) => <input {...a11y} {...register("email")} type="email" autoComplete="email" className={inputClass} />}
      </Field>
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      <SubmitButton busy={formState.isSubmitting} label={t("submit")} busyLabel={t("sending")} />
    </form>
  );
}
