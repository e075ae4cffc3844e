import type { ReactNode } from "react";

/**
 * One card of the result page (the score, the standing, what it teaches, the comparison): a region
 * named by its small heading, so a screen reader can jump between them.
 */
export function ResultCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {title}
      </h2>
      {children}
    </section>
  );
}
