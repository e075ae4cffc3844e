"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Alert, Field, inputClass, PasswordInput, SubmitButton } from "@/components/forms/field";
import { useActionForm } from "@/components/forms/use-action-form";
import { registerAdminAction } from "@/lib/auth/actions";
import { adminRegisterSchema } from "@/lib/auth/schema";
import type { z } from "zod";

type Values = z.infer<typeof adminRegisterSchema>;

/** The setup code field is shown only while no admin exists (lib/auth/setup-code.ts). */
export function AdminRegisterForm({ needsSetupCode }: { needsSetupCode: boolean }) {
  const t = useTranslations("auth");
  const { register, handleSubmit, formState, setError, reset } = useForm<Values>({ resolver: zodResolver(adminRegisterSchema) });
  const { notice, send, text } = useActionForm("auth", setError);

  async function submit(values: Values) {
    const outcome = await send(
      () => registerAdminAction(values),
      () => t("adminRegistered"),
    );
    if (outcome?.ok) reset();
  }

  const message = text.field;
  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-3">
      <Field label={t("username")} error={message(formState.errors.username?.message)}>
        {(a11y) => <input {...a11y} {...register("username")} autoComplete="username" className={inputClass} />}
      </Field>
      <Field label={t("password")} error={message(formState.errors.password?.message)}>
        {(a11y) => <PasswordInput {...a11y} {...register("password")} autoComplete="new-password" show={t("showPassword")} hide={t("hidePassword")} />}
      </Field>
      {needsSetupCode && (
        <Field label={t("setupCode")} hint={t("setupCodeHint")} error={message(formState.errors.setupCode?.message)}>
          {(a11y) => <input {...a11y} {...register("setupCode")} autoComplete="off" autoCapitalize="characters" spellCheck={false} className={inputClass} />}
        </Field>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <SubmitButton busy={formState.isSubmitting} label={t("registerButton")} busyLabel={t("registering")} />
    </form>
  );
}
