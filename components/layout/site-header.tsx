import { getLocale, getTranslations } from "next-intl/server";
import { institute, type Locale } from "@/lib/config";
import { aboutLinks, courseGroups, loginLinks, searchablePages, testSeriesLink, type NavGroup, type NavLink } from "@/lib/navigation";
import { BrandName } from "./brand-name";
import { ContactLinks } from "./contact-links";
import { HeaderNav } from "./header-nav";

/** Translates the menu data on the server so the client part ships only the strings it shows. */
export async function SiteHeader() {
  const locale = (await getLocale()) as Locale;
  const otherLocale = locale === "ta" ? "en" : "ta";
  const [t, other, footer] = await Promise.all([getTranslations("nav"), getTranslations({ locale: otherLocale, namespace: "nav" }), getTranslations("footer")]);
  const link = (l: NavLink): NavLink => ({ href: l.href, label: t(l.label) });
  const group = (g: NavGroup): NavGroup => ({ label: t(g.label), links: g.links.map(link) });

  return (
    <HeaderNav
      brand={<BrandName locale={locale} />}
      brandLabel={`${institute.name[locale]} – ${t("home")}`}
      courses={{ label: t("courses"), groups: courseGroups.map(group) }}
      about={{ label: t("aboutMenu"), links: aboutLinks.map(link) }}
      login={{ label: t("login"), links: loginLinks.map(link) }}
      testSeries={link(testSeriesLink)}
      // Phones have no contact strip above the header: the drawer ends with the contacts (so does the footer).
      contacts={
        <div className="mt-auto border-t border-slate-100 pt-3">
          <p className="px-2 text-xs font-bold tracking-wide text-accent-600 uppercase">{footer("contactHeading")}</p>
          <ContactLinks linkClass="flex min-h-11 flex-wrap items-center gap-x-1 rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-brand-50" />
        </div>
      }
      home={t("home")}
      // Pages are found by their names in both languages: "group" finds குரூப் 2 on the Tamil site.
      pages={searchablePages.map((l) => ({ href: l.href, label: t(l.label), alt: other(l.label) }))}
      otherLocale={otherLocale}
      labels={{
        openMenu: t("openMenu"),
        closeMenu: t("closeMenu"),
        search: t("search"),
        closeSearch: t("closeSearch"),
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
