import { getTranslations } from "next-intl/server";
import type { PdfActionLabels } from "./pdf-actions";

/** The words of a PDF card's View and Download (PdfActions), in the page's language. */
export async function pdfActionLabels(): Promise<PdfActionLabels> {
  const r = await getTranslations("records");
  return {
    view: r("view"),
    close: r("close"),
    download: r("download"),
    downloading: r("downloading"),
    failed: r("downloadFailed"),
    fallback: r("viewerFallback"),
    newTab: r("openInNewTab"),
  };
}
