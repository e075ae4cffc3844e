import type { PdfViewerLabels } from "./pdf-viewer";

const keys = ["previous", "next", "pageOf", "zoomIn", "zoomOut", "fitWidth", "loading", "failed"] as const;

/**
 * The viewer's words from the "records" messages, for a server page (getTranslations) or a client
 * one (useTranslations). Raw, because "pageOf" is a template the viewer fills in as pages turn.
 */
export function pdfViewerLabels(t: { (key: string): string; raw(key: string): unknown }): PdfViewerLabels {
  const words = Object.fromEntries(keys.map((key) => [key, String(t.raw(`viewer.${key}`))])) as Record<(typeof keys)[number], string>;
  return { ...words, close: t("close"), download: t("download") };
}
