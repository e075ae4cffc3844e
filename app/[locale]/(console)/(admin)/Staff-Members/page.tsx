import { getTranslations } from "next-intl/server";
import { ListHeader, listParams } from "@/components/records/record-screens";
import { StaffRequests } from "@/components/staff/staff-requests";
import { StaffTable } from "@/components/staff/staff-table";
import { Pager } from "@/components/ui/pager";
import { requirePageRole } from "@/lib/auth/guard";
import { consoleRoutes } from "@/lib/routes";
import { listStaff, listStaffRequests, STAFF_PAGE_SIZE } from "@/lib/staff/queries";

/** Staff-View (admins only): sign-ups waiting for approval first, then the staff. */
export default async function StaffView({ searchParams }: PageProps<"/[locale]/Staff-Members">) {
  await requirePageRole("ADMIN");
  const { page, query } = await listParams(searchParams);
  const [t, list, requests] = await Promise.all([getTranslations("staff"), listStaff({ page, query }), listStaffRequests()]);
  return (
    <section>
      <StaffRequests requests={requests} />
      <ListHeader title={t("title")} addHref={consoleRoutes.staff.add} query={query} placeholder={t("searchPlaceholder")} total={list.total} />
      <div className="mt-2">
        <StaffTable rows={list.rows} offset={(list.page - 1) * STAFF_PAGE_SIZE} />
      </div>
      <Pager page={list.page} pages={list.pages} href={(p) => ({ pathname: consoleRoutes.staff.view, query: { ...(query ? { q: query } : {}), page: p } })} />
    </section>
  );
}
