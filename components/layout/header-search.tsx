"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import type { NavLink } from "@/lib/navigation";
import { CloseIcon } from "./icons";

export type SearchLabels = Record<"search" | "closeSearch" | "searchPlaceholder" | "noResults" | "pagesHeading" | "documentsHeading" | "searching", string>;

// The results (page matching, the PDF search, the lists) load when the sheet opens, not with every
// page: the input itself stays here, so it takes the focus, and the phone's keyboard, on the tap.
const SearchResults = lazy(() => import("./search-results").then((module) => ({ default: module.SearchResults })));

/**
 * The header's search. On phones a sheet over the whole screen whose list scrolls by itself, as
 * tall as the visible viewport (dvh shrinks with the on-screen keyboard, see the viewport in
 * app/[locale]/layout.tsx), so every result can be reached while typing. On computers a panel
 * under the header bar.
 */
export function HeaderSearch(props: { id: string; pages: (NavLink & { alt: string })[]; labels: SearchLabels; onChoose: () => void; onClose: () => void }) {
  const { id, labels } = props;
  const [query, setQuery] = useState("");
  const needle = query.trim().toLocaleLowerCase();
  // Fetched as the sheet opens, so it is there by the first letter typed.
  useEffect(() => void import("./search-results"), []);

  return (
    <div
      id={id}
      role="search"
      aria-label={labels.search}
      data-search-sheet
      className="fixed inset-0 z-50 flex h-dvh flex-col bg-white lg:static lg:z-auto lg:h-auto lg:border-t lg:border-slate-200"
    >
      <div className="mx-auto flex w-full max-w-6xl items-center gap-2 border-b border-slate-200 px-4 py-2 lg:border-0 lg:py-3">
        <label className="sr-only" htmlFor={`${id}-input`}>
          {labels.search}
        </label>
        <input
          id={`${id}-input`}
          type="search"
          autoFocus
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={labels.searchPlaceholder}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-base"
        />
        <button
          type="button"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
          aria-label={labels.closeSearch}
          onClick={props.onClose}
        >
          <CloseIcon />
        </button>
      </div>
      {needle && (
        <Suspense>
          <SearchResults needle={needle} pages={props.pages} labels={labels} onChoose={props.onChoose} />
        </Suspense>
      )}
    </div>
  );
}
