import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { RecordAddScreen } from "@/components/records/record-screens";
import { requirePageRole } from "@/lib/auth/guard";
import { categoryBySlug } from "@/lib/documents/categories";
import { apiRoutes, courseRoutes } from "@/lib/routes";

/** The add screen of every category (GROUP II SYLLABUS & NOTES and the rest). */
export default async function DocumentsAdd({ params }: PageProps<"/[locale]/Courses/[category]/Add">) {
  await requirePageRole("STAFF", "ADMIN");
  const category = categoryBySlug((await params).category);
  if (!category) notFound();
  const t = await getTranslations("documents");
  return (
    <RecordAddScreen
      resource="documents"
      title={t(`categories.${category.slug}.title`)}
      intro={t("addIntro")}
      endpoint={apiRoutes.documents(category.slug)}
      viewHref={courseRoutes.view(category.slug)}
    />
  );
}
