import { getTranslations, setRequestLocale } from "next-intl/server";
import { Downloads } from "@/components/home/downloads";
import { institute } from "@/lib/config";
import { Link } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/i18n/metadata";
import { examRoutes, portalRoutes, publicRoutes } from "@/lib/routes";

export const generateMetadata = ({ params }: PageProps<"/[locale]/Affairs">) => pageMetadata(params, "affairs", publicRoutes.affairs);

const { affairsLinks } = institute;
/**
 * The nine tiles of the spec; each leads where that material is (the site, the boards, a link the
 * institute configures). A tile with nowhere to lead says "coming soon" and is not a link.
 */
const tiles: { key: string; href: string | null }[] = [
  { key: "dailyNews", href: affairsLinks.dailyNews },
  { key: "quiz", href: publicRoutes.quiz },
  { key: "answerWriting", href: affairsLinks.answerWriting },
  { key: "civispedia", href: affairsLinks.civispedia },
  { key: "generalStudies", href: examRoutes.group1 },
  { key: "downloads", href: "#downloads" },
  { key: "jobs", href: "https://www.tnpsc.gov.in/" },
  { key: "testSeries", href: portalRoutes.testSeries },
  { key: "toppers", href: publicRoutes.achievement },
];

export default async function AffairsPage({ params }: PageProps<"/[locale]/Affairs">) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("affairs");
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("lead")}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map(({ key, href }) => {
          const inner = (
            <>
              <span className="block text-lg font-bold text-brand-800">{t(`tiles.${key}.title`)}</span>
              <span className="mt-1 block text-slate-700">{t(`tiles.${key}.text`)}</span>
            </>
          );
          const className = "block h-full rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600";
          return (
            <li key={key}>
              {href === null ? (
                <div className={`${className} hover:ring-slate-200`}>
                  {inner}
                  <span className="mt-2 inline-block rounded-full bg-amber-100 px-3 py-0.5 text-sm font-semibold text-amber-900">{t("comingSoon")}</span>
                </div>
              ) : href.startsWith("/") ? (
                <Link href={href} className={className}>
                  {inner}
                </Link>
              ) : (
                <a href={href} className={className} {...(href.startsWith("http") ? { target: "_blank", rel: "noopener" } : {})}>
                  {inner}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-6 text-sm text-slate-600">
        {t("official")}:{" "}
        <a href="https://www.tnpsc.gov.in/" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
          TNPSC
        </a>{" "}
        ·{" "}
        <a href="https://www.tnusrb.tn.gov.in/" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
          TNUSRB
        </a>
      </p>
      <Downloads />
    </>
  );
}
