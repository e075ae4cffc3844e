import { getTranslations } from "next-intl/server";
import { listParams, RecordListScreen } from "@/components/records/record-screens";
import { requirePageRole } from "@/lib/auth/guard";
import { listRecords } from "@/lib/records/queries";
import { apiRoutes, consoleRoutes } from "@/lib/routes";
import { testPostAdapter } from "@/lib/test-series/adapter";

export default async function TestPapersView({ searchParams }: PageProps<"/[locale]/Test-Papers">) {
  await requirePageRole("STAFF", "ADMIN");
  const { page, query } = await listParams(searchParams);
  const [t, list] = await Promise.all([getTranslations("tests"), listRecords(testPostAdapter, { page, query })]);
  return (
    <RecordListScreen resource="tests" title={t("viewTitle")} endpoint={apiRoutes.tests} list={list} query={query} viewHref={consoleRoutes.tests.view} addHref={consoleRoutes.tests.add} />
  );
}
