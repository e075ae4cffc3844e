import { getTranslations } from "next-intl/server";
import type { DocumentCategory } from "@/lib/documents/categories";
import { publicDocuments } from "@/lib/documents/queries";
import { PdfIcon } from "@/components/ui/pdf-icon";
import { PdfActions } from "./pdf-actions";
import { pdfActionLabels } from "./pdf-labels";

/** The syllabus cards under an exam page: view in a large dialog, or download. */
export async function SyllabusCards({ category }: { category: DocumentCategory }) {
  const [t, labels, documents] = await Promise.all([getTranslations("documents"), pdfActionLabels(), publicDocuments(category)]);
  return (
    <section aria-labelledby="syllabus-heading" className="mt-10">
      <h2 id="syllabus-heading" className="text-2xl font-bold text-brand-900">
        {t("cardsTitle")}
      </h2>
      {documents.length === 0 ? (
        <p className="mt-4 rounded-lg bg-white p-4 text-slate-700">{t("cardsEmpty")}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {documents.map((doc) => (
            <li key={doc.id} className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-start gap-3">
                <PdfIcon />
                <div className="min-w-0">
                  <h3 className="font-bold text-slate-900">{doc.title}</h3>
                  <p className="text-sm text-slate-600">
                    {doc.paper} · {doc.subject}
                  </p>
                </div>
              </div>
              <PdfActions fileId={doc.fileId} title={doc.title} labels={labels} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
