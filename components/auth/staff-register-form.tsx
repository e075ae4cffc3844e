"use client";

import { Form } from "@/components/forms/form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Alert, Field, PasswordInput, SubmitButton } from "@/components/forms/field";
import { useActionForm } from "@/components/forms/use-action-form";
import { StaffFields, staffFormData } from "@/components/staff/staff-fields";
import { registerStaffAction } from "@/lib/staff/actions";
import { staffRegisterSchema, type StaffRegisterInput } from "@/lib/staff/schema";
import { Link } from "@/lib/i18n/navigation";
import { authRoutes } from "@/lib/routes";

type Values = StaffRegisterInput & { photo?: FileList };

/** Staff registration: self-service at /Staff-Register, and the admin's "add staff" screen in the console. */
export function StaffRegisterForm({ inConsole = false }: { inConsole?: boolean }) {
  const t = useTranslations("auth");
  const { register, handleSubmit, formState, setError, reset, getValues } = useForm<Values>({
    resolver: zodResolver(staffRegisterSchema),
    defaultValues: { bloodGroup: "" as Values["bloodGroup"] },
  });
  const { notice, send, text } = useActionForm("auth", setError);

  async function submit(values: StaffRegisterInput) {
    // The schema's parsed values leave the file out; take it straight from the field.
    const outcome = await send(
      () => registerStaffAction(staffFormData(values, getValues("photo"))),
      ({ pending }) => (pending ? t("staffRequestSent") : inConsole ? t("staffAdded") : t("registered")),
    );
    if (outcome?.ok) reset();
  }

  return (
    <Form onSubmit={handleSubmit(submit)} noValidate className="grid gap-x-4 sm:grid-cols-2" aria-busy={formState.isSubmitting}>
      <StaffFields register={register} errors={formState.errors} photoLabel={t("photo")}>
        <Field label={t("password")} error={text.field(formState.errors.password?.message)}>
          {(a11y) => <PasswordInput {...a11y} {...register("password")} autoComplete="new-password" show={t("showPassword")} hide={t("hidePassword")} />}
        </Field>
      </StaffFields>
      <div className="space-y-3 sm:col-span-2">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <SubmitButton busy={formState.isSubmitting} label={t("registerButton")} busyLabel={t("registering")} />
        {!inConsole && (
          <p className="text-center text-sm">
            <Link href={authRoutes.staffLogin} className="font-semibold text-brand-700 hover:underline">
              {t("backToLogin")}
            </Link>
          </p>
        )}
      </div>
    </Form>
  );
}
