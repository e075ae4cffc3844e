"use client";

import { Link } from "@/lib/i18n/navigation";
import type { NavGroup, NavLink } from "@/lib/navigation";

// The header's lists of links and round icon buttons, in its bar and menus (header-nav.tsx) and in the
// phone drawer (site-drawer.tsx).

export const iconButton = "inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100";

export function LinkGroup({ group, onChoose }: { group: NavGroup; onChoose: () => void }) {
  return (
    <div>
      <p className="mb-1 text-xs font-bold uppercase tracking-wide text-accent-600">{group.label}</p>
      <LinkList links={group.links} onChoose={onChoose} />
    </div>
  );
}

export function LinkList({ links, onChoose }: { links: NavLink[]; onChoose: () => void }) {
  return (
    <ul>
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href} onClick={onChoose} className="flex min-h-11 items-center rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800">
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
