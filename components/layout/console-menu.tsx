"use client";

import { useId, useState } from "react";
import { usePathname } from "@/lib/i18n/navigation";
import { CloseIcon, MenuIcon } from "./icons";

/**
 * The console's top bar and menu around the page. A wide screen keeps the menu open beside the
 * page; a phone folds it behind the bar's Menu button, and going to another page folds it again.
 */
export function ConsoleMenu({ label, bar, menu, children }: { label: string; bar: React.ReactNode; menu: React.ReactNode; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  // Adjusted while rendering, as in header-nav.tsx: react.dev/learn/you-might-not-need-an-effect.
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }
  return (
    <>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-1 bg-brand-900 px-2 text-white sm:gap-2 sm:px-4">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((shown) => !shown)}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-semibold hover:bg-white/10 lg:hidden"
        >
          {open ? <CloseIcon /> : <MenuIcon />}
          {label}
        </button>
        {bar}
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col lg:flex-row">
        <aside id={menuId} className={`${open ? "" : "max-lg:hidden"} border-b border-slate-200 bg-white lg:w-64 lg:shrink-0 lg:border-r lg:border-b-0`}>
          {menu}
        </aside>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6">
          {children}
        </main>
      </div>
    </>
  );
}
