import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { DocumentForm } from "@/components/documents/document-form";
import { requirePageRole } from "@/lib/auth/guard";
import { categoryBySlug, viewPath } from "@/lib/documents/categories";
import { Link } from "@/lib/i18n/navigation";

/** The add screen of every category (GROUP II SYLLABUS & NOTES and the rest). */
export default async function DocumentsAdd({ params }: PageProps<"/[locale]/Courses/[category]/Add">) {
  await requirePageRole("STAFF", "ADMIN");
  const category = categoryBySlug((await params).category);
  if (!category) notFound();
  const t = await getTranslations("documents");
  return (
    <section className="mx-auto max-w-xl">
      <h1 className="text-2xl font-bold text-brand-900">{t(`categories.${category.slug}.title`)}</h1>
      <p className="mt-1 mb-5 text-sm text-slate-600">{t("addIntro")}</p>
      <div className="rounded-2xl bg-white p-5 shadow-sm">
        <DocumentForm endpoint={`/api/documents/${category.slug}`} method="POST" fileRequired submitLabel={t("upload")} />
      </div>
      <p className="mt-4 text-center">
        <Link href={viewPath(category.slug)} className="font-semibold text-brand-700 hover:underline">
          {t("viewAll")}
        </Link>
      </p>
    </section>
  );
}
