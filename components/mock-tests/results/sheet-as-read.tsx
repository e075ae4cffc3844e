import { getTranslations } from "next-intl/server";
import type { Letter } from "@/lib/mock-tests/key";
import { answerArea, answerBubble, PAGE } from "@/lib/omr/layout";
import type { SheetAsRead as Sheet } from "@/lib/omr/queries";
import type { ObjectionLabels } from "./objection-dialog";
import { ReadingObjection } from "./reading-objection";
import { RING, RING_RADIUS } from "./ring";

/**
 * A paper attempt's own sheet as it was read (issue 36): the straightened scan with a ring on each
 * letter that counted, drawn on the server in SVG over the picture's answer grid (the sheet's own
 * geometry, lib/omr/layout.ts) with a link to the whole page, the same as a list for a screen reader, and while objections are taken a way
 * to object to one reading.
 */
export async function SheetAsRead({
  sheet,
  src,
  objection,
}: {
  sheet: Sheet;
  src: string;
  objection: { testId: number; questions: number; letters: string[]; labels: ObjectionLabels } | null;
}) {
  const t = await getTranslations("mockResults");
  const ringed = sheet.marks.filter((m): m is typeof m & { letter: Letter } => !!m.letter);
  const letterOf = (m: Sheet["marks"][number]) => (m.letter ? m.letter : t("sheetNoMark"));
  // The answer grid only, as wide as the phone: the whole page would draw a bubble a few pixels wide.
  const area = answerArea({ questions: sheet.marks.length, options: sheet.options });
  return (
    <section aria-labelledby="sheet-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="sheet-title" className="font-bold text-slate-900">
        {t("sheetTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("sheetIntro")}</p>
      {sheet.imageId !== null && (
        <svg
          viewBox={`${area.left} ${area.top} ${area.width} ${area.height}`}
          role="img"
          aria-label={t("sheetPicture")}
          className="mt-3 block h-auto w-full ring-1 ring-slate-200"
          data-testid="sheet-as-read"
        >
          <image href={src} width={PAGE.width} height={PAGE.height} preserveAspectRatio="none" />
          {ringed.map((m) => {
            const { x, y } = answerBubble(m.question, m.letter);
            return <circle key={m.question} cx={x} cy={y} r={RING_RADIUS} fill="none" stroke={RING[m.by]} strokeWidth={2} data-question={m.question} data-by={m.by} />;
          })}
        </svg>
      )}
      {sheet.imageId !== null && (
        <a href={src} className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          {t("sheetWhole")}
        </a>
      )}
      <details className="mt-3">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-700">{t("sheetMarks")}</summary>
        <ul className="mt-1 grid grid-cols-2 gap-x-4 text-sm text-slate-800 sm:grid-cols-4">
          {sheet.marks.map((m) => (
            <li key={m.question}>{t("sheetRow", { question: m.question, letter: m.by === "staff" ? t("sheetByStaff", { letter: letterOf(m) }) : letterOf(m) })}</li>
          ))}
        </ul>
      </details>
      {objection && (
        <ReadingObjection
          testId={objection.testId}
          questions={objection.questions}
          letters={objection.letters}
          labels={{ ...objection.labels, question: t("readingQuestion"), object: t("readingObject") }}
        />
      )}
    </section>
  );
}
