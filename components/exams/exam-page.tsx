import { getTranslations, setRequestLocale } from "next-intl/server";
import { SyllabusCards } from "@/components/documents/syllabus-cards";
import { categoryBySlug, type CategorySlug } from "@/lib/documents/categories";

/**
 * An exam page: its heading and, below, the syllabus cards of its category. The exam facts of
 * spec section 9 (overview, postings, qualification, age limits, pattern) come with the public
 * pages issue; until then the page says where the details will be.
 */
export async function ExamPage({ locale, category: slug }: { locale: string; category: CategorySlug }) {
  setRequestLocale(locale);
  const category = categoryBySlug(slug)!;
  const [nav, t] = await Promise.all([getTranslations("nav"), getTranslations("exams")]);
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{nav(category.label)}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("intro")}</p>
      <SyllabusCards category={category} />
    </>
  );
}
