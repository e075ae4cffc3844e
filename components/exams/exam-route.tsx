import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { pageInfo, type ExamPageKey } from "@/lib/exams/pages";
import { publicMetadata } from "@/lib/i18n/metadata";
import { course, JsonLd } from "@/components/seo/json-ld";
import type { Locale } from "@/lib/config";
import { localizedPath } from "@/lib/public-pages";
import { ExamPage } from "./exam-page";

type Props = { params: Promise<{ locale: string }> };

/**
 * What each exam page file at the spec's paths (/Group1, /Group-2A, /JointRecritment, …)
 * exports. The files stay separate, not one dynamic route, so that no unknown path is ever
 * rendered and cached as if it were an exam page.
 */
export function examRoute(page: ExamPageKey) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale } = await params;
      const t = await getTranslations({ locale, namespace: "examPages" });
      return publicMetadata(locale, pageInfo(page).path, t(`${page}.title`), t(`${page}.description`), "own");
    },
    async Page({ params }: Props) {
      const { locale } = await params;
      setRequestLocale(locale);
      const t = await getTranslations("examPages");
      const path = localizedPath(locale as Locale, pageInfo(page).path);
      return (
        <>
          <JsonLd data={course(locale as Locale, path, t(`${page}.title`), t(`${page}.description`))} />
          <ExamPage page={page} />
        </>
      );
    },
  };
}
