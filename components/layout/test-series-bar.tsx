import { useLocale } from "next-intl";
import { LogoutButton } from "@/components/auth/logout-button";
import type { Locale } from "@/lib/config";
import { BrandName } from "./brand-name";
import { Logo } from "./logo";

/** The student area's minimal bar: the brand and LogOut, nothing else. */
export function TestSeriesBar() {
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 bg-white px-4 shadow-sm">
      <Logo size={32} />
      <BrandName locale={useLocale() as Locale} className="min-w-0 truncate font-bold text-brand-800" />
      <LogoutButton className="ml-auto inline-flex min-h-11 shrink-0 items-center rounded-full border border-red-600 px-4 text-sm font-semibold text-red-700 hover:bg-red-50" />
    </header>
  );
}
