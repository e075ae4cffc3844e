import { institute, type Locale } from "@/lib/config";

/**
 * The institute's name in a bar: the short form on phones, where the full one would be cut off,
 * the full one from the sm breakpoint. Both are in the page, so it needs no JavaScript.
 */
export function BrandName({ locale, className = "", testId }: { locale: Locale; className?: string; testId?: string }) {
  return (
    <span className={className} data-testid={testId}>
      <span className="sm:hidden">{institute.shortName[locale]}</span>
      <span className="max-sm:hidden">{institute.name[locale]}</span>
    </span>
  );
}
