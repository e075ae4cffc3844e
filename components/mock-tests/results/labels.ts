import { getTranslations } from "next-intl/server";
import { template } from "@/lib/i18n/messages";
import { figureWords } from "./figure-words";
import type { HideSwitchLabels } from "./hide-switch";
import type { ObjectionLabels } from "./objection-dialog";
import type { ReviewLabels } from "./review";

// The words of the result page's client parts, from "mockResults" on the server: they get plain
// label props, so no message JSON travels with them.

const refusals = ["notFound", "notSat", "windowClosed", "badQuestion", "badLetter", "badReason", "dropped", "already", "notPaper"] as const;
const fieldErrors = ["chooseLetter", "reasonShort", "reasonLong", "invalidCharacters"] as const;

export async function resultLabels(): Promise<{ review: ReviewLabels; objection: ObjectionLabels; reading: ObjectionLabels; hide: HideSwitchLabels }> {
  const [t, { outcomes }] = await Promise.all([getTranslations("mockResults"), figureWords()]);
  const messages: Record<string, string> = {
    failed: t("failed"),
    unexpected: t("failed"),
    invalidInput: t("failed"),
    notFound: t("objection.notFound"),
    connectionFailed: t("connectionFailed"),
    notAllowed: t("notAllowed"),
    signInRequired: t("signInRequired"),
  };
  for (const key of refusals) messages[`objection.${key}`] = t(`objection.${key}`);
  for (const key of fieldErrors) messages[key] = t(`errors.${key}`);
  const objection: ObjectionLabels = {
    // A template the dialog fills with the question it is opened for.
    title: template(t, "objectTitle", "question"),
    letter: t("objectionLetter"),
    reason: t("reason"),
    reasonHint: t("reasonHint"),
    send: t("send"),
    sending: t("sending"),
    sent: t("sent"),
    close: t("close"),
    messages,
  };
  return {
    review: {
      title: t("review"),
      filter: t("filter"),
      all: t("filterAll"),
      wrong: t("filterWrong"),
      notAnswered: t("filterNotAnswered"),
      empty: t("filterEmpty"),
      allQuestions: t("allQuestions"),
      question: t("question"),
      yourAnswer: t("yourAnswer"),
      key: t("key"),
      outcome: t("outcome"),
      none: t("none"),
      object: t("object"),
      paperPage: template(t, "paperPage", "page"),
      objected: t("objected"),
      outcomes,
      explained: { explanation: t("explanation"), whyNot: template(t, "whyNot", "letter"), right: t("rightAnswer"), yours: t("yourWrongAnswer") },
    },
    objection,
    // A reading objection (issue 36): the same dialog, asking for the letter shaded.
    reading: { ...objection, title: template(t, "readingTitle", "question"), letter: t("readingLetter") },
    hide: { hide: t("hide"), hint: t("hideHint"), saved: t("hideSaved"), failed: t("failed") },
  };
}
