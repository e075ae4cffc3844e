import { getTranslations } from "next-intl/server";
import { inputClass } from "@/components/forms/styles";
import { MAX_SHEET_QUESTIONS, sheetFits } from "@/lib/omr/layout";
import { personalBatches, SHEETS_PER_BATCH } from "@/lib/omr/print";
import { apiRoutes } from "@/lib/routes";
import { PaperReview } from "@/components/mock-tests/paper/paper-review";
import { ReadingObjections } from "./reading-objections";

const link = "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50";
const field = `mt-1 block ${inputClass}`;

/**
 * Paper sittings of a test (issue 20): its OMR answer sheets to print, personal ones in batches by
 * register number or numbered blank ones (plain links and a GET form: each answer is a PDF
 * download), students' objections to readings (issue 36), then the scans of the shaded sheets to
 * read and settle (../paper/paper-review.tsx).
 */
export async function PaperView({ test, page }: { test: { id: number; questions: number; options: string; keyFinal: boolean }; page: number }) {
  const t = await getTranslations("mockReview.paper");
  const sheets = apiRoutes.mockSheets(test.id);
  return (
    <section aria-labelledby="paper-heading" className="space-y-4">
      <div>
        <h2 id="paper-heading" className="text-lg font-bold text-brand-900">
          {t("title")}
        </h2>
        <p className="mt-1 text-slate-700">{t("intro", { max: SHEETS_PER_BATCH })}</p>
      </div>
      {!sheetFits(test) ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-300">
          {t("tooMany", { max: MAX_SHEET_QUESTIONS, questions: test.questions })}
        </p>
      ) : (
        <>
          <div className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
            <h3 className="font-semibold text-slate-900">{t("personalTitle")}</h3>
            <p className="mt-1 text-sm text-slate-700">{t("personalIntro")}</p>
            <PersonalLinks href={sheets} />
          </div>
          <form action={sheets} method="get" className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
            <h3 className="font-semibold text-slate-900">{t("blankTitle")}</h3>
            <p className="mt-1 text-sm text-slate-700">{t("blankIntro")}</p>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              <label className="block font-medium text-slate-800">
                {t("from")}
                <input name="from" type="number" inputMode="numeric" min={1} max={99_999} defaultValue={1} required className={field} />
              </label>
              <label className="block font-medium text-slate-800">
                {t("count", { max: SHEETS_PER_BATCH })}
                <input name="count" type="number" inputMode="numeric" min={1} max={SHEETS_PER_BATCH} defaultValue={SHEETS_PER_BATCH} required className={field} />
              </label>
            </div>
            <button type="submit" className="mt-3 min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white">
              {t("download")}
            </button>
          </form>
          <ReadingObjections testId={test.id} keyFinal={test.keyFinal} />
          <PaperReview test={test} page={page} />
        </>
      )}
    </section>
  );
}

async function PersonalLinks({ href }: { href: string }) {
  const [t, batches] = await Promise.all([getTranslations("mockReview.paper"), personalBatches()]);
  if (batches.length === 0) return <p className="mt-3 text-slate-700">{t("noStudents")}</p>;
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {batches.map(({ batch, first, last, count }) => (
        <li key={batch}>
          <a href={`${href}?batch=${batch}`} download className={link}>
            {t("batch", { first, last, count })}
          </a>
        </li>
      ))}
    </ul>
  );
}
