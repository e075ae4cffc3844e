import { getTranslations } from "next-intl/server";
import { AddScreenFrame } from "@/components/records/record-screens";
import { AddStudentForm } from "@/components/students/add-student-form";
import { requirePageRole } from "@/lib/auth/guard";
import { consoleRoutes } from "@/lib/routes";

/** The console's "add student" (admins only): for a fee paid at the institute. */
export default async function StudentAdd() {
  await requirePageRole("ADMIN");
  const t = await getTranslations("students");
  return (
    <AddScreenFrame title={t("addTitle")} intro={t("addIntro")} viewHref={consoleRoutes.students.view} width="wider">
      <AddStudentForm />
    </AddScreenFrame>
  );
}
