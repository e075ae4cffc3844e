import { institute, type Locale } from "@/lib/config";
import { env } from "@/lib/env";

/** Structured data for search engines; "<" is escaped so no text can end the script early. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}

export function organization(locale: Locale) {
  const site = env().SITE_URL;
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    "@id": `${site}/#organization`,
    name: institute.name[locale],
    alternateName: institute.name[locale === "ta" ? "en" : "ta"],
    url: site,
    logo: `${site}/logo.svg`,
    telephone: institute.contact.phone,
    email: institute.contact.email,
    foundingDate: String(institute.foundedYear),
    address: { "@type": "PostalAddress", streetAddress: institute.contact.address[locale], addressRegion: "Tamil Nadu", addressCountry: "IN" },
    sameAs: Object.values(institute.social),
  };
}

export function course(locale: Locale, url: string, name: string, description: string) {
  const site = env().SITE_URL;
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name,
    description,
    url: `${site}${url}`,
    inLanguage: locale === "ta" ? "ta-IN" : "en-IN",
    provider: { "@type": "EducationalOrganization", "@id": `${site}/#organization`, name: institute.name[locale], sameAs: site },
  };
}
