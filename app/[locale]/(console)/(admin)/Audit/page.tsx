import { getFormatter, getTranslations } from "next-intl/server";
import { DataTable } from "@/components/ui/data-table";
import { Pager } from "@/components/ui/pager";
import { auditPage } from "@/lib/audit";
import { requirePageRole } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { consoleRoutes } from "@/lib/routes";

/** Who changed what in the console, newest first (admins only). */
export default async function Audit({ searchParams }: PageProps<"/[locale]/Audit">) {
  await requirePageRole("ADMIN");
  const { page: requested } = await searchParams;
  const [t, format, { rows, page, pages }] = await Promise.all([getTranslations("console"), getFormatter(), auditPage(db(), Number(requested ?? 1))]);
  return (
    <section>
      <h1 className="text-2xl font-bold text-brand-900">{t("auditTitle")}</h1>
      <p className="mt-1 text-slate-600">{t("auditIntro")}</p>
      {rows.length === 0 ? (
        <p className="mt-6 rounded-lg bg-white p-4 text-slate-700">{t("auditEmpty")}</p>
      ) : (
        <div className="mt-6">
          <DataTable
            minWidth="36rem"
            columns={[
              { key: "when", label: t("when") },
              { key: "who", label: t("who") },
              { key: "what", label: t("what") },
            ]}
            rows={rows.map((entry) => ({
              key: entry.id,
              cells: [
                <span key="w" className="whitespace-nowrap">{format.dateTime(entry.createdAt, { dateStyle: "medium", timeStyle: "short" })}</span>,
                entry.actor ? `${entry.actor.username} (${entry.actor.role})` : t("systemActor"),
                <span key="s">
                  <code className="text-xs text-slate-500">{entry.action}</code> {entry.summary}
                </span>,
              ],
            }))}
          />
        </div>
      )}
      <Pager page={page} pages={pages} href={(p) => ({ pathname: consoleRoutes.audit, query: { page: p } })} />
    </section>
  );
}
