"use client";

import Image from "next/image";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DataTable } from "@/components/ui/data-table";
import { ConfirmDialog } from "@/components/ui/dialogs";
import { Modal } from "@/components/ui/modal";
import { PdfIcon } from "@/components/ui/pdf-icon";
import { PdfViewerDialog } from "@/components/ui/pdf-viewer";
import { pdfViewerLabels } from "@/components/ui/pdf-viewer-labels";
import { useRowAction } from "@/components/ui/use-row-action";
import { resources, type ResourceKey } from "@/lib/records/specs";
import type { RecordRow } from "@/lib/records/types";
import { apiRoutes } from "@/lib/routes";
import { RecordForm } from "./record-form";

const fileUrl = (row: RecordRow) => apiRoutes.file(row.file?.id);

/**
 * The view screen's table of every console record, with the columns its spec lists. An update
 * replaces its row with the server's record; a delete removes it and reloads the page of rows.
 */
export function RecordsTable({ resource, endpoint, rows: initialRows }: { resource: ResourceKey; endpoint: string; rows: RecordRow[] }) {
  const spec = resources[resource];
  const t = useTranslations("records");
  const own = useTranslations(resource);
  const [rows, setRows] = useState(initialRows);
  const [editing, setEditing] = useState<RecordRow | null>(null);
  const [deleting, setDeleting] = useState<RecordRow | null>(null);
  const [viewing, setViewing] = useState<RecordRow | null>(null);
  const { busy, run, notify, dialog, deleteLabels } = useRowAction(resource);

  // New rows from the server (search, paging, refresh) replace the local copy.
  const [source, setSource] = useState(initialRows);
  if (source !== initialRows) {
    setSource(initialRows);
    setRows(initialRows);
  }

  async function confirmDelete() {
    if (!deleting) return;
    const id = deleting.id;
    const remove = async () => {
      const response = await fetch(`${endpoint}/${id}`, { method: "DELETE" });
      if (response.status === 409) return { serverError: "recordInUse" };
      if (!response.ok && response.status !== 404) throw new Error(String(response.status));
      setRows((current) => current.filter((r) => r.id !== id));
      return {};
    };
    await run(id, remove, () => ({ title: t("deletedTitle"), text: own("deletedText") }), "deleteFailed");
    setDeleting(null);
  }

  const options = Object.fromEntries(spec.fields.filter((f) => "options" in f).map((f) => [f.name, true]));
  const label = (column: string) => (spec.fields.some((f) => f.name === column) ? own(`fields.${column}`) : t(`columns.${column}`));
  // In words, as the cells show them ("Group IV · Answer"), never the stored codes.
  const value = (column: string, row: RecordRow) => (options[column] ? own(`options.${column}.${row.values[column]}`) : row.values[column]);
  const title = (row: RecordRow) =>
    Object.keys(row.values)
      .map((column) => value(column, row))
      .join(" · ");

  function cell(column: string, row: RecordRow): React.ReactNode {
    switch (column) {
      case "id":
        return <span className="tabular-nums">{row.id}</span>;
      case "icon":
        return <PdfIcon />;
      case "photo":
        return row.file ? (
          <Image src={fileUrl(row)} alt={row.values.name ?? ""} width={100} height={100} className="size-[100px] rounded-lg object-cover" />
        ) : (
          <span className="text-slate-500">{t("noPhoto")}</span>
        );
      case "view":
        return (
          <button type="button" onClick={() => setViewing(row)} className="font-semibold text-brand-700 hover:underline">
            {t("viewPdf")}
          </button>
        );
      case "download":
        return (
          <a href={`${fileUrl(row)}?download=1`} download className="font-semibold text-brand-700 hover:underline">
            {t("download")}
          </a>
        );
      case "edit":
        return (
          <button type="button" onClick={() => setEditing(row)} className="rounded-full bg-amber-500 px-3 py-1 font-semibold text-slate-900">
            {t("update")}
          </button>
        );
      case "delete":
        return (
          <button type="button" onClick={() => setDeleting(row)} className="rounded-full bg-red-600 px-3 py-1 font-semibold text-white">
            {t("delete")}
          </button>
        );
      default:
        return value(column, row);
    }
  }

  return (
    <>
      {rows.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-slate-700">{own("empty")}</p>
      ) : (
        <DataTable
          columns={spec.columns.map((column) => ({ key: column, label: label(column), hidden: column === "icon" }))}
          rows={rows.map((row) => ({ key: row.id, cells: spec.columns.map((column) => cell(column, row)) }))}
        />
      )}

      <Modal open={!!editing} onClose={() => setEditing(null)} title={own("updateTitle")} closeLabel={t("close")} size={resource === "documents" ? "xl" : "md"}>
        {editing && (
          <RecordForm
            resource={resource}
            endpoint={`${endpoint}/${editing.id}`}
            method="PUT"
            initial={editing.values}
            submitLabel={t("saveChanges")}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setRows((current) => current.map((r) => (r.id === saved.id ? saved : r)));
              setEditing(null);
              notify({ title: t("updatedTitle"), text: own("updatedText") });
            }}
          />
        )}
      </Modal>

      <ConfirmDialog open={!!deleting} busy={busy !== null} labels={deleteLabels(deleting ? title(deleting) : "")} onCancel={() => setDeleting(null)} onConfirm={confirmDelete} />
      <PdfViewerDialog src={viewing ? fileUrl(viewing) : null} title={viewing ? title(viewing) : ""} onClose={() => setViewing(null)} labels={pdfViewerLabels(t)} />
      {dialog}
    </>
  );
}
