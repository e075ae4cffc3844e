"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { pdfViewerLabels } from "@/components/ui/pdf-viewer-labels";
import { template } from "@/lib/i18n/messages";

/**
 * Every word the answer sheet shows, looked up once per language rather than on each of its renders:
 * a tap renders the sheet two or three times (the mark, then its save), and thirty lookups with
 * their placeholders cost a cheap phone more than the render itself (bench/sheet.ts's CPU profile).
 */
export function useSheetWords() {
  const t = useTranslations("mockSit");
  const records = useTranslations("records");
  return useMemo(() => {
    const row = { question: template(t, "question", "number"), clear: template(t, "clearQuestion", "number"), review: template(t, "reviewQuestion", "number") };
    const missing = { ta: t("noTamil"), en: t("noEnglish") };
    return {
      countdown: { timeLeft: t("timeLeft"), minutesLeft: template(t, "minutesLeft", "minutes") },
      palette: {
        palette: t("palette"),
        goTo: template(t, "goTo", "number"),
        answered: t("answered"),
        markedE: t("markedE"),
        blank: t("blank"),
        notVisited: t("notVisited"),
        marked: t("marked"),
      },
      row,
      missing,
      one: { row, of: template(t, "questionOf", "number", "questions"), previous: t("previous"), next: t("next"), sections: t("sections"), language: t("questionLanguage"), missing },
      tiles: { answered: t("answered"), notAnswered: t("notAnswered"), marked: t("marked") },
      views: { one: t("viewOne"), omr: t("viewOmr"), view: t("view"), language: t("language") },
      viewer: pdfViewerLabels(records),
      paper: t("paper"),
      keptCopy: t("keptCopy"),
      timeUp: t("timeUp"),
      sheet: t("sheet"),
      close: t("close"),
    };
  }, [t, records]);
}
