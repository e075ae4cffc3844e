"use client";

import { useTranslations } from "next-intl";
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { inputClass } from "@/components/forms/field";
import type { MockTestForm } from "@/lib/mock-tests/schema";

/** Sections as rows of (from, to, name); a row that breaks the order says so under itself. */
export function SectionsField({
  control,
  register,
  errors,
  questions,
  lastTo,
  note,
  message,
}: {
  control: Control<MockTestForm>;
  register: UseFormRegister<MockTestForm>;
  errors: FieldErrors<MockTestForm>["sections"];
  questions: number;
  /** Where the last row ends, so a new row starts right after it. */
  lastTo: number | undefined;
  note?: string;
  message: (key: string | undefined) => string | undefined;
}) {
  const t = useTranslations("mockConsole");
  const { fields, append, remove } = useFieldArray({ control, name: "sections" });
  return (
    <fieldset className="mb-4 sm:col-span-2">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t("fields.sections")}</legend>
      <p className="mb-2 text-sm text-slate-600">{t("sectionsHint")}</p>
      {note && <p className="mb-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">{note}</p>}
      <ol className="grid gap-3">
        {fields.map((field, i) => {
          const rowErrors = errors?.[i];
          const error = message(rowErrors?.from?.message ?? rowErrors?.to?.message ?? rowErrors?.name?.message);
          const errorId = `section-${field.id}-error`;
          const a11y = { "aria-invalid": !!error, "aria-describedby": error ? errorId : undefined };
          return (
            <li key={field.id} className="rounded-lg border border-slate-200 p-2">
              <p className="mb-1 text-sm font-semibold text-slate-700">{t("sectionRow", { row: i + 1 })}</p>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-[6rem_6rem_1fr_auto] sm:items-end">
                <label className="text-sm">
                  {t("sectionFrom")}
                  <input type="number" inputMode="numeric" min={1} max={300} {...register(`sections.${i}.from`, { valueAsNumber: true })} {...a11y} className={inputClass} />
                </label>
                <label className="text-sm">
                  {t("sectionTo")}
                  <input type="number" inputMode="numeric" min={1} max={300} {...register(`sections.${i}.to`, { valueAsNumber: true })} {...a11y} className={inputClass} />
                </label>
                <label className="col-span-2 text-sm sm:col-span-1">
                  {t("sectionName")}
                  <input {...register(`sections.${i}.name`)} {...a11y} className={inputClass} />
                </label>
                <button type="button" onClick={() => remove(i)} className="col-span-2 min-h-11 rounded-full border border-red-300 px-4 text-sm font-semibold text-red-700 sm:col-span-1">
                  {t("removeSection", { row: i + 1 })}
                </button>
              </div>
              <p id={errorId} aria-live="polite" className="mt-1 text-sm text-red-700">
                {error}
              </p>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        onClick={() => append({ from: (Number(lastTo) || 0) + 1, to: Number.isInteger(questions) ? questions : NaN, name: "" })}
        className="mt-2 min-h-11 rounded-full border border-brand-700 px-4 font-semibold text-brand-800"
      >
        {t("addSection")}
      </button>
    </fieldset>
  );
}
