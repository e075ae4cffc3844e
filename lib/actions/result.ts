// What every form sees of a server action (lib/actions/builder.ts), in the browser and in tests.
// next-safe-action answers { data } | { serverError } | { validationErrors }; `formResult` folds
// that into one type, so no form reads the library's shape. Message keys are under "form" in
// messages/ (or the form's own namespace, see components/forms/use-form-text.ts); field error
// keys under "form.errors".

/** The refusals the action builder itself gives. */
export type Refusal = "signInRequired" | "notAllowed" | "invalidInput" | "notFound" | "unexpected";

/** An action's answer as a form sees it: its data (if any) with ok, or what to show where. */
export type FormResult<T = object> = ({ ok: true } & (T extends object ? T : object)) | { ok: false; message?: string; fieldErrors: Record<string, string> };
export type Success<T> = Extract<FormResult<T>, { ok: true }>;

export interface SafeAnswer<T> {
  data?: T;
  serverError?: string;
  validationErrors?: { formErrors: string[]; fieldErrors: Partial<Record<string, string[]>> };
}

export function formResult<T>(answer: SafeAnswer<T> | undefined): FormResult<T> {
  // An action answers undefined only when the request never reached it.
  if (!answer) return { ok: false, message: "unexpected", fieldErrors: {} };
  if (answer.serverError !== undefined) return { ok: false, message: answer.serverError, fieldErrors: {} };
  if (answer.validationErrors) {
    const fieldErrors: Record<string, string> = {};
    for (const [field, keys] of Object.entries(answer.validationErrors.fieldErrors)) if (keys?.[0]) fieldErrors[field] = keys[0];
    const message = answer.validationErrors.formErrors[0] ?? (Object.keys(fieldErrors).length ? undefined : "invalidInput");
    return { ok: false, message, fieldErrors };
  }
  return { ok: true, ...(answer.data as object) } as Success<T>;
}

/** Which form field a uniqueness clash belongs to (the same key names the field's message). */
export const clashField = {
  usernameTaken: "username",
  emailTaken: "email",
  phoneTaken: "phoneNumber",
  aadhaarTaken: "aadhaarNumber",
} as const;
export type Clash = keyof typeof clashField;
