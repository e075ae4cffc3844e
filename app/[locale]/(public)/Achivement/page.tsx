import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { publicMetadata } from "@/lib/i18n/metadata";
import { PeopleGrid } from "@/components/people/people-grid";
import { publicAchievers } from "@/lib/achievers/queries";
import { institute, type Locale } from "@/lib/config";
import { publicRoutes } from "@/lib/routes";

// Rebuilt after every change to the achievers, and at least once a minute.
export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<"/[locale]/Achivement">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "achievers" });
  return publicMetadata(locale, publicRoutes.achievement, t("pageTitle"), t("pageIntro", { brand: institute.shortName[locale as Locale] }));
}

/** The achievers' card grid: photo, name, batch and department. */
export default async function AchievementPage({ params }: PageProps<"/[locale]/Achivement">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, achievers] = await Promise.all([getTranslations("achievers"), publicAchievers()]);
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{t("pageTitle")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("pageIntro", { brand: institute.shortName[locale as Locale] })}</p>
      {achievers.length === 0 ? (
        <p className="mt-6 rounded-lg bg-white p-4 text-slate-700">{t("publicEmpty")}</p>
      ) : (
        <PeopleGrid nameLevel={2} people={achievers.map((a) => ({ id: a.id, name: a.name, photoId: a.photoId, lines: [a.department, a.batch] }))} />
      )}
    </>
  );
}
