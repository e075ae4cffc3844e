import { defineRouting } from "next-intl/routing";

// Tamil at the spec's own paths (/Group1), English under /en (/en/Group1).
export const routing = defineRouting({
  locales: ["ta", "en"],
  defaultLocale: "ta",
  localePrefix: "as-needed",
  localeDetection: false,
  // No NEXT_LOCALE cookie: nothing reads it (detection is off, the path says the language), and a
  // Set-Cookie on every page stops a CDN or an nginx cache from keeping the prerendered pages.
  localeCookie: false,
  // The pages carry their own canonical and hreflang links (lib/i18n/metadata.ts, from SITE_URL);
  // a second set in a Link header, built from the request's host, could contradict them.
  alternateLinks: false,
});

export type AppLocale = (typeof routing.locales)[number];
