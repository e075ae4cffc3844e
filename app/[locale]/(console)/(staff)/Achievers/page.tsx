import { getTranslations } from "next-intl/server";
import { listParams, RecordListScreen } from "@/components/records/record-screens";
import { achieverAdapter } from "@/lib/achievers/adapter";
import { requirePageRole } from "@/lib/auth/guard";
import { listRecords } from "@/lib/records/queries";
import { apiRoutes, consoleRoutes } from "@/lib/routes";

export default async function AchieversView({ searchParams }: PageProps<"/[locale]/Achievers">) {
  await requirePageRole("STAFF", "ADMIN");
  const { page, query } = await listParams(searchParams);
  const [t, list] = await Promise.all([getTranslations("achievers"), listRecords(achieverAdapter, { page, query })]);
  return (
    <RecordListScreen
      resource="achievers"
      title={t("viewTitle")}
      endpoint={apiRoutes.achievers}
      list={list}
      query={query}
      viewHref={consoleRoutes.achievers.view}
      addHref={consoleRoutes.achievers.add}
    />
  );
}
