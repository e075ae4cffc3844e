"use client";

import { Modal, useAutoClose } from "./modal";

export interface Message {
  title: string;
  text: string;
  /** Errors wait for OK; successes close themselves after two seconds, as the spec's dialogs do. */
  error?: boolean;
}

const SUCCESS_MS = 2000;

export function MessageDialog({ message, onClose, labels }: { message: Message | null; onClose: () => void; labels: { ok: string; close: string } }) {
  useAutoClose(!!message && !message.error, onClose, SUCCESS_MS);
  return (
    <Modal open={!!message} onClose={onClose} title={message?.title ?? ""} closeLabel={labels.close}>
      <p className="text-slate-700">{message?.text}</p>
      {message?.error && (
        <div className="mt-5 text-right">
          <button type="button" onClick={onClose} className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white">
            {labels.ok}
          </button>
        </div>
      )}
    </Modal>
  );
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
