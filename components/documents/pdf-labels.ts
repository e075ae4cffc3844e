import { getTranslations } from "next-intl/server";
import { pdfViewerLabels } from "@/components/ui/pdf-viewer-labels";
import type { PdfActionLabels } from "./pdf-actions";

/** The words of a PDF card's View and Download (PdfActions), in the page's language. */
export async function pdfActionLabels(): Promise<PdfActionLabels> {
  const r = await getTranslations("records");
  return { view: r("view"), download: r("download"), downloading: r("downloading"), failed: r("downloadFailed"), viewer: pdfViewerLabels(r) };
}
