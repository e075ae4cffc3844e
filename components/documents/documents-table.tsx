"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { Modal, useAutoClose } from "@/components/ui/modal";
import type { DocumentRow } from "@/lib/documents/schema";
import { PdfIcon } from "@/components/ui/pdf-icon";
import { DocumentForm } from "./document-form";

const MESSAGE_MS = 2000;

/**
 * The view screen's table: Id, Icon, Syllabus, Paper, Subject, Download, Edit, Delete. An update
 * replaces its row with the server's record; a delete reloads the page of rows from the server.
 */
export function DocumentsTable({ endpoint, rows: initialRows }: { endpoint: string; rows: DocumentRow[] }) {
  const t = useTranslations("documents");
  const router = useRouter();
  const [rows, setRows] = useState(initialRows);
  const [editing, setEditing] = useState<DocumentRow | null>(null);
  const [deleting, setDeleting] = useState<DocumentRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ title: string; text: string; error?: boolean } | null>(null);
  const closeMessage = useCallback(() => setMessage(null), []);
  useAutoClose(!!message && !message.error, closeMessage, MESSAGE_MS);

  // New rows from the server (search, paging, refresh) replace the local copy.
  const [source, setSource] = useState(initialRows);
  if (source !== initialRows) {
    setSource(initialRows);
    setRows(initialRows);
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      const response = await fetch(`${endpoint}/${deleting.id}`, { method: "DELETE" });
      if (!response.ok && response.status !== 404) throw new Error(String(response.status));
      setRows((current) => current.filter((r) => r.id !== deleting.id));
      setMessage({ title: t("deletedTitle"), text: t("deletedText") });
      router.refresh();
    } catch {
      setMessage({ title: t("errorTitle"), text: t("deleteFailed"), error: true });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  return (
    <>
      {rows.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-slate-700">{t("empty")}</p>
      ) : (
      <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="bg-brand-900 text-white">
            <tr>
              {(["id", "icon", "title", "paper", "subject", "download", "edit", "delete"] as const).map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {t(`columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-100 align-middle">
                <td className="px-3 py-2 tabular-nums">{row.id}</td>
                <td className="px-3 py-2">
                  <PdfIcon />
                </td>
                <td className="px-3 py-2 font-semibold">{row.title}</td>
                <td className="px-3 py-2">{row.paper}</td>
                <td className="px-3 py-2">{row.subject}</td>
                <td className="px-3 py-2">
                  <a href={`/api/files/${row.fileId}?download=1`} download={row.fileName} className="font-semibold text-brand-700 hover:underline">
                    {t("download")}
                  </a>
                </td>
                <td className="px-3 py-2">
                  <button type="button" onClick={() => setEditing(row)} className="rounded-full bg-amber-500 px-3 py-1 font-semibold text-slate-900">
                    {t("update")}
                  </button>
                </td>
                <td className="px-3 py-2">
                  <button type="button" onClick={() => setDeleting(row)} className="rounded-full bg-red-600 px-3 py-1 font-semibold text-white">
                    {t("delete")}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      )}

      <Modal open={!!editing} onClose={() => setEditing(null)} title={t("updateTitle")} size="xl">
        {editing && (
          <DocumentForm
            endpoint={`${endpoint}/${editing.id}`}
            method="PUT"
            initial={{ title: editing.title, paper: editing.paper, subject: editing.subject }}
            fileRequired={false}
            submitLabel={t("saveChanges")}
            onSaved={(saved) => {
              setRows((current) => current.map((r) => (r.id === saved.id ? saved : r)));
              setEditing(null);
              setMessage({ title: t("updatedTitle"), text: t("updatedText") });
            }}
          />
        )}
      </Modal>

      <Modal open={!!deleting} onClose={() => !busy && setDeleting(null)} title={t("confirmTitle")}>
        <p className="text-slate-700">{t("confirmText")}</p>
        <div className="mt-5 flex justify-end gap-3">
          <button type="button" disabled={busy} onClick={() => setDeleting(null)} className="rounded-full border border-slate-300 px-4 py-2 font-semibold">
            {t("cancel")}
          </button>
          <button type="button" disabled={busy} aria-busy={busy} onClick={confirmDelete} className="rounded-full bg-red-600 px-4 py-2 font-semibold text-white disabled:opacity-70">
            {busy ? t("deleting") : t("confirmDelete")}
          </button>
        </div>
      </Modal>

      <Modal open={!!message} onClose={closeMessage} title={message?.title ?? ""}>
        <p className="text-slate-700">{message?.text}</p>
        {message?.error && (
          <div className="mt-5 text-right">
            <button type="button" onClick={closeMessage} className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white">
              {t("ok")}
            </button>
          </div>
        )}
      </Modal>
    </>
  );
}
