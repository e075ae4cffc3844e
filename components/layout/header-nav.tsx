"use client";

import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Link, usePathname } from "@/lib/i18n/navigation";
import type { NavGroup, NavLink } from "@/lib/navigation";
import { publicRoutes } from "@/lib/routes";
import { HeaderSearch, type SearchLabels } from "./header-search";
import { MenuIcon, SearchIcon } from "./icons";
import { LocaleSwitch } from "./locale-switch";
import { Logo } from "./logo";
import { iconButton, LinkGroup, LinkList } from "./nav-links";

// The phone drawer loads when first opened (a press on the menu button starts it): it is no part of
// what a page needs to show, and every public page carries this header.
const SiteDrawer = lazy(() => import("./site-drawer").then((module) => ({ default: module.SiteDrawer })));

interface Props {
  /** The brand as shown (components/layout/brand-name.tsx) and its link's accessible name. */
  brand: React.ReactNode;
  brandLabel: string;
  home: string;
  courses: { label: string; groups: NavGroup[] };
  about: NavGroup;
  login: NavGroup;
  testSeries: NavLink;
  /** The end of the phone drawer: the contacts, rendered on the server. */
  contacts: React.ReactNode;
  pages: (NavLink & { alt: string })[];
  otherLocale: "ta" | "en";
  labels: SearchLabels & Record<"openMenu" | "closeMenu" | "switchLanguage" | "switchLanguageLabel" | "mainMenu", string>;
}

type Menu = "courses" | "about" | "login" | null;

export function HeaderNav({ brand, brandLabel, home, courses, about, login, testSeries, contacts, pages, otherLocale, labels }: Props) {
  const pathname = usePathname();
  const [drawer, setDrawer] = useState(false);
  const [menu, setMenu] = useState<Menu>(null);
  const [searching, setSearching] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const searchId = useId();

  // Any navigation closes whatever was open (state adjusted while rendering, not in an effect:
  // react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setDrawer(false);
    setMenu(null);
    setSearching(false);
  }

  useEffect(() => {
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !bar.current?.contains(event.target as Node)) {
        setMenu(null);
        if (event instanceof KeyboardEvent) {
          setDrawer(false);
          // Back to the search button, not to the top of the page (the sheet covered it).
          setSearching((open) => {
            if (open) searchToggle.current?.focus();
            return false;
          });
        }
      }
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, []);

  useEffect(() => {
    document.body.style.overflow = drawer ? "hidden" : "";
  }, [drawer]);

  // Also for a link to the page already shown: the path does not change, yet the sheet must close.
  const chosen = () => {
    setDrawer(false);
    setMenu(null);
    setSearching(false);
    window.scrollTo({ top: 0 });
  };
  const toggle = (name: Exclude<Menu, null>) => setMenu((open) => (open === name ? null : name));
  const closeSearch = () => {
    setSearching(false);
    searchToggle.current?.focus();
  };

  return (
    // No backdrop-filter here: it would make this bar the containing block of the fixed drawer and search sheet.
    <div ref={bar} className="sticky top-0 z-40 bg-white shadow-sm">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 sm:h-16 sm:gap-3">
        <Link href={publicRoutes.home} onClick={chosen} className="flex min-w-0 items-center gap-2" aria-label={brandLabel}>
          <Logo size={36} priority />
          {/* 1.4, not tighter: Noto Sans Tamil's vowel signs reach past a 1.25 line, and the clamp's overflow cut them (tests/e2e/fonts.ts). */}
          <span className="line-clamp-2 text-base leading-[1.4] font-bold text-brand-800 sm:text-lg lg:text-base xl:text-lg" data-testid="brand-name">
            {brand}
          </span>
        </Link>

        {/* Every item on one line: the brand gives way instead (it may take two lines). */}
        <nav aria-label={labels.mainMenu} className="ml-auto hidden shrink-0 items-center lg:flex xl:gap-1">
          <Link href={publicRoutes.home} onClick={chosen} className={itemClass}>
            {home}
          </Link>
          <Dropdown name="courses" label={courses.label} open={menu === "courses"} onToggle={toggle} wide>
            <div className="grid gap-4 sm:grid-cols-2">
              {courses.groups.map((g) => (
                <LinkGroup key={g.label} group={g} onChoose={chosen} />
              ))}
            </div>
          </Dropdown>
          <Dropdown name="about" label={about.label} open={menu === "about"} onToggle={toggle}>
            <LinkList links={about.links} onChoose={chosen} />
          </Dropdown>
          <Link href={testSeries.href} onClick={chosen} className={itemClass}>
            {testSeries.label}
          </Link>
          <Dropdown name="login" label={login.label} open={menu === "login"} onToggle={toggle} alignEnd>
            <LinkList links={login.links} onChoose={chosen} />
          </Dropdown>
        </nav>

        <div className="ml-auto flex shrink-0 items-center gap-1 lg:ml-2">
          <button
            ref={searchToggle}
            type="button"
            className={iconButton}
            aria-label={labels.search}
            aria-expanded={searching}
            aria-controls={searchId}
            onClick={() => setSearching((s) => !s)}
          >
            <SearchIcon />
          </button>
          <LocaleSwitch
            otherLocale={otherLocale}
            label={labels.switchLanguageLabel}
            className="rounded-full border border-brand-600 px-2.5 py-1 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50 sm:px-3"
          >
            {labels.switchLanguage}
          </LocaleSwitch>
          <button
            type="button"
            className={`${iconButton} lg:hidden`}
            aria-label={labels.openMenu}
            aria-expanded={drawer}
            aria-controls="site-drawer"
            onPointerDown={() => void import("./site-drawer")}
            onClick={() => setDrawer(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>

      {searching && <HeaderSearch id={searchId} pages={pages} labels={labels} onChoose={chosen} onClose={closeSearch} />}

      {drawer && (
        <Suspense>
          <SiteDrawer
            labels={{ mainMenu: labels.mainMenu, closeMenu: labels.closeMenu }}
            links={{ home, courses, about, login, testSeries }}
            contacts={contacts}
            onClose={() => setDrawer(false)}
            onChoose={chosen}
          />
        </Suspense>
      )}
    </div>
  );
}

const itemClass = "rounded-md px-2 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-brand-50 hover:text-brand-800 xl:px-3";

function Dropdown(props: {
  name: Exclude<Menu, null>;
  label: string;
  open: boolean;
  onToggle: (name: Exclude<Menu, null>) => void;
  wide?: boolean;
  alignEnd?: boolean;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <div className="relative">
      <button type="button" className={`${itemClass} inline-flex items-center gap-1`} aria-expanded={props.open} aria-controls={id} onClick={() => props.onToggle(props.name)}>
        {props.label}
        <span aria-hidden="true" className={`inline-block text-xs transition-transform ${props.open ? "rotate-180" : ""}`}>
          ▾
        </span>
      </button>
      {props.open && (
        <div
          id={id}
          className={`absolute top-full mt-2 rounded-xl border border-slate-200 bg-white p-4 shadow-lg ${props.wide ? "left-1/2 w-[min(36rem,90vw)] -translate-x-1/2" : props.alignEnd ? "right-0 w-64" : "left-0 w-64"}`}
        >
          {props.children}
        </div>
      )}
    </div>
  );
}
