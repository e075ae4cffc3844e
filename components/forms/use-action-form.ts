"use client";

import { useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { formResult, type FormResult, type SafeAnswer, type Success } from "@/lib/actions/result";
import { useFormText } from "./use-form-text";

export type Notice = { tone: "error" | "success" | "info"; text: string };

/**
 * How every react-hook-form form sends itself to a server action: the answer's field errors go on
 * their fields, its message (or the success text) into one notice, and a dropped connection says so.
 * `namespace` holds the form's own words (see useFormText).
 */
export function useActionForm<V extends FieldValues>(namespace: string, setError: UseFormSetError<V>) {
  const text = useFormText(namespace);
  const [notice, setNotice] = useState<Notice | null>(null);

  /** Runs the action; answers the folded result, or null when the request failed on the way. */
  async function send<T>(call: () => Promise<SafeAnswer<T> | undefined>, success: (data: Success<T>) => string): Promise<FormResult<T> | null> {
    setNotice(null);
    let outcome: FormResult<T>;
    try {
      outcome = formResult(await call());
    } catch {
      setNotice({ tone: "error", text: text.message("connectionFailed") });
      return null;
    }
    if (outcome.ok) setNotice({ tone: "success", text: success(outcome) });
    else {
      for (const [field, key] of Object.entries(outcome.fieldErrors)) setError(field as Path<V>, { message: key });
      if (outcome.message) setNotice({ tone: "error", text: text.message(outcome.message) });
    }
    return outcome;
  }

  return { notice, send, text };
}
