"use client";

import { Form } from "@/components/forms/form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { apiRoutes } from "@/lib/routes";
import { z } from "@/lib/zod";
import { Alert, Field, inputClass, PasswordInput, SubmitButton } from "@/components/forms/field";
import { useFormText } from "@/components/forms/use-form-text";
import type { AppRole } from "@/lib/auth/schema";
import { Link } from "@/lib/i18n/navigation";

const schema = z.object({ username: z.string().trim().min(1, "required"), password: z.string().min(1, "required") });
type Values = z.infer<typeof schema>;

const SUCCESS_PAUSE_MS = 1500;

export function LoginForm({ role, forgotHref }: { role: AppRole; forgotHref?: string }) {
  const t = useTranslations("auth");
  const text = useFormText("auth");
  const locale = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const { register, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(schema) });

  async function submit(values: Values) {
    setFailure(null);
    let response: Response;
    try {
      response = await fetch(apiRoutes.login, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...values, role, locale }),
      });
    } catch {
      setFailure(text.message("connectionFailed"));
      return;
    }
    const data = (await response.json().catch(() => ({}))) as { message?: string; redirectTo?: string };
    if (!response.ok || !data.redirectTo) {
      setFailure(data.message ?? (role === "ADMIN" ? text.message("unexpected") : t("loginFailed")));
      return;
    }
    if (role === "STAFF") {
      setSuccess(true);
      await new Promise((resolve) => setTimeout(resolve, SUCCESS_PAUSE_MS));
    }
    // A full load so the console renders with the new session cookie.
    window.location.assign(data.redirectTo);
  }

  const busy = formState.isSubmitting || success;
  const fieldError = text.field;
  return (
    <Form onSubmit={handleSubmit(submit)} noValidate className="space-y-3">
      {/* Students sign in with a register number, email or mobile number: names are not unique. */}
      <Field
        label={role === "STUDENT" ? t("studentIdentifier") : t("username")}
        hint={role === "STUDENT" ? t("studentIdentifierHint") : undefined}
        error={fieldError(formState.errors.username?.message)}
      >
        {(a11y) => <input {...a11y} {...register("username")} autoComplete="username" autoCapitalize="none" className={inputClass} />}
      </Field>
      <Field label={t("password")} error={fieldError(formState.errors.password?.message)}>
        {(a11y) => <PasswordInput {...a11y} {...register("password")} autoComplete="current-password" show={t("showPassword")} hide={t("hidePassword")} />}
      </Field>
      {forgotHref && (
        <p className="text-right text-sm">
          <Link href={forgotHref} className="font-semibold text-brand-700 hover:underline">
            {t("forgotPassword")}
          </Link>
        </p>
      )}
      {failure && (
        <Alert tone="error" title={role === "STUDENT" ? t("loginFailedTitle") : undefined}>
          {failure}
        </Alert>
      )}
      {success && <Alert tone="success">{t("staffLoginSuccess")}</Alert>}
      <SubmitButton busy={busy} label={t("loginButton")} busyLabel={t("signingIn")} />
    </Form>
  );
}
