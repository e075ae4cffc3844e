"use client";

import { Form } from "@/components/forms/form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, Field, inputClass, PasswordInput, SubmitButton } from "@/components/forms/field";
import { useActionForm } from "@/components/forms/use-action-form";
import { registerAdminAction } from "@/lib/auth/actions";
import { adminRegisterSchema } from "@/lib/auth/schema";
import type { z } from "zod";
import { AdminCreated } from "./admin-created";

type Values = z.infer<typeof adminRegisterSchema>;

/**
 * The setup code field is shown only while no admin exists (lib/auth/setup-code.ts). Once the
 * account exists the form gives way to where it signs in; the page's own words ("no admin yet")
 * are part of the form, so they go with it.
 */
export function AdminRegisterForm({ needsSetupCode, intro }: { needsSetupCode: boolean; intro: string }) {
  const [created, setCreated] = useState<string | null>(null);
  // "Add another" mounts a fresh form: empty fields, no message left from the last one.
  if (created !== null) return <AdminCreated username={created} onAnother={needsSetupCode ? undefined : () => setCreated(null)} />;
  return <AdminForm needsSetupCode={needsSetupCode} intro={intro} onCreated={setCreated} />;
}

function AdminForm({ needsSetupCode, intro, onCreated }: { needsSetupCode: boolean; intro: string; onCreated: (username: string) => void }) {
  const t = useTranslations("auth");
  const { register, handleSubmit, formState, setError } = useForm<Values>({ resolver: zodResolver(adminRegisterSchema) });
  const { notice, send, text } = useActionForm("auth", setError);

  async function submit(values: Values) {
    const outcome = await send(
      () => registerAdminAction(values),
      () => t("adminCreated", { username: values.username }),
    );
    if (outcome?.ok) onCreated(values.username);
  }

  const message = text.field;
  return (
    <Form onSubmit={handleSubmit(submit)} noValidate className="space-y-3">
      <p className="text-slate-700">{intro}</p>
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
    </Form>
  );
}
