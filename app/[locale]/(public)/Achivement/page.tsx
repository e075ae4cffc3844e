import { getTranslations, setRequestLocale } from "next-intl/server";
import { pageMetadata } from "@/lib/i18n/metadata";
import { PeoplePage } from "@/components/people/people-page";
import { publicAchievers } from "@/lib/achievers/queries";
import { institute, type Locale } from "@/lib/config";
import { publicRoutes } from "@/lib/routes";

// Rebuilt after every change to the achievers, and at least once a minute.
export const revalidate = 60;

export const generateMetadata = ({ params }: PageProps<"/[locale]/Achivement">) =>
  pageMetadata(params, "achievers", publicRoutes.achievement, { title: "pageTitle", description: "pageIntro" });

/** The achievers' card grid: photo, name, batch and department. */
export default async function AchievementPage({ params }: PageProps<"/[locale]/Achivement">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, achievers] = await Promise.all([getTranslations("achievers"), publicAchievers()]);
  return (
    <PeoplePage
      title={t("pageTitle")}
      intro={t("pageIntro", { brand: institute.shortName[locale as Locale] })}
      emptyNote={t("publicEmpty")}
      people={achievers.map((a) => ({ id: a.id, name: a.name, photoId: a.photoId, lines: [a.department, a.batch] }))}
    />
  );
}
