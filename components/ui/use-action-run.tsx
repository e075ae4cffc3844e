"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { formResult, type SafeAnswer, type Success } from "@/lib/actions/result";
import { useRefusal } from "./dialogs";
import { useConsoleNotice, type Notice } from "./notice";

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
 * a message dialog, a success said in the console's message when `done` has words for it, and the
 * page fetched again either way (a row someone else changed shows as it is).
 */
export function useActionRun(words: ActionWords) {
  const router = useRouter();
  const notices = useConsoleNotice();
  const [busy, setBusy] = useState<number | true | null>(null);
  const refusal = useRefusal({ ok: words.ok, close: words.close });
  const refuse = (text: string) => refusal.refuse({ title: words.errorTitle, text });

  async function run<T>(call: () => Promise<SafeAnswer<T> | undefined>, options: { row?: number; done?: (outcome: Success<T>) => Notice | null; failed?: string } = {}) {
    setBusy(options.row ?? true);
    try {
      const outcome = formResult(await call());
      if (!outcome.ok) refuse(words.refusal(outcome.message ?? options.failed));
      else {
        const said = options.done?.(outcome as Success<T>);
        if (said) notices.show(said);
      }
      router.refresh();
      return outcome.ok;
    } catch {
      refuse(words.refusal(options.failed));
      return false;
    } finally {
      setBusy(null);
    }
  }

  /** Says a success of the caller's own (a change made by a form rather than one tap). */
  const notify = (shown: Notice) => {
    notices.show(shown);
    router.refresh();
  };
  return { busy, run, notify, dialog: refusal.dialog };
}
