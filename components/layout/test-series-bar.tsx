import { useLocale } from "next-intl";
import { LogoutButton } from "@/components/auth/logout-button";
import { institute, type Locale } from "@/lib/config";
import { Logo } from "./logo";

/** The student area's minimal bar: the brand and LogOut, nothing else. */
export function TestSeriesBar() {
  const brand = institute.name[useLocale() as Locale];
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 bg-white px-4 shadow-sm">
      <Logo size={32} />
      <span className="truncate font-bold text-brand-800">{brand}</span>
      <LogoutButton className="ml-auto rounded-full border border-red-600 px-4 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50" />
    </header>
  );
}
