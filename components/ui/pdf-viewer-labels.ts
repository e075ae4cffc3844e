import { template } from "@/lib/i18n/messages";
import type { PdfViewerLabels } from "./pdf-viewer";

const keys = ["previous", "next", "zoomIn", "zoomOut", "fitWidth", "loading", "failed"] as const;

/**
 * The viewer's words from the "records" messages, for a server page (getTranslations) or a client
 * one (useTranslations). "pageOf" stays a template the viewer fills in as pages turn.
 */
export function pdfViewerLabels(t: Parameters<typeof template>[0]): PdfViewerLabels {
  const words = Object.fromEntries(keys.map((key) => [key, t(`viewer.${key}`)])) as Record<(typeof keys)[number], string>;
  return { ...words, pageOf: template(t, "viewer.pageOf", "page", "pages"), close: t("close"), download: t("download") };
}
