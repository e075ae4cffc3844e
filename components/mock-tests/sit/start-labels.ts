import "server-only";
import { getTranslations } from "next-intl/server";
import type { StartLabels } from "./start-button";

/** The Start button's words in the reader's language, for the list and the result page alike. */
export async function startLabels(): Promise<StartLabels> {
  const t = await getTranslations("mockSit");
  return {
    start: t("start"),
    starting: t("starting"),
    errors: { notOpen: t("errors.notOpen"), closed: t("errors.closed"), submitted: t("errors.submitted"), notFound: t("errors.notFound"), network: t("errors.network") },
  };
}
