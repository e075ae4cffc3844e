import { getLocale, getTranslations } from "next-intl/server";
import { institute, type Locale } from "@/lib/config";
import { aboutLinks, courseGroups, loginLinks, searchablePages, type NavGroup, type NavLink } from "@/lib/navigation";
import { authRoutes } from "@/lib/routes";
import { HeaderNav } from "./header-nav";

/** Translates the menu data on the server so the client part ships only the strings it shows. */
export async function SiteHeader() {
  const locale = (await getLocale()) as Locale;
  const otherLocale = locale === "ta" ? "en" : "ta";
  const [t, other] = await Promise.all([getTranslations("nav"), getTranslations({ locale: otherLocale, namespace: "nav" })]);
  const link = (l: NavLink): NavLink => ({ href: l.href, label: t(l.label) });
  const group = (g: NavGroup): NavGroup => ({ label: t(g.label), links: g.links.map(link) });

  return (
    <HeaderNav
      brand={institute.name[locale]}
      courses={{ label: t("courses"), groups: courseGroups.map(group) }}
      about={{ label: t("aboutMenu"), links: aboutLinks.map(link) }}
      login={{ label: t("login"), links: loginLinks.map(link) }}
      testSeries={{ href: authRoutes.studentLogin, label: t("testSeries") }}
      home={t("home")}
      // Pages are found by their names in both languages: "group" finds குரூப் 2 on the Tamil site.
      pages={searchablePages.map((l) => ({ href: l.href, label: t(l.label), alt: other(l.label) }))}
      otherLocale={otherLocale}
      labels={{
        openMenu: t("openMenu"),
        closeMenu: t("closeMenu"),
        search: t("search"),
        searchPlaceholder: t("searchPlaceholder"),
        noResults: t("noResults"),
        pagesHeading: t("searchPages"),
        documentsHeading: t("searchDocuments"),
        searching: t("searching"),
        switchLanguage: t("switchLanguage"),
        switchLanguageLabel: t("switchLanguageLabel"),
        mainMenu: t("mainMenu"),
      }}
    />
  );
}
