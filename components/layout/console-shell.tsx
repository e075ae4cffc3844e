import { useLocale, useTranslations } from "next-intl";
import { LogoutButton } from "@/components/auth/logout-button";
import { institute, type Locale } from "@/lib/config";
import { Logo } from "./logo";
import { Link } from "@/lib/i18n/navigation";
import { consoleMenu } from "@/lib/navigation";
import { homePath } from "@/lib/routes";

/**
 * The console frame of /Adm and /StaffDash: the spec's menu sections (Courses-Add, Courses-View,
 * Test Series, Achievement, Student, Staff, LogOut) as a sidebar, folded into one menu on a phone.
 * It draws only; the layout that renders it must have checked the session and role first.
 */
export function ConsoleShell({ role, children }: { role: "ADMIN" | "STAFF"; children: React.ReactNode }) {
  const t = useTranslations("nav");
  const brand = institute.name[useLocale() as Locale];
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 bg-brand-900 px-4 text-white">
        <Link href={homePath[role]} className="flex min-w-0 items-center gap-2">
          <Logo size={32} />
          <span className="truncate font-bold">{brand}</span>
        </Link>
        <span className="ml-auto hidden text-sm text-brand-100 sm:inline">{t("console")}</span>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col lg:flex-row">
        {/* A phone gets the menu folded behind "Main menu"; a wide screen keeps it open beside the page. */}
        <details className="border-b border-slate-200 bg-white lg:hidden">
          <summary className="cursor-pointer px-4 py-3 font-semibold">{t("mainMenu")}</summary>
          <ConsoleNav role={role} />
        </details>
        <aside className="hidden border-r border-slate-200 bg-white lg:block lg:w-64 lg:shrink-0">
          <ConsoleNav role={role} />
        </aside>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6">
          {children}
        </main>
      </div>
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
    <nav aria-label={t("console")} className="px-2 pb-4 lg:pt-4">
      {sections.map((section) => (
        <div key={section.label} className="mb-3">
          <p className="px-2 text-xs font-bold uppercase tracking-wide text-slate-500">{t(section.label)}</p>
          <ul>
            {section.links.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="block rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-brand-50">
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <LogoutButton className="mt-2 w-full rounded-md px-2 py-2 text-left text-sm font-semibold text-red-700 hover:bg-red-50" />
    </nav>
  );
}
