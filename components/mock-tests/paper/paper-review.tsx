import { getTranslations } from "next-intl/server";
import { Pager } from "@/components/ui/pager";
import { env } from "@/lib/env";
import { optionSets, type Letter, type OptionSet } from "@/lib/mock-tests/key";
import { recentScans, sheetsPage, type SheetRow } from "@/lib/omr/queries";
import type { ScanProblem } from "@/lib/omr/queue";
import { unreadProblems } from "@/lib/omr/service";
import { MAX_SCAN_PAGES } from "@/lib/omr/upload";
import { apiRoutes, mockConsoleRoutes } from "@/lib/routes";
import { AutoRefresh } from "@/components/ui/auto-refresh";
import { ScanUpload } from "./scan-upload";
import { ConfirmAll, ScanActions, SheetActions, type PaperLabels } from "./sheet-actions";

// A test's scanned sheets on its paper view (issue 20): upload, the scans' progress, then every
// read sheet, those staff must look at first, each with the crops of its doubtful questions.

type Test = { id: number; questions: number; options: string };

export async function PaperReview({ test, page }: { test: Test; page: number }) {
  const [t, r, scans, sheets] = await Promise.all([getTranslations("mockReview.paper"), getTranslations("records"), recentScans(test.id), sheetsPage(test.id, page)]);
  const max = env().MAX_SCAN_MB;
  const reading = scans.some((s) => s.status === "QUEUED" || s.status === "READING");
  const refusals = ["notFound", "notDoubtful", "badLetter", "noSuchStudent", "notReady", "satOnline", "duplicateStudent", "hasConfirmed", "failed"] as const;
  const problems = Object.fromEntries(refusals.map((k) => [k, t(`problems.${k}`)]));
  const labels: PaperLabels = {
    noAnswer: t("noAnswer"),
    registerLabel: t("registerLabel"),
    assign: t("assign"),
    confirm: t("confirm"),
    setAside: t("setAside"),
    working: t("working"),
    errorTitle: r("errorTitle"),
    ok: r("ok"),
    close: r("close"),
    problems,
  };
  const uploadErrors = Object.fromEntries(
    ["fileType", "fileTooLarge", "fileEmpty", "fileIncomplete", "storageUnavailable", "failed"].map((k) => [k, t(`uploadErrors.${k}`, { name: "{name}", max })]),
  );
  return (
    <>
      <section aria-labelledby="scan-heading" className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
        <h3 id="scan-heading" className="font-semibold text-slate-900">
          {t("uploadTitle")}
        </h3>
        <p className="mt-1 text-sm text-slate-700">{t("uploadIntro", { max })}</p>
        {/* Issue 37: what makes a phone photo readable, said before the upload rather than after a refusal. */}
        <details className="mt-2 text-sm text-slate-700">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-700">{t("captureTitle")}</summary>
          <ul className="list-disc space-y-1 pl-5">
            {(["frame", "above", "light", "lens", "flat"] as const).map((tip) => (
              <li key={tip}>{t(`captureTips.${tip}`)}</li>
            ))}
          </ul>
        </details>
        <ScanUpload
          url={apiRoutes.mockScans(test.id)}
          labels={{ choose: t("chooseFiles"), upload: t("upload"), uploading: t("uploading", { name: "{name}", percent: "{percent}" }), errors: uploadErrors }}
        />
        {scans.length > 0 && (
          <>
            <h4 className="mt-4 font-semibold text-slate-900">{t("scansTitle")}</h4>
            <ul className="mt-1 space-y-1 text-sm text-slate-700">
              {scans.map((s) => (
                <li key={s.id}>
                  <span className="font-medium break-all">{s.fileName}</span>:{" "}
                  {t(`scanStatus.${s.status === "READING" && s.pages === 0 ? "QUEUED" : s.status}`, { read: s.pagesRead, pages: s.pages })}
                  {/* Why it failed, or why its first try stopped while the second waits. */}
                  {s.problem && s.status !== "DONE" && <> ({t(`scanProblems.${s.problem as ScanProblem}`, { max: MAX_SCAN_PAGES })})</>}
                  {s.status === "FAILED" && <ScanActions testId={test.id} scanId={s.id} labels={{ ...labels, retry: t("retryScan"), remove: t("removeScan") }} />}
                </li>
              ))}
            </ul>
          </>
        )}
        {reading && <AutoRefresh />}
      </section>
      <section aria-labelledby="sheets-heading" className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="sheets-heading" className="font-semibold text-slate-900">
            {t("sheetsTitle")}
          </h3>
          {sheets.ready > 0 && <ConfirmAll testId={test.id} label={t("confirmAll", { count: sheets.ready })} labels={labels} />}
        </div>
        {sheets.total === 0 ? (
          <p className="mt-2 text-slate-700">{t("noSheets")}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-700">{t("sheetsSummary", { review: sheets.review, ready: sheets.ready, confirmed: sheets.confirmed })}</p>
            <ul className="mt-3 space-y-3">
              {sheets.rows.map((sheet) => (
                <SheetCard key={sheet.id} test={test} sheet={sheet} labels={labels} />
              ))}
            </ul>
            <Pager page={sheets.page} pages={sheets.pages} href={(p) => ({ pathname: mockConsoleRoutes.results(test.id), query: { tab: "paper", page: p } })} />
          </>
        )}
      </section>
    </>
  );
}

async function SheetCard({ test, sheet, labels }: { test: Test; sheet: SheetRow; labels: PaperLabels }) {
  const t = await getTranslations("mockReview.paper");
  const [kind, detail] = (sheet.problem ?? "").split(":");
  const open = sheet.status === "REVIEW" || sheet.status === "READY";
  const unread = unreadProblems.includes(kind);
  return (
    <li className="rounded-lg p-3 ring-1 ring-slate-200">
      <p className="font-semibold break-all text-slate-900">{t("sheetTitle", { file: sheet.fileName, page: sheet.page })}</p>
      <p className="text-sm text-slate-700">
        {t(`status.${sheet.status}`)}
        {sheet.sheetNo !== null && ` · ${t("sheetNo", { number: sheet.sheetNo })}`}
        {sheet.student && ` · ${t("studentLine", { name: sheet.student, registerNo: sheet.registerNo ?? "" })}`}
      </p>
      {kind && (
        <p className={`mt-1 text-sm ${open ? "font-medium text-amber-900" : "text-slate-700"}`}>
          {t(`problems.${kind}`, { test: detail ?? "", registerNo: sheet.registerNo ?? t("unclear") })}
        </p>
      )}
      {unread && sheet.imageId !== null && (
        // eslint-disable-next-line @next/next/no-img-element -- a private scan, shown small so staff see what went wrong
        <img src={apiRoutes.omrSheetImage(test.id, sheet.id)} alt={t("pagePicture")} loading="lazy" className="mt-2 h-auto w-40 rounded ring-1 ring-slate-200" />
      )}
      {open && (
        <SheetActions
          testId={test.id}
          sheetId={sheet.id}
          letters={optionSets[test.options as OptionSet]}
          readable={!unread}
          needsStudent={kind === "unknownStudent" || kind === "duplicateStudent"}
          ready={sheet.status === "READY"}
          labels={labels}
          doubts={sheet.doubts.map((d) => ({
            question: d.question,
            label: t(`doubts.${d.doubt ?? "faint"}`, { question: d.question }),
            picture: apiRoutes.omrSheetImage(test.id, sheet.id, { question: d.question }),
            pictureAlt: t("rowPicture", { question: d.question }),
            decided: d.decided as Letter | null | undefined,
          }))}
        />
      )}
    </li>
  );
}
