import { getTranslations } from "next-intl/server";
import { formatMarks } from "@/lib/mock-tests/display";
import type { Topper } from "@/lib/mock-tests/results";
import { HideSwitch, type HideSwitchLabels } from "./hide-switch";
import { ResultCard } from "./result-card";

/** After the test closes: the student's rank and percentile, the top ten, and the opt-out from it. */
export async function StandingCard({
  standing,
  toppers,
  hidden,
  hideLabels,
}: {
  standing: { rank: number; sat: number; percentile: number } | null;
  toppers: Topper[];
  hidden: boolean;
  hideLabels: HideSwitchLabels;
}) {
  const t = await getTranslations("mockResults");
  return (
    <ResultCard id="standing-title" title={t("standing")}>
      {standing && (
        <>
          <dl className="mt-2 grid grid-cols-2 gap-2">
            <div className="rounded-xl bg-brand-50 p-3">
              <dt className="text-xs font-semibold text-brand-900">{t("rank")}</dt>
              <dd className="text-2xl font-bold text-brand-900" data-testid="rank">
                {t("rankOf", { rank: standing.rank, sat: standing.sat })}
              </dd>
            </div>
            <div className="rounded-xl bg-brand-50 p-3">
              <dt className="text-xs font-semibold text-brand-900">{t("percentile")}</dt>
              <dd className="text-2xl font-bold text-brand-900">{standing.percentile}</dd>
            </div>
          </dl>
          <p className="mt-2 text-sm text-slate-700">
            {t("percentileText", { percentile: standing.percentile })} {t("sat", { count: standing.sat })}
          </p>
        </>
      )}
      <h3 id="toppers-title" className="mt-5 font-bold text-slate-900">
        {t("toppers")}
      </h3>
      {toppers.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("toppersEmpty")}</p>
      ) : (
        <table className="mt-2 w-full text-sm" aria-labelledby="toppers-title">
          <thead className="text-left text-xs text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-2">
                {t("rank")}
              </th>
              <th scope="col" className="py-1 pr-2">
                {t("name")}
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                {t("marks")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {toppers.map((row, i) => (
              <tr key={i} className={row.self ? "bg-amber-50 font-semibold" : undefined}>
                <td className="py-2 pr-2 align-top">{row.rank}</td>
                <td className="py-2 pr-2">
                  <span className="block break-words text-slate-900">
                    {row.name}
                    {row.self && <span className="ml-1 text-xs text-amber-800">({t("you")})</span>}
                  </span>
                  <span className="block text-xs text-slate-500">
                    <span className="sr-only">{t("registerNo")} </span>
                    {row.registerNo}
                  </span>
                </td>
                <td className="py-2 pr-2 text-right align-top">{formatMarks(row.score)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <HideSwitch hidden={hidden} labels={hideLabels} />
    </ResultCard>
  );
}
