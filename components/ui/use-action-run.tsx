"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { formResult, type SafeAnswer, type Success } from "@/lib/actions/result";
import { MessageDialog, type Message } from "./dialogs";

/** The words of an action's outcome: the dialog's, and a refusal's by key (none: it failed or the connection dropped). */
export interface ActionWords {
  errorTitle: string;
  ok: string;
  close: string;
  refusal: (key: string | undefined) => string;
}

/**
 * A console action run from a tap (issue 32: one hook where three screens each had their own):
 * busy while it runs (`busy` names which row, or is true), a refusal or a dropped connection said in
 * a message dialog, a success said too when `done` has words for it, and the page fetched again
 * either way (a row someone else changed shows as it is).
 */
export function useActionRun(words: ActionWords) {
  const router = useRouter();
  const [busy, setBusy] = useState<number | true | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const close = useCallback(() => setMessage(null), []);

  async function run<T>(call: () => Promise<SafeAnswer<T> | undefined>, options: { row?: number; done?: (outcome: Success<T>) => Message | null; failed?: string } = {}) {
    setBusy(options.row ?? true);
    try {
      const outcome = formResult(await call());
      const said = outcome.ok ? (options.done?.(outcome as Success<T>) ?? null) : { title: words.errorTitle, text: words.refusal(outcome.message ?? options.failed), error: true };
      if (said) setMessage(said);
      router.refresh();
      return outcome.ok;
    } catch {
      setMessage({ title: words.errorTitle, text: words.refusal(options.failed), error: true });
      return false;
    } finally {
      setBusy(null);
    }
  }

  /** Shows a message of the caller's own (a change made by a form rather than one tap). */
  const notify = (shown: Message) => {
    setMessage(shown);
    router.refresh();
  };
  const dialog = <MessageDialog message={message} onClose={close} labels={{ ok: words.ok, close: words.close }} />;
  return { busy, run, notify, dialog };
}
