import { getTranslations } from "next-intl/server";
import { ListHeader, listParams } from "@/components/records/record-screens";
import { StaffTable } from "@/components/staff/staff-table";
import { Pager } from "@/components/ui/pager";
import { requirePageRole } from "@/lib/auth/guard";
import { consolePaths } from "@/lib/console-paths";
import { db } from "@/lib/db";
import { listStaff, STAFF_PAGE_SIZE } from "@/lib/staff/service";

/** Staff-View (admins only). */
export default async function StaffView({ searchParams }: PageProps<"/[locale]/Staff-Members">) {
  await requirePageRole("ADMIN");
  const { page, query } = await listParams(searchParams);
  const [t, list] = await Promise.all([getTranslations("staff"), listStaff(db(), { page, query })]);
  return (
    <section>
      <ListHeader title={t("title")} addHref={consolePaths.staff.add} query={query} placeholder={t("searchPlaceholder")} total={list.total} />
      <div className="mt-2">
        <StaffTable rows={list.rows} offset={(list.page - 1) * STAFF_PAGE_SIZE} />
      </div>
      <Pager page={list.page} pages={list.pages} href={(p) => ({ pathname: consolePaths.staff.view, query: { ...(query ? { q: query } : {}), page: p } })} />
    </section>
  );
}
