"use client";

import { Link } from "@/lib/i18n/navigation";
import type { NavGroup, NavLink } from "@/lib/navigation";
import { publicRoutes } from "@/lib/routes";
import { CloseIcon } from "./icons";
import { iconButton, LinkGroup, LinkList } from "./nav-links";

const drawerItem = "block rounded-md px-2 py-3 text-base font-semibold text-slate-800 hover:bg-brand-50";

/** The phone's menu, sliding over the page from the right (header-nav.tsx loads it when opened). */
export function SiteDrawer({
  labels,
  links,
  contacts,
  onClose,
  onChoose,
}: {
  labels: { mainMenu: string; closeMenu: string };
  links: { home: string; courses: { label: string; groups: NavGroup[] }; about: NavGroup; login: NavGroup; testSeries: NavLink };
  /** The contacts, rendered on the server. */
  contacts: React.ReactNode;
  onClose: () => void;
  onChoose: () => void;
}) {
  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <div className="absolute inset-0 bg-slate-900/50" onClick={onClose} aria-hidden="true" />
      <nav id="site-drawer" aria-label={labels.mainMenu} className="absolute inset-y-0 right-0 flex w-[85%] max-w-sm flex-col overflow-y-auto overscroll-contain bg-white p-4 shadow-xl">
        <button type="button" className={`${iconButton} self-end`} aria-label={labels.closeMenu} onClick={onClose}>
          <CloseIcon />
        </button>
        <Link href={publicRoutes.home} onClick={onChoose} className={drawerItem}>
          {links.home}
        </Link>
        <Section label={links.courses.label}>
          {links.courses.groups.map((g) => (
            <LinkGroup key={g.label} group={g} onChoose={onChoose} />
          ))}
        </Section>
        <Section label={links.about.label}>
          <LinkList links={links.about.links} onChoose={onChoose} />
        </Section>
        <Link href={links.testSeries.href} onClick={onChoose} className={drawerItem}>
          {links.testSeries.label}
        </Link>
        <Section label={links.login.label}>
          <LinkList links={links.login.links} onChoose={onChoose} />
        </Section>
        {contacts}
      </nav>
    </div>
  );
}

function Section({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <details className="group border-t border-slate-100 py-1">
      <summary className={`${drawerItem} cursor-pointer list-none`}>
        {label}{" "}
        <span aria-hidden="true" className="float-right inline-block group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="pb-2 pl-3">{children}</div>
    </details>
  );
}
