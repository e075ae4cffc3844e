import { getTranslations } from "next-intl/server";
import { RecordAddScreen } from "@/components/records/record-screens";
import { requirePageRole } from "@/lib/auth/guard";
import { apiRoutes, consoleRoutes } from "@/lib/routes";

export default async function TestPapersAdd() {
  await requirePageRole("STAFF", "ADMIN");
  const t = await getTranslations("tests");
  return <RecordAddScreen resource="tests" title={t("addTitle")} intro={t("addIntro")} endpoint={apiRoutes.tests} viewHref={consoleRoutes.tests.view} />;
}
