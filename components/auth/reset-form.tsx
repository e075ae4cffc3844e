"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert, Field, PasswordInput, SubmitButton } from "@/components/forms/field";
import { resetPasswordAction } from "@/lib/auth/actions";
import { resetSchema } from "@/lib/auth/schema";

type Values = z.infer<typeof resetSchema>;

export function ResetForm({ token }: { token: string }) {
  const t = useTranslations("auth");
  const [result, setResult] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<Values>({ resolver: zodResolver(resetSchema), defaultValues: { token } });

  async function submit(values: Values) {
    setResult(null);
    try {
      const outcome = await resetPasswordAction(values);
      if (outcome.ok) reset({ token, password: "", confirm: "" });
      setResult(outcome.ok ? { tone: "success", text: t("resetDone") } : { tone: "error", text: t(outcome.message ?? "unexpected") });
    } catch {
      setResult({ tone: "error", text: t("connectionFailed") });
    }
  }

  const message = (key?: string) => (key ? t(`errors.${key}`) : undefined);
  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-3">
      <input type="hidden" {...register("token")} />
      <Field label={t("newPassword")} error={message(formState.errors.password?.message)}>
        {(a11y) => <PasswordInput {...a11y} {...register("password")} autoComplete="new-password" show={t("showPassword")} hide={t("hidePassword")} />}
      </Field>
      <Field label={t("confirmPassword")} error={message(formState.errors.confirm?.message)}>
        {(a11y) => <PasswordInput {...a11y} {...register("confirm")} autoComplete="new-password" show={t("showPassword")} hide={t("hidePassword")} />}
      </Field>
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      <SubmitButton busy={formState.isSubmitting} label={t("resetButton")} busyLabel={t("sending")} />
    </form>
  );
}
