import { getFormatter, getTranslations } from "next-intl/server";
import { Pager } from "@/components/ui/pager";
import { auditPage } from "@/lib/audit";
import { requirePageRole } from "@/lib/auth/guard";
import { db } from "@/lib/db";

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
        <div className="mt-6 overflow-x-auto rounded-xl bg-white shadow-sm">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="bg-brand-900 text-white">
              <tr>
                <th scope="col" className="px-3 py-2">{t("when")}</th>
                <th scope="col" className="px-3 py-2">{t("who")}</th>
                <th scope="col" className="px-3 py-2">{t("what")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((entry) => (
                <tr key={entry.id} className="border-t border-slate-100">
                  <td className="px-3 py-2 whitespace-nowrap">{format.dateTime(entry.createdAt, { dateStyle: "medium", timeStyle: "short" })}</td>
                  <td className="px-3 py-2">{entry.actor ? `${entry.actor.username} (${entry.actor.role})` : t("systemActor")}</td>
                  <td className="px-3 py-2">
                    <code className="text-xs text-slate-500">{entry.action}</code> {entry.summary}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={pages} href={(p) => ({ pathname: "/Audit", query: { page: p } })} />
    </section>
  );
}
