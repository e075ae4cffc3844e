import { getTranslations, setRequestLocale } from "next-intl/server";
import { Typewriter } from "@/components/about/typewriter";
import { list } from "@/lib/i18n/messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { publicRoutes } from "@/lib/routes";

export const generateMetadata = ({ params }: PageProps<"/[locale]/WhyAbout">) => pageMetadata(params, "why", publicRoutes.whyUs);

/** Why us: the five points, typed one after another, and listed for everyone. */
export default async function WhyPage({ params }: PageProps<"/[locale]/WhyAbout">) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("why");
  const points = list(t, "points");
  return (
    <article className="max-w-3xl">
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <Typewriter lines={points} />
      </div>
      <p className="mt-8 text-lg text-slate-700">{t("lead")}</p>
      <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-800">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ol>
    </article>
  );
}
