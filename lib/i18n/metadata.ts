import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { institute, type Locale } from "@/lib/config";
import { localizedPath } from "@/lib/public-pages";
import { openGraphImage } from "@/lib/routes";

/** Canonical URL of the page in this language and its alternates (hreflang) in both. */
export function alternates(locale: string, pathname: string): Metadata["alternates"] {
  return {
    canonical: localizedPath(locale as Locale, pathname),
    languages: { ta: localizedPath("ta", pathname), en: localizedPath("en", pathname), "x-default": localizedPath("ta", pathname) },
  };
}

/**
 * Title, description, alternates and Open Graph of a public page. A page with its own
 * opengraph-image file (each exam page, issue 38) names no picture: Next puts in its own, where
 * one named here would win over it.
 */
export function publicMetadata(locale: string, pathname: string, title: string, description: string, picture: "shared" | "own" = "shared"): Metadata {
  const images = picture === "shared" ? { images: [{ url: localizedPath(locale as Locale, openGraphImage), width: 1200, height: 630, alt: institute.name[locale as Locale] }] } : {};
  return {
    title,
    description,
    alternates: alternates(locale, pathname),
    openGraph: {
      title,
      description,
      url: localizedPath(locale as Locale, pathname),
      siteName: institute.name[locale as Locale],
      locale: locale === "ta" ? "ta_IN" : "en_IN",
      type: "website",
      // The picture app/[locale]/opengraph-image.ts draws; a page's own openGraph replaces the
      // inherited one, so it is named here.
      ...images,
    },
    twitter: { card: "summary_large_image", title, description, ...(picture === "shared" ? { images: [localizedPath(locale as Locale, openGraphImage)] } : {}) },
  };
}

/** A page's metadata from the messages "<namespace>.title" and "<namespace>.description", or the keys given. */
export async function pageMetadata(
  params: Promise<{ locale: string }>,
  namespace: string,
  pathname: string,
  keys: { title: string; description: string } = { title: "title", description: "description" },
): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace });
  const values = { brand: institute.shortName[locale as Locale], year: institute.foundedYear };
  return publicMetadata(locale, pathname, t(keys.title, values), t(keys.description, values));
}
