"use client";

import { useCallback, useState } from "react";
import { Modal } from "./modal";
import { useNotice } from "./notice";

export interface Message {
  title: string;
  text: string;
}

/**
 * A refusal or a warning ("Error!", "No File Selected"), waiting for OK. Successes are not said
 * here but in the console's message (./notice.tsx), which stays until closed.
 */
export function MessageDialog({ message, onClose, labels }: { message: Message | null; onClose: () => void; labels: { ok: string; close: string } }) {
  return (
    <Modal open={!!message} onClose={onClose} title={message?.title ?? ""} closeLabel={labels.close}>
      <p className="text-slate-700">{message?.text}</p>
      <div className="mt-5 text-right">
        <button type="button" onClick={onClose} className="min-h-11 rounded-full bg-brand-700 px-5 font-semibold text-white">
          {labels.ok}
        </button>
      </div>
    </Modal>
  );
}

/**
 * A form's refusals in a MessageDialog: `refuse` opens it and takes away the console's last
 * success message, which the refusal replaces; `dialog` is drawn once by the form.
 */
export function useRefusal(labels: { ok: string; close: string }) {
  const notices = useNotice();
  const [message, setMessage] = useState<Message | null>(null);
  const close = useCallback(() => setMessage(null), []);
  const refuse = useCallback(
    (shown: Message) => {
      notices?.clear();
      setMessage(shown);
    },
    [notices],
  );
  return { refuse, dialog: <MessageDialog message={message} onClose={close} labels={labels} /> };
}

export interface ConfirmLabels {
  /** Names what is at stake: "Delete “Group II notes”?". */
  title: string;
  text: string;
  confirm: string;
  busy: string;
  cancel: string;
  close: string;
}

/**
 * "Are you sure?" before something that cannot be undone; the confirm button shows it is busy, and
 * while it is the dialog stays open (aria-busy, see Modal).
 */
export function ConfirmDialog({ open, busy, labels, onCancel, onConfirm }: { open: boolean; busy: boolean; labels: ConfirmLabels; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Modal open={open} onClose={onCancel} title={labels.title} closeLabel={labels.close}>
      <p className="text-slate-700">{labels.text}</p>
      <div className="mt-5 flex justify-end gap-3">
        <button type="button" disabled={busy} onClick={onCancel} className="min-h-11 rounded-full border border-slate-300 px-4 font-semibold">
          {labels.cancel}
        </button>
        <button type="button" disabled={busy} aria-busy={busy} onClick={onConfirm} className="min-h-11 rounded-full bg-red-600 px-4 font-semibold text-white disabled:opacity-70">
          {busy ? labels.busy : labels.confirm}
        </button>
      </div>
    </Modal>
  );
}
