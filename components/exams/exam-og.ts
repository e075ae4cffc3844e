import { getTranslations } from "next-intl/server";
import { institute, type Locale } from "@/lib/config";
import type { ExamPageKey } from "@/lib/exams/pages";
import { routing } from "@/lib/i18n/routing";
import { cardResponse, OG_SIZE } from "@/lib/og/card";

// What each exam page's opengraph-image.ts exports (issue 38, item 6): the exam's own picture when
// its page is shared, its title in the page's language over the institute's name, drawn at build
// time by lib/og/card.ts (which shapes Tamil). One file per exam, as its page.tsx (exam-route.tsx).

export function examOpenGraph(page: ExamPageKey) {
  return {
    size: OG_SIZE,
    contentType: "image/png",
    // Drawn at build time for both languages, not on each request.
    generateStaticParams: () => routing.locales.map((locale) => ({ locale })),
    async image({ params }: { params: Promise<{ locale: string }> }) {
      const { locale } = await params;
      const t = await getTranslations({ locale, namespace: "examPages" });
      return cardResponse({ title: t(`${page}.title`), subtitle: institute.name[locale as Locale], footer: institute.name[locale === "ta" ? "en" : "ta"] });
    },
  };
}
