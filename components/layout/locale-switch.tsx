"use client";

import NextLink from "next/link";
import { getPathname, usePathname } from "@/lib/i18n/navigation";

/**
 * This page in the other language, at its canonical address ("/" for Tamil, never "/ta"): the
 * public header's and the console's switch. A plain link, so the new language's page loads whole.
 */
export function LocaleSwitch({ otherLocale, label, className, children }: { otherLocale: "ta" | "en"; label: string; className: string; children: React.ReactNode }) {
  const pathname = usePathname();
  return (
    <NextLink href={getPathname({ href: pathname, locale: otherLocale })} hrefLang={otherLocale} lang={otherLocale} aria-label={label} className={className} data-testid="language-switch">
      {children}
    </NextLink>
  );
}
