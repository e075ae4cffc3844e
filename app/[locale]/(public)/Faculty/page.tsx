import { getTranslations, setRequestLocale } from "next-intl/server";
import { pageMetadata } from "@/lib/i18n/metadata";
import { SyllabusCards } from "@/components/documents/syllabus-cards";
import { PeoplePage } from "@/components/people/people-page";
import { categoryBySlug } from "@/lib/documents/categories";
import { publicRoutes } from "@/lib/routes";
import { facultyTeam } from "@/lib/staff/queries";

// Rebuilt after every change to the staff or the faculty notes, and at least once a minute.
export const revalidate = 60;

export const generateMetadata = ({ params }: PageProps<"/[locale]/Faculty">) => pageMetadata(params, "staff", publicRoutes.faculty, { title: "teamTitle", description: "teamIntro" });

/** Our Faculty Team: the staff's photos, names and departments, then the faculty's notes. */
export default async function FacultyPage({ params }: PageProps<"/[locale]/Faculty">) {
  setRequestLocale((await params).locale);
  const [t, team] = await Promise.all([getTranslations("staff"), facultyTeam()]);
  return (
    <PeoplePage
      round
      title={t("teamTitle")}
      intro={t("teamIntro")}
      emptyNote={t("teamEmpty")}
      people={team.map((m) => ({ id: m.id, name: m.name, photoId: m.photoId, lines: [m.department, m.designation] }))}
    >
      <SyllabusCards category={categoryBySlug("faculty")!} />
    </PeoplePage>
  );
}
