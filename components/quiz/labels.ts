import { getTranslations } from "next-intl/server";
import { template } from "@/lib/i18n/messages";
import type { QuizLabels } from "./quiz-form";

/** The quiz form's words, as templates the browser fills in (no message runtime on the page). */
export async function quizLabels(): Promise<QuizLabels> {
  const [t, results] = await Promise.all([getTranslations("quiz"), getTranslations("mockResults")]);
  return {
    language: t("language"),
    submit: t("submit"),
    sending: t("sending"),
    failed: t("failed"),
    tooMany: t("tooMany"),
    score: template(t, "score", "right", "total"),
    keptFirst: t("keptFirst"),
    keptEarlier: template(t, "keptEarlier", "right"),
    streak: template(t, "streak", "streak"),
    signIn: t("signInToKeep"),
    again: t("again"),
    missing: { ta: results("shownInEnglish"), en: results("shownInTamil") },
    explained: { explanation: results("explanation"), whyNot: template(results, "whyNot", "letter"), right: results("rightAnswer"), yours: results("yourWrongAnswer") },
  };
}
