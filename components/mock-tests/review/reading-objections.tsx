import { getTranslations } from "next-intl/server";
import { template } from "@/lib/i18n/messages";
import { readingObjections } from "@/lib/omr/queries";
import { apiRoutes } from "@/lib/routes";
import { ReadingDecision } from "./reading-decision";
import { statusTone } from "../objection-status";

/**
 * Students' objections to how their paper sheet was read (issue 36), on the test's paper view: each
 * with the row cut from their sheet, what it was read as and what they say they shaded, and Accept
 * or Reject while it is open and the key is not final. Shown only when there are any.
 */
export async function ReadingObjections({ testId, keyFinal }: { testId: number; keyFinal: boolean }) {
  const rows = await readingObjections(testId);
  if (rows.length === 0) return null;
  const [t, r, review] = await Promise.all([getTranslations("mockReview.paper"), getTranslations("mockResults"), getTranslations("mockReview")]);
  const labels = (letter: string) => ({
    accept: t("readingAccept", { letter }),
    reject: t("readingReject"),
    working: review("working"),
    accepted: template(t, "readingAccepted", "before", "after"),
    rejected: t("readingRejected"),
    doneTitle: review("doneTitle"),
    errorTitle: review("errorTitle"),
    ok: review("ok"),
    close: review("close"),
    errors: { notFound: t("problems.notFound"), keyFinal: t("problems.keyFinal") },
    failed: t("problems.failed"),
  });
  return (
    <section aria-labelledby="reading-objections" className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <h3 id="reading-objections" className="font-semibold text-slate-900">
        {t("readingTitle")}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t("readingIntro")}</p>
      <ul className="mt-3 space-y-3">
        {rows.map((o) => (
          <li key={o.id} className="rounded-lg p-3 ring-1 ring-slate-200" data-testid="reading-objection">
            <p className="font-semibold text-slate-900">
              {t("readingRow", { name: o.name, registerNo: o.registerNo, question: o.question, read: o.read ?? t("noAnswer"), letter: o.letter })}
            </p>
            <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{o.reason}</p>
            {o.sheetId !== null && (
              // eslint-disable-next-line @next/next/no-img-element -- a private scan's row, cut on the server
              <img
                src={apiRoutes.omrSheetImage(testId, o.sheetId, { question: o.question })}
                alt={t("rowPicture", { question: o.question })}
                className="mt-2 h-auto max-w-full rounded ring-1 ring-slate-200"
              />
            )}
            {o.status === "OPEN" && !keyFinal ? (
              <ReadingDecision testId={testId} objectionId={o.id} labels={labels(o.letter)} />
            ) : (
              <span className={`mt-2 inline-block rounded-full px-3 py-1 text-sm font-semibold ${statusTone[o.status]}`}>{r(`status.${o.status}`)}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
