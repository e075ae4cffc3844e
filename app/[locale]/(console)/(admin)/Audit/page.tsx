import { getFormatter, getTranslations } from "next-intl/server";
import { DataTable } from "@/components/ui/data-table";
import { PagedLog } from "@/components/ui/paged-log";
import { auditPage } from "@/lib/audit/queries";
import { requirePageRole } from "@/lib/auth/guard";
import { consoleRoutes } from "@/lib/routes";

/** Who changed what in the console, newest first (admins only). */
export default async function Audit({ searchParams }: PageProps<"/[locale]/Audit">) {
  await requirePageRole("ADMIN");
  const { page: requested } = await searchParams;
  const [t, format, { rows, page, pages }] = await Promise.all([getTranslations("console"), getFormatter(), auditPage(Number(requested ?? 1))]);
  return (
    <PagedLog title={t("auditTitle")} intro={t("auditIntro")} emptyNote={t("auditEmpty")} empty={rows.length === 0} page={page} pages={pages} pathname={consoleRoutes.audit}>
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
              <span key="w" className="whitespace-nowrap">
                {format.dateTime(entry.createdAt, { dateStyle: "medium", timeStyle: "short" })}
              </span>,
              entry.actor ? `${entry.actor.username} (${entry.actor.role})` : t("systemActor"),
              <span key="s">
                <code className="text-xs text-slate-500">{entry.action}</code> {entry.summary}
              </span>,
            ],
          }))}
        />
      </div>
    </PagedLog>
  );
}
