import { SubmitButton } from "./field";

/** An edit form's last row: Save, and Cancel beside it (under it on a phone); both wait while saving. */
export function SaveCancel({ busy, labels, onCancel }: { busy: boolean; labels: { save: string; saving: string; cancel: string }; onCancel: () => void }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row-reverse">
      <div className="sm:w-56">
        <SubmitButton busy={busy} label={labels.save} busyLabel={labels.saving} />
      </div>
      <button type="button" onClick={onCancel} disabled={busy} className="min-h-11 rounded-full border border-slate-300 px-6 py-3 font-semibold disabled:opacity-60">
        {labels.cancel}
      </button>
    </div>
  );
}
