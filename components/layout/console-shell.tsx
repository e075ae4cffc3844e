import { useLocale, useTranslations } from "next-intl";
import { LogoutButton } from "@/components/auth/logout-button";
import { NoticeProvider, NoticeRegion } from "@/components/ui/notice";
import { institute, type Locale } from "@/lib/config";
import { Link } from "@/lib/i18n/navigation";
import { consoleMenu } from "@/lib/navigation";
import { homePath } from "@/lib/routes";
import { ConsoleMenu } from "./console-menu";
import { LocaleSwitch } from "./locale-switch";
import { Logo } from "./logo";

const barButton = "inline-flex min-h-11 shrink-0 items-center rounded-full px-3 text-sm font-semibold hover:bg-white/10";

/**
 * The console frame of /Adm and /StaffDash: a top bar with the menu button (phones), the brand,
 * the language switch and LogOut; the menu of spec section 2 (syllabus notes by category, Test
 * Series, Achievement, Student, Staff, accounts) beside the page. It draws only; the layouts below
 * it check the session and role.
 */
export function ConsoleShell({ role, children }: { role: "ADMIN" | "STAFF"; children: React.ReactNode }) {
  const t = useTranslations("nav");
  const locale = useLocale() as Locale;
  const brand = institute.name[locale];
  const bar = (
    <>
      <Link href={homePath[role]} className="flex min-h-11 min-w-0 items-center gap-2">
        <Logo size={32} />
        {/* On a phone the bar's width goes to the buttons; the brand is still the link's name. */}
        <span className="truncate font-bold max-sm:sr-only">{brand}</span>
      </Link>
      <div className="ml-auto flex shrink-0 items-center gap-1">
        <LocaleSwitch otherLocale={locale === "ta" ? "en" : "ta"} label={t("switchLanguageLabel")} className={`${barButton} text-brand-100`}>
          {t("switchLanguage")}
        </LocaleSwitch>
        <LogoutButton className={`${barButton} ring-1 ring-white/40`} />
      </div>
    </>
  );
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      {/* Around the pages, so a success message outlives the list, dialog or page that said it. */}
      <NoticeProvider>
        <ConsoleMenu label={t("menu")} bar={bar} menu={<ConsoleNav role={role} />}>
          {children}
        </ConsoleMenu>
        <NoticeRegion closeLabel={t("closeMessage")} />
      </NoticeProvider>
      <footer className="bg-white py-3 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} {brand}
      </footer>
    </div>
  );
}

function ConsoleNav({ role }: { role: "ADMIN" | "STAFF" }) {
  const t = useTranslations("nav");
  const sections = consoleMenu.map((section) => ({ ...section, links: section.links.filter((l) => role === "ADMIN" || !l.adminOnly) })).filter((section) => section.links.length > 0);
  return (
    <nav aria-label={t("console")} className="px-2 py-3 lg:pt-4">
      {sections.map((section) => (
        <div key={section.label} className="mb-3">
          <p className="px-2 text-sm font-bold text-slate-600">{t(section.label)}</p>
          <ul>
            {section.links.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="block rounded-md px-2 py-2.5 text-sm text-slate-800 hover:bg-brand-50 lg:py-1.5">
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
