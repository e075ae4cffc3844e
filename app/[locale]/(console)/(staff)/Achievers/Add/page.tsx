import { getTranslations } from "next-intl/server";
import { RecordAddScreen } from "@/components/records/record-screens";
import { requirePageRole } from "@/lib/auth/guard";
import { apiRoutes, consoleRoutes } from "@/lib/routes";

export default async function AchieversAdd() {
  await requirePageRole("STAFF", "ADMIN");
  const t = await getTranslations("achievers");
  return <RecordAddScreen resource="achievers" title={t("addTitle")} intro={t("addIntro")} endpoint={apiRoutes.achievers} viewHref={consoleRoutes.achievers.view} />;
}
