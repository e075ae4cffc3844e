"use client";

import { useTranslations } from "next-intl";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { Field, inputClass } from "@/components/forms/field";
import { FilePicker } from "@/components/forms/file-picker";
import { useFormText } from "@/components/forms/use-form-text";
import { type StaffDetails } from "@/lib/staff/schema";
import { bloodGroups } from "@/lib/zod";

const text: [keyof StaffDetails, string, string, string][] = [
  ["username", "name", "text", "name"],
  ["email", "email", "email", "email"],
  ["phoneNumber", "phone", "tel", "tel"],
  ["whatsappNumber", "whatsapp", "tel", "tel"],
  ["dob", "dob", "date", "bday"],
  ["department", "department", "text", "organization-title"],
  ["designation", "designation", "text", "organization-title"],
];

/**
 * A staff member's details, shared by the registration form and the admin's edit form: the text
 * fields, the blood group, then `children` (the password, where there is one), then the photo.
 */
export function StaffFields<V extends FieldValues>({
  register,
  errors,
  photoLabel,
  children,
}: {
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
  photoLabel: string;
  children?: React.ReactNode;
}) {
  const t = useTranslations("auth");
  const words = useFormText("auth");
  const message = (name: string) => {
    const key = errors[name]?.message;
    return typeof key === "string" ? words.field(key) : undefined;
  };
  const field = (name: string) => register(name as Path<V>);
  return (
    <>
      {text.map(([name, label, type, autoComplete]) => (
        <Field key={name} label={t(label)} error={message(name)}>
          {(a11y) => <input {...a11y} {...field(name)} type={type} autoComplete={autoComplete} className={inputClass} />}
        </Field>
      ))}
      <Field label={t("bloodGroup")} error={message("bloodGroup")}>
        {(a11y) => (
          <select {...a11y} {...field("bloodGroup")} className={inputClass}>
            <option value="" disabled>
              {t("chooseBloodGroup")}
            </option>
            {bloodGroups.map((g) => (
              <option key={g}>{g}</option>
            ))}
          </select>
        )}
      </Field>
      {children}
      <Field label={photoLabel} error={message("photo")}>
        {(a11y) => <FilePicker {...a11y} {...field("photo")} kind="image" />}
      </Field>
    </>
  );
}

/** The fields as the server actions take them: strings, and the photo when one was chosen. */
export function staffFormData(values: Record<string, unknown>, photo: FileList | undefined): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) if (k !== "photo") form.set(k, String(v));
  if (photo?.[0]) form.set("photo", photo[0]);
  return form;
}
