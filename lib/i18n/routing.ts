import { defineRouting } from "next-intl/routing";

// Tamil at the spec's own paths (/Group1), English under /en (/en/Group1).
export const routing = defineRouting({
  locales: ["ta", "en"],
  defaultLocale: "ta",
  localePrefix: "as-needed",
  localeDetection: false,
});

export type AppLocale = (typeof routing.locales)[number];
