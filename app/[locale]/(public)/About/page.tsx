import { getTranslations, setRequestLocale } from "next-intl/server";
import { institute, type Locale } from "@/lib/config";
import { list } from "@/lib/i18n/messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { publicRoutes } from "@/lib/routes";

export const generateMetadata = ({ params }: PageProps<"/[locale]/About">) => pageMetadata(params, "about", publicRoutes.about);

/** About: history, vision, mission. */
export default async function AboutPage({ params }: PageProps<"/[locale]/About">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("about");
  const values = { brand: institute.shortName[locale as Locale], year: institute.foundedYear };
  return (
    <article className="max-w-3xl">
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      <p className="mt-3 text-lg text-slate-700">{t("lead", values)}</p>
      <h2 className="mt-8 text-xl font-bold text-brand-900">{t("historyTitle")}</h2>
      {list(t, "history", values).map((paragraph) => (
        <p key={paragraph} className="mt-3 text-slate-800">
          {paragraph}
        </p>
      ))}
      <h2 className="mt-8 text-xl font-bold text-brand-900">{t("visionTitle")}</h2>
      <p className="mt-3 text-slate-800">{t("vision")}</p>
      <h2 className="mt-8 text-xl font-bold text-brand-900">{t("missionTitle")}</h2>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
        {list(t, "mission").map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </article>
  );
}
