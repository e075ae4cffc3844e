import { getFormatter, getTranslations } from "next-intl/server";
import type { Outcome } from "@/lib/mock-tests/scoring";

/**
 * How the results' figures read, on the server (issue 36): a share in percent, a time on screen, an
 * outcome's name, and "–" where there is no figure. One reading for the result's cards, the
 * progress page and the staff's analysis.
 */
export async function figureWords() {
  const [t, format] = await Promise.all([getTranslations("mockResults"), getFormatter()]);
  return {
    share: (percent: number | null) => (percent === null ? t("notTimed") : format.number(percent / 100, { style: "percent", maximumFractionDigits: 1 })),
    time: (seconds: number | null) => (seconds === null ? t("notTimed") : t("duration", { minutes: Math.floor(seconds / 60), seconds: seconds % 60 })),
    outcomes: { correct: t("correct"), wrong: t("wrong"), notAnswered: t("notAnswered") } satisfies Record<Outcome, string>,
  };
}
