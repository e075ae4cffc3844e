import { getLocale, getTranslations } from "next-intl/server";
import { institute, type Locale } from "@/lib/config";
import { aboutLinks, courseGroups, loginLinks, searchablePages, type NavGroup, type NavLink } from "@/lib/navigation";
import { HeaderNav } from "./header-nav";

/** Translates the menu data on the server so the client part ships only the strings it shows. */
export async function SiteHeader() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("nav");
  const link = (l: NavLink): NavLink => ({ href: l.href, label: t(l.label) });
  const group = (g: NavGroup): NavGroup => ({ label: t(g.label), links: g.links.map(link) });

  return (
    <HeaderNav
      brand={institute.name[locale]}
      courses={{ label: t("courses"), groups: courseGroups.map(group) }}
      about={{ label: t("aboutMenu"), links: aboutLinks.map(link) }}
      login={{ label: t("login"), links: loginLinks.map(link) }}
      testSeries={{ href: "/Student-Login", label: t("testSeries") }}
      home={t("home")}
      pages={searchablePages.map(link)}
      otherLocale={locale === "ta" ? "en" : "ta"}
      labels={{
        openMenu: t("openMenu"),
        closeMenu: t("closeMenu"),
        search: t("search"),
        searchPlaceholder: t("searchPlaceholder"),
        noResults: t("noResults"),
        switchLanguage: t("switchLanguage"),
        switchLanguageLabel: t("switchLanguageLabel"),
        mainMenu: t("mainMenu"),
      }}
    />
  );
}
