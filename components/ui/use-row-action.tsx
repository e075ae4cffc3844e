"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { useFormText } from "@/components/forms/use-form-text";
import { formResult, type SafeAnswer } from "@/lib/actions/result";
import { MessageDialog, type ConfirmLabels, type Message } from "./dialogs";

/**
 * A console row's one-tap change (delete, disable, approve): that row is busy while it runs, the
 * outcome shows in a message dialog, and the page's rows are fetched again either way (a row
 * someone else removed disappears). `failed` is the key under `namespace` shown when the action
 * gives no reason of its own or the connection drops. `deleteLabels(name)` are the words of the
 * delete confirmation, naming the row.
 */
export function useRowAction(namespace: string) {
  const text = useFormText(namespace);
  const r = useTranslations("records");
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const closeMessage = useCallback(() => setMessage(null), []);

  async function run(id: number, call: () => Promise<SafeAnswer<unknown> | undefined>, done: () => Message, failed: string): Promise<boolean> {
    setBusy(id);
    try {
      const outcome = formResult(await call());
      setMessage(outcome.ok ? done() : { title: r("errorTitle"), text: text.message(outcome.message ?? failed), error: true });
      router.refresh();
      return outcome.ok;
    } catch {
      setMessage({ title: r("errorTitle"), text: text.message(failed), error: true });
      return false;
    } finally {
      setBusy(null);
    }
  }

  const dialog = <MessageDialog message={message} onClose={closeMessage} labels={{ ok: r("ok"), close: r("close") }} />;
  /** Shows a message of the caller's own (a change made by a form rather than one tap). */
  const notify = (shown: Message) => {
    setMessage(shown);
    router.refresh();
  };
  const deleteLabels = (name: string): ConfirmLabels => ({
    title: r("deleteTitle", { name }),
    text: r("confirmText"),
    confirm: r("confirmDelete"),
    busy: r("deleting"),
    cancel: r("cancel"),
    close: r("close"),
  });
  return { busy, run, notify, dialog, deleteLabels };
}
