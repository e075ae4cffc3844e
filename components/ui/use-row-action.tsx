"use client";

import { useTranslations } from "next-intl";
import { useFormText } from "@/components/forms/use-form-text";
import type { SafeAnswer } from "@/lib/actions/result";
import type { ConfirmLabels } from "./dialogs";
import type { Notice } from "./notice";
import { useActionRun } from "./use-action-run";

/**
 * A console row's one-tap change (delete, disable, approve): that row is busy while it runs, a
 * refusal shows in a message dialog and a success in the console's message, and the page's rows
 * are fetched again either way (a row someone else removed disappears). `failed` is the key under `namespace` shown when the action
 * gives no reason of its own or the connection drops. `deleteLabels(name)` are the words of the
 * delete confirmation, naming the row.
 */
export function useRowAction(namespace: string) {
  const text = useFormText(namespace);
  const r = useTranslations("records");
  const action = useActionRun({ errorTitle: r("errorTitle"), ok: r("ok"), close: r("close"), refusal: (key) => text.message(key ?? "unexpected") });
  const run = (id: number, call: () => Promise<SafeAnswer<unknown> | undefined>, done: () => Notice, failed: string): Promise<boolean> => action.run(call, { row: id, done, failed });
  const { busy, notify, dialog } = action;
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
