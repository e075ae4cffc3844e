import { getFormatter, getTranslations } from "next-intl/server";
import { DataTable } from "@/components/ui/data-table";
import { PagedLog } from "@/components/ui/paged-log";
import { describeAudit } from "@/lib/audit/describe";
import { auditPage } from "@/lib/audit/queries";
import { requirePageRole } from "@/lib/auth/guard";
import { consoleRoutes } from "@/lib/routes";

/** Who changed what in the console, newest first (admins only). */
export default async function Audit({ searchParams }: PageProps<"/[locale]/Audit">) {
  await requirePageRole("ADMIN");
  const { page: requested } = await searchParams;
  const [all, format, { rows, page, pages }] = await Promise.all([getTranslations(), getFormatter(), auditPage(Number(requested ?? 1))]);
  const t = (key: string) => all(`console.${key}`);
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
              entry.actor ? `${entry.actor.username} (${t(`roles.${entry.actor.role}`)})` : t("systemActor"),
              <What key="s" {...describeAudit(entry, all)} />,
            ],
          }))}
        />
      </div>
    </PagedLog>
  );
}

/** The action in words, then what it was done to ("Test paper added" / "TNPSC · Group IV · Answer · Tamil"). */
function What({ action, details }: { action: string; details: string }) {
  return (
    <span>
      <span className="font-semibold">{action}</span>
      {details && <span className="block break-words text-slate-700">{details}</span>}
    </span>
  );
}
