import { getTranslations } from "next-intl/server";
import { StaffRegisterForm } from "@/components/auth/staff-register-form";
import { AddScreenFrame } from "@/components/records/record-screens";
import { requirePageRole } from "@/lib/auth/guard";
import { consoleRoutes } from "@/lib/routes";

/** The console's "add staff" (admins only): the registration form, under the same cap. */
export default async function StaffAdd() {
  await requirePageRole("ADMIN");
  const t = await getTranslations("staff");
  return (
    <AddScreenFrame title={t("addTitle")} intro={t("addIntro")} viewHref={consoleRoutes.staff.view} width="wide">
      <StaffRegisterForm inConsole />
    </AddScreenFrame>
  );
}
