"use client";

import { Form } from "@/components/forms/form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert, Field, PasswordInput, SubmitButton } from "@/components/forms/field";
import { useActionForm } from "@/components/forms/use-action-form";
import { resetPasswordAction } from "@/lib/auth/actions";
import { resetSchema } from "@/lib/auth/schema";
import { NextStep } from "./next-step";

type Values = z.infer<typeof resetSchema>;

/** The new password for a working link; once changed, the form gives way to the account's login. */
export function ResetForm({ token, loginHref }: { token: string; loginHref: string }) {
  const t = useTranslations("auth");
  const { register, handleSubmit, formState, setError } = useForm<Values>({ resolver: zodResolver(resetSchema), defaultValues: { token } });
  const { notice, send, text } = useActionForm("auth", setError);
  const [done, setDone] = useState(false);

  async function submit(values: Values) {
    const outcome = await send(
      () => resetPasswordAction(values),
      () => t("resetDone"),
    );
    if (outcome?.ok) setDone(true);
  }

  if (done) return <NextStep tone="success" text={t("resetDone")} href={loginHref} label={t("loginButton")} />;

  const message = text.field;
  return (
    <Form onSubmit={handleSubmit(submit)} noValidate className="space-y-3">
      <input type="hidden" {...register("token")} />
      <Field label={t("newPassword")} error={message(formState.errors.password?.message)}>
        {(a11y) => <PasswordInput {...a11y} {...register("password")} autoComplete="new-password" show={t("showPassword")} hide={t("hidePassword")} />}
      </Field>
      <Field label={t("confirmPassword")} error={message(formState.errors.confirm?.message)}>
        {(a11y) => <PasswordInput {...a11y} {...register("confirm")} autoComplete="new-password" show={t("showPassword")} hide={t("hidePassword")} />}
      </Field>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <SubmitButton busy={formState.isSubmitting} label={t("resetButton")} busyLabel={t("sending")} />
    </Form>
  );
}
