"use client";

import { Form } from "@/components/forms/form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Alert, Field, inputClass, SubmitButton } from "@/components/forms/field";
import { useActionForm } from "@/components/forms/use-action-form";
import { requestResetAction } from "@/lib/auth/actions";
import { emailSchema } from "@/lib/auth/schema";
import { institute } from "@/lib/config";

export function ForgotForm({ role }: { role: "STUDENT" | "STAFF" }) {
  const t = useTranslations("auth");
  const { register, handleSubmit, formState, setError } = useForm<{ email: string }>({ resolver: zodResolver(emailSchema) });
  const { notice, send, text } = useActionForm("auth", setError);

  async function submit(values: { email: string }) {
    await send(
      () => requestResetAction(role, values),
      // Without a mail server the link reaches the person through the institute (the Outbox).
      ({ mailed }) => (mailed ? t("forgotSent") : t("forgotSentByInstitute", { phone: institute.contact.phone })),
    );
  }

  return (
    <Form onSubmit={handleSubmit(submit)} noValidate className="space-y-3">
      <p className="text-slate-700">{t("forgotIntro")}</p>
      <Field label={t("email")} error={text.field(formState.errors.email?.message)}>
        {(a11y) => <input {...a11y} {...register("email")} type="email" autoComplete="email" className={inputClass} />}
      </Field>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <SubmitButton busy={formState.isSubmitting} label={t("submit")} busyLabel={t("sending")} />
    </Form>
  );
}
