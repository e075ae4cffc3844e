import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { DocumentsTable } from "@/components/documents/documents-table";
import { Pager } from "@/components/ui/pager";
import { requirePageRole } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { addPath, categoryBySlug, viewPath } from "@/lib/documents/categories";
import { listDocuments } from "@/lib/documents/service";
import { Link } from "@/lib/i18n/navigation";

/** The view screen of every category: searchable, paginated on the server. */
export default async function DocumentsView({ params, searchParams }: PageProps<"/[locale]/Courses/[category]">) {
  await requirePageRole("STAFF", "ADMIN");
  const category = categoryBySlug((await params).category);
  if (!category) notFound();
  const { page: requested, q } = await searchParams;
  const query = typeof q === "string" ? q : "";
  const [t, list] = await Promise.all([getTranslations("documents"), listDocuments(db(), category, { page: Number(requested ?? 1), query })]);
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{t(`categories.${category.slug}.title`)}</h1>
        <Link href={addPath(category.slug)} className="rounded-full bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t("addNew")}
        </Link>
      </div>
      <form role="search" className="mt-4 flex gap-2" action="">
        <label htmlFor="q" className="sr-only">
          {t("search")}
        </label>
        <input id="q" name="q" type="search" defaultValue={query} placeholder={t("searchPlaceholder")} className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2" />
        <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
          {t("search")}
        </button>
      </form>
      <p className="mt-3 text-sm text-slate-600">{t("count", { total: list.total })}</p>
      <div className="mt-2">
        <DocumentsTable endpoint={`/api/documents/${category.slug}`} rows={list.rows} />
      </div>
      <Pager page={list.page} pages={list.pages} href={(page) => ({ pathname: viewPath(category.slug), query: { ...(query ? { q: query } : {}), page } })} />
    </section>
  );
}
