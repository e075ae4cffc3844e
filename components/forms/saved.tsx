"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/** The server refused a save: a form error, so react-hook-form does not count the submit as successful. */
export const REFUSED = "root.server" as const;

/**
 * Whether an edit form shows "Saved" (issue 35, item 6): from a save the server took until a field
 * changes again. Built on react-hook-form's own state: a submit is successful when it ends with no
 * error (a refusal sets one, `REFUSED`), and the saved values then become the form's defaults, so
 * `isDirty` is the change since that save. The reset waits for the submit to settle: inside the
 * submit handler it would cancel the submit's own "successful".
 */
export function useSaved<V extends FieldValues>({ formState, reset, getValues }: Pick<UseFormReturn<V>, "formState" | "reset" | "getValues">): boolean {
  const { isSubmitSuccessful, isDirty, submitCount } = formState;
  useEffect(() => {
    if (isSubmitSuccessful) reset(getValues(), { keepIsSubmitSuccessful: true, keepIsSubmitted: true, keepSubmitCount: true });
  }, [isSubmitSuccessful, submitCount, reset, getValues]);
  return isSubmitSuccessful && !isDirty;
}

/**
 * "Saved", beside an edit form's Save button; it stays until the form changes. The line keeps its
 * height when empty, so the buttons do not move under a finger.
 */
export function SavedMark({ saved }: { saved: boolean }) {
  const t = useTranslations("form");
  return (
    <p role="status" className="flex min-h-11 items-center gap-2 font-semibold text-green-800">
      {saved && (
        <>
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
            <path d="M4 12.5l5 5L20 6.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t("saved")}
        </>
      )}
    </p>
  );
}
