import { Pager } from "./pager";

/**
 * A console page that lists entries newest first, a page at a time (the audit log, the outbox):
 * its title and intro, the entries or a note that there are none, and the pager.
 */
export function PagedLog({
  title,
  intro,
  emptyNote,
  empty,
  page,
  pages,
  pathname,
  children,
}: {
  title: string;
  intro: string;
  emptyNote: string;
  empty: boolean;
  page: number;
  pages: number;
  pathname: string;
  children: React.ReactNode;
}) {
  return (
    <section>
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <p className="mt-1 text-slate-600">{intro}</p>
      {empty ? <p className="mt-6 rounded-lg bg-white p-4 text-slate-700">{emptyNote}</p> : children}
      <Pager page={page} pages={pages} href={(p) => ({ pathname, query: { page: p } })} />
    </section>
  );
}
