import { getTranslations } from "next-intl/server";
import { Pager } from "@/components/ui/pager";
import { SearchForm } from "@/components/ui/search-form";
import { Link } from "@/lib/i18n/navigation";
import type { Page } from "@/lib/db/paginate";
import type { ResourceKey } from "@/lib/records/specs";
import type { RecordRow } from "@/lib/records/types";
import { RecordForm } from "./record-form";
import { RecordsTable } from "./records-table";

interface Screen {
  resource: ResourceKey;
  title: string;
  /** The API collection, e.g. /api/achievers. */
  endpoint: string;
}

const widths = { narrow: "max-w-xl", wide: "max-w-2xl", wider: "max-w-3xl" };

/** The frame of every console add screen: a title, a line of help, the form and a link to the list. */
export async function AddScreenFrame({
  title,
  intro,
  viewHref,
  width = "narrow",
  children,
}: {
  title: string;
  intro: string;
  viewHref: string;
  width?: keyof typeof widths;
  children: React.ReactNode;
}) {
  const t = await getTranslations("records");
  return (
    <section className={`mx-auto ${widths[width]}`}>
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <p className="mt-1 mb-5 text-sm text-slate-600">{intro}</p>
      <div className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">{children}</div>
      <p className="mt-4 text-center">
        <Link href={viewHref} className="font-semibold text-brand-700 hover:underline">
          {t("viewAll")}
        </Link>
      </p>
    </section>
  );
}

/** The top of every console list: its title with an "Add new" button, the search box and the count. */
export async function ListHeader({ title, addHref, query, placeholder, total }: { title: string; addHref?: string; query: string; placeholder: string; total: number }) {
  const t = await getTranslations("records");
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        {addHref && (
          <Link href={addHref} className="rounded-full bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            {t("addNew")}
          </Link>
        )}
      </div>
      <SearchForm query={query} label={t("search")} placeholder={placeholder} />
      <p className="mt-3 text-sm text-slate-600">{t("count", { total })}</p>
    </>
  );
}

/** Every console add screen of a record: the frame around the record's form. */
export async function RecordAddScreen({ resource, title, endpoint, intro, viewHref }: Screen & { intro: string; viewHref: string }) {
  const t = await getTranslations("records");
  return (
    <AddScreenFrame title={title} intro={intro} viewHref={viewHref}>
      <RecordForm resource={resource} endpoint={endpoint} method="POST" submitLabel={t("upload")} />
    </AddScreenFrame>
  );
}

/** Every console view screen: searchable and paged on the server. */
export async function RecordListScreen({ resource, title, endpoint, list, query, viewHref, addHref }: Screen & { list: Page<RecordRow>; query: string; viewHref: string; addHref: string }) {
  const own = await getTranslations(resource);
  return (
    <section>
      <ListHeader title={title} addHref={addHref} query={query} placeholder={own("searchPlaceholder")} total={list.total} />
      <div className="mt-2">
        <RecordsTable resource={resource} endpoint={endpoint} rows={list.rows} />
      </div>
      <Pager page={list.page} pages={list.pages} href={(page) => ({ pathname: viewHref, query: { ...(query ? { q: query } : {}), page } })} />
    </section>
  );
}

/** The page number and search words of a list screen's address. */
export async function listParams(searchParams: Promise<Record<string, string | string[] | undefined>>): Promise<{ page: number; query: string }> {
  const { page, q } = await searchParams;
  return { page: Number(typeof page === "string" ? page : 1), query: typeof q === "string" ? q : "" };
}
