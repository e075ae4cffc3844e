import { getTranslations } from "next-intl/server";
import { PdfActions } from "@/components/documents/pdf-actions";
import { pdfActionLabels } from "@/components/documents/pdf-labels";
import { PdfIcon } from "@/components/ui/pdf-icon";

/** The question paper once the test has opened and the answer paper once it has closed, each in the PDF viewer. */
export async function Papers({ questionFileId, answerFileId, title }: { questionFileId: number | null; answerFileId: number | null; title: string }) {
  const [t, labels] = await Promise.all([getTranslations("mockResults"), pdfActionLabels()]);
  const papers = [...(questionFileId ? [{ fileId: questionFileId, name: t("questionPaper") }] : []), ...(answerFileId ? [{ fileId: answerFileId, name: t("answerPaper") }] : [])];
  if (!papers.length) return null;
  return (
    <section aria-labelledby="papers-title">
      <h2 id="papers-title" className="font-bold text-slate-900">
        {t("papers")}
      </h2>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {papers.map((paper) => (
          <li key={paper.fileId} className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <p className="flex items-center gap-3 font-semibold text-slate-900">
              <PdfIcon />
              {paper.name}
            </p>
            <PdfActions fileId={paper.fileId} title={`${title}: ${paper.name}`} labels={labels} />
          </li>
        ))}
      </ul>
    </section>
  );
}
