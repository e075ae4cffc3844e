"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert, Field, PasswordInput, SubmitButton } from "@/components/forms/field";
import { useActionForm } from "@/components/forms/use-action-form";
import { resetPasswordAction } from "@/lib/auth/actions";
import { resetSchema } from "@/lib/auth/schema";

type Values = z.infer<typeof resetSchema>;

export function ResetForm({ token }: { token: string }) {
  const t = useTranslations("auth");
  const { register, handleSubmit, formState, reset, setError } = useForm<Values>({ resolver: zodResolver(resetSchema), defaultValues: { token } });
  const { notice, send, text } = useActionForm("auth", setError);

  async function submit(values: Values) {
    const outcome = await send(
      () => resetPasswordAction(values),
      () => t("resetDone"),
    );
    if (outcome?.ok) reset({ token, password: "", confirm: "" });
  }

  const message = text.field;
  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-3">
      <input type="hidden" {...register("token")} />
      <Field label={t("newPassword")} error={message(formState.errors.password?.message)}>
        {(a11y) => <PasswordInput {...a11y} {...register("password")} autoComplete="new-password" show={t("showPassword")} hide={t("hidePassword")} />}
      </Field>
      <Field label={t("confirmPassword")} error={message(formState.errors.confirm?.message)}>
        {(a11y) => <PasswordInput {...a11y} {...register("confirm")} autoComplete="new-password" show={t("showPassword")} hide={t("hidePassword")} />}
      </Field>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <SubmitButton busy={formState.isSubmitting} label={t("resetButton")} busyLabel={t("sending")} />
    </form>
  );
}
