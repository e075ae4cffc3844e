"use client";

import { useEffect, useState } from "react";
import { Link } from "@/lib/i18n/navigation";
import type { NavLink } from "@/lib/navigation";
import { apiRoutes } from "@/lib/routes";
import type { SearchLabels } from "./header-search";

/** Most pages listed at once (the documents are capped by the search API). */
const PAGE_LIMIT = 8;

/** What the header's search finds for the words typed: pages by name, then syllabus PDFs (header-search.tsx loads this on demand). */
export function SearchResults({ needle, pages, labels, onChoose }: { needle: string; pages: (NavLink & { alt: string })[]; labels: SearchLabels; onChoose: () => void }) {
  const words = needle.split(/\s+/).filter(Boolean);
  const found = words.length ? pages.filter((p) => words.every((w) => p.label.toLocaleLowerCase().includes(w) || p.alt.toLocaleLowerCase().includes(w))).slice(0, PAGE_LIMIT) : [];
  const documents = useDocumentSearch(needle);
  return (
    <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain lg:max-h-[70dvh] lg:flex-none" data-testid="search-results">
      <div className="mx-auto max-w-6xl space-y-3 px-4 py-2" aria-live="polite">
        {found.length > 0 && (
          <ResultList heading={labels.pagesHeading}>
            {found.map((p) => (
              <li key={p.href}>
                <Link href={p.href} onClick={onChoose} className="flex min-h-11 items-center py-2 text-brand-700 hover:underline">
                  {p.label}
                </Link>
              </li>
            ))}
          </ResultList>
        )}
        {documents.hits.length > 0 && (
          <ResultList heading={labels.documentsHeading}>
            {documents.hits.map((d) => (
              <li key={d.fileId}>
                <a href={apiRoutes.file(d.fileId)} target="_blank" rel="noopener" className="block py-2 text-brand-700 hover:underline">
                  {d.title}
                  <span className="block text-sm text-slate-600">{d.detail}</span>
                </a>
              </li>
            ))}
          </ResultList>
        )}
        {documents.busy && <p className="text-sm text-slate-600">{labels.searching}</p>}
        {!documents.busy && found.length === 0 && documents.hits.length === 0 && <p className="py-2 text-slate-600">{labels.noResults}</p>}
      </div>
    </div>
  );
}

function ResultList({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <div>
      <p className="text-xs font-bold uppercase tracking-wide text-slate-500">{heading}</p>
      <ul className="divide-y divide-slate-100">{children}</ul>
    </div>
  );
}

interface DocumentHit {
  fileId: number;
  title: string;
  detail: string;
}

/** Syllabus PDFs matching the words typed, asked of the server a moment after typing stops. */
function useDocumentSearch(needle: string): { hits: DocumentHit[]; busy: boolean } {
  const [result, setResult] = useState<{ needle: string; hits: DocumentHit[] }>({ needle: "", hits: [] });
  useEffect(() => {
    if (needle.length < 2) return;
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(apiRoutes.search(needle), { signal: abort.signal });
        const body = (await response.json()) as { documents?: DocumentHit[] };
        setResult({ needle, hits: body.documents ?? [] });
      } catch {
        if (!abort.signal.aborted) setResult({ needle, hits: [] });
      }
    }, 250);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [needle]);
  const current = result.needle === needle;
  return { hits: current ? result.hits : [], busy: needle.length >= 2 && !current };
}
