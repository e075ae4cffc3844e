import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { listParams, RecordListScreen } from "@/components/records/record-screens";
import { requirePageRole } from "@/lib/auth/guard";
import { categoryBySlug } from "@/lib/documents/categories";
import { documentAdapter } from "@/lib/documents/adapter";
import { listRecords } from "@/lib/records/queries";
import { apiRoutes, courseRoutes } from "@/lib/routes";

/** The view screen of every category: searchable, paginated on the server. */
export default async function DocumentsView({ params, searchParams }: PageProps<"/[locale]/Courses/[category]">) {
  await requirePageRole("STAFF", "ADMIN");
  const category = categoryBySlug((await params).category);
  if (!category) notFound();
  const { page, query } = await listParams(searchParams);
  const [t, list] = await Promise.all([getTranslations("documents"), listRecords(documentAdapter(category), { page, query })]);
  return (
    <RecordListScreen
      resource="documents"
      title={t(`categories.${category.slug}.title`)}
      endpoint={apiRoutes.documents(category.slug)}
      list={list}
      query={query}
      viewHref={courseRoutes.view(category.slug)}
      addHref={courseRoutes.add(category.slug)}
    />
  );
}
