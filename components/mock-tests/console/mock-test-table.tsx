"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { DataTable } from "@/components/ui/data-table";
import { ConfirmDialog } from "@/components/ui/dialogs";
import { useRowAction } from "@/components/ui/use-row-action";
import { deleteMockTestAction } from "@/lib/mock-tests/authoring-actions";
import type { MockTestStatus } from "@/lib/mock-tests/console";
import { Link } from "@/lib/i18n/navigation";
import { mockConsoleRoutes } from "@/lib/routes";

/** A row as the page formats it on the server (times in IST, labels translated). */
export interface MockTestListRow {
  id: number;
  title: string;
  exam: string;
  window: string;
  status: MockTestStatus;
  keyFinal: boolean;
  submitted: number;
}

const statusClass: Record<MockTestStatus, string> = {
  upcoming: "bg-blue-100 text-blue-900",
  open: "bg-green-100 text-green-900",
  closed: "bg-slate-200 text-slate-800",
};
const linkClass = "inline-flex min-h-11 items-center rounded-full px-3 font-semibold";

/** The console's list of mock tests with Edit, Results and Delete (a test with attempts is kept, with the reason). */
export function MockTestTable({ rows }: { rows: MockTestListRow[] }) {
  const t = useTranslations("mockConsole");
  const [deleting, setDeleting] = useState<MockTestListRow | null>(null);
  const { busy, run, dialog, deleteLabels } = useRowAction("mockConsole");

  async function remove() {
    if (!deleting) return;
    await run(
      deleting.id,
      () => deleteMockTestAction(deleting.id),
      () => ({ title: t("deletedTitle"), text: t("deletedText") }),
      "deleteFailed",
    );
    setDeleting(null);
  }

  const columns = ["title", "exam", "window", "status", "key", "submitted", "actions"] as const;
  return (
    <>
      <DataTable
        minWidth="60rem"
        columns={columns.map((c) => ({ key: c, label: t(`columns.${c}`) }))}
        rows={rows.map((row) => ({
          key: row.id,
          cells: [
            <span key="t" className="font-semibold">
              {row.title}
            </span>,
            row.exam,
            <span key="w" className="tabular-nums">
              {row.window}
            </span>,
            <span key="s" className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusClass[row.status]}`}>
              {t(`status.${row.status}`)}
            </span>,
            t(`keyStatus.${row.keyFinal ? "final" : "provisional"}`),
            <span key="n" className="tabular-nums">
              {t("submittedCount", { count: row.submitted })}
            </span>,
            <span key="a" className="flex flex-wrap gap-2">
              <Link href={mockConsoleRoutes.edit(row.id)} aria-label={t("editNamed", { title: row.title })} className={`${linkClass} bg-amber-500 text-slate-900`}>
                {t("edit")}
              </Link>
              <Link href={mockConsoleRoutes.results(row.id)} aria-label={t("resultsNamed", { title: row.title })} className={`${linkClass} border border-brand-700 text-brand-800`}>
                {t("results")}
              </Link>
              <button
                type="button"
                disabled={busy === row.id}
                onClick={() => setDeleting(row)}
                aria-label={t("deleteNamed", { title: row.title })}
                className={`${linkClass} bg-red-600 text-white disabled:opacity-60`}
              >
                {t("delete")}
              </button>
            </span>,
          ],
        }))}
      />
      <ConfirmDialog open={!!deleting} busy={busy !== null} labels={deleteLabels(deleting?.title ?? "")} onCancel={() => setDeleting(null)} onConfirm={remove} />
      {dialog}
    </>
  );
}
