import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { publicMetadata } from "@/lib/i18n/metadata";
import { institute, type Locale } from "@/lib/config";
import { SyllabusCards } from "@/components/documents/syllabus-cards";
import { PeopleGrid } from "@/components/people/people-grid";
import { categoryBySlug } from "@/lib/documents/categories";
import { publicRoutes } from "@/lib/routes";
import { publicFaculty } from "@/lib/staff/queries";

// Rebuilt after every change to the staff or the faculty notes, and at least once a minute.
export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<"/[locale]/Faculty">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "staff" });
  return publicMetadata(locale, publicRoutes.faculty, t("teamTitle"), t("teamIntro", { brand: institute.shortName[locale as Locale] }));
}

/** Our Faculty Team: the staff's photos, names and departments, then the faculty's notes. */
export default async function FacultyPage({ params }: PageProps<"/[locale]/Faculty">) {
  setRequestLocale((await params).locale);
  const [t, team] = await Promise.all([getTranslations("staff"), publicFaculty()]);
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{t("teamTitle")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("teamIntro")}</p>
      {team.length === 0 ? (
        <p className="mt-6 rounded-lg bg-white p-4 text-slate-700">{t("teamEmpty")}</p>
      ) : (
        <PeopleGrid round nameLevel={2} people={team.map((m) => ({ id: m.id, name: m.name, photoId: m.photoId, lines: [m.department, m.designation] }))} />
      )}
      <SyllabusCards category={categoryBySlug("faculty")!} />
    </>
  );
}
