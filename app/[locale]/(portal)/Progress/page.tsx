import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { figureWords } from "@/components/mock-tests/results/figure-words";
import { ProgressChart, Sparkline } from "@/components/mock-tests/results/progress-chart";
import { DataTable } from "@/components/ui/data-table";
import { requirePageRole } from "@/lib/auth/guard";
import { Link } from "@/lib/i18n/navigation";
import { subjectLabel } from "@/lib/exams/syllabus";
import { progressOf, subjectSeries } from "@/lib/mock-tests/progress";
import { mockTestRoutes } from "@/lib/routes";
import { PortalHeading } from "@/components/layout/portal-heading";

/** A student's progress (issue 36, item 2): a chart of score and percentile, and the same figures as a table. */
export default async function ProgressPage() {
  const user = await requirePageRole("STUDENT");
  const [t, { share: pct, time }, format, locale, points] = await Promise.all([getTranslations("progress"), figureWords(), getFormatter(), getLocale(), progressOf(user.id)]);
  const subjects = await subjectSeries(points);
  const lang = locale === "en" ? "en" : "ta";
  return (
    <section className="space-y-4">
      <PortalHeading back={t("back")} title={t("title")} intro={t("intro")} />
      {points.length === 0 ? (
        <p className="rounded-lg bg-blue-50 p-3 text-blue-900">{t("empty")}</p>
      ) : (
        <>
          <ProgressChart points={points} label={t("chart", { count: points.length })} />
          <DataTable
            minWidth="20rem"
            columns={[
              { key: "date", label: t("date") },
              { key: "test", label: t("test") },
              { key: "score", label: t("score") },
              { key: "percentile", label: t("percentile") },
              { key: "time", label: t("time") },
            ]}
            rows={[...points].reverse().map((p) => ({
              key: `${p.testId}`,
              cells: [
                format.dateTime(p.submittedAt, { dateStyle: "medium" }),
                <Link key="test" href={mockTestRoutes.result(p.testId)} className="font-semibold text-brand-700 underline">
                  {locale === "en" ? p.titleEn : p.titleTa}
                </Link>,
                pct(p.percent),
                pct(p.percentile),
                time(p.secondsPerQuestion),
              ],
            }))}
          />
          {subjects.length > 0 && (
            <section aria-labelledby="subjects-title" className="space-y-2">
              <h2 id="subjects-title" className="text-lg font-bold text-brand-900">
                {t("subjects")}
              </h2>
              <DataTable
                minWidth="18rem"
                columns={[
                  { key: "subject", label: t("subject") },
                  { key: "trend", label: t("trend") },
                  { key: "latest", label: t("latest") },
                ]}
                rows={subjects.map(({ subject, accuracy }) => {
                  const asked = accuracy.filter((value): value is number => value !== null);
                  return {
                    key: subject,
                    cells: [
                      subjectLabel(subject, lang),
                      <span key="trend">
                        <Sparkline values={accuracy} />
                        <span className="sr-only">{t("series", { values: asked.map((value) => pct(value)).join(", ") })}</span>
                      </span>,
                      pct(asked.at(-1) ?? null),
                    ],
                  };
                })}
              />
            </section>
          )}
        </>
      )}
    </section>
  );
}
