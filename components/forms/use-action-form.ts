"use client";

import { useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useNotice } from "@/components/ui/notice";
import { formResult, type FormResult, type SafeAnswer, type Success } from "@/lib/actions/result";
import { REFUSED } from "./saved";
import { useFormText } from "./use-form-text";

export type Notice = { tone: "error" | "success" | "info"; text: string };

/**
 * How every react-hook-form form sends itself to a server action: the answer's field errors go on
 * their fields, its message into one notice, and a dropped connection says so. A success is said
 * in the same notice, or in the console's own message when the form is drawn in the console. A
 * refusal is also the form's error (`REFUSED`), so react-hook-form does not count it a success.
 * `namespace` holds the form's own words (see useFormText).
 */
export function useActionForm<V extends FieldValues>(namespace: string, setError: UseFormSetError<V>) {
  const text = useFormText(namespace);
  const notices = useNotice();
  const [notice, setNotice] = useState<Notice | null>(null);
  const refuse = (said: string) => {
    setError(REFUSED, { message: said });
    notices?.clear();
    setNotice({ tone: "error", text: said });
  };

  /** Runs the action; answers the folded result, or null when the request failed on the way. */
  async function send<T>(call: () => Promise<SafeAnswer<T> | undefined>, success: (data: Success<T>) => string): Promise<FormResult<T> | null> {
    setNotice(null);
    let outcome: FormResult<T>;
    try {
      outcome = formResult(await call());
    } catch {
      refuse(text.message("connectionFailed"));
      return null;
    }
    if (outcome.ok && notices) notices.show({ text: success(outcome) });
    else if (outcome.ok) setNotice({ tone: "success", text: success(outcome) });
    else {
      notices?.clear();
      for (const [field, key] of Object.entries(outcome.fieldErrors)) setError(field as Path<V>, { message: key });
      if (outcome.message) refuse(text.message(outcome.message));
    }
    return outcome;
  }

  return { notice, send, text };
}
