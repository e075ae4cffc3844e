"use client";

import { useTranslations } from "next-intl";
import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { PdfViewerDialog } from "@/components/ui/pdf-viewer";
import { pdfViewerLabels } from "@/components/ui/pdf-viewer-labels";
import { template } from "@/lib/i18n/messages";
import { useRouter } from "@/lib/i18n/navigation";
import { optionSets, type Letter } from "@/lib/mock-tests/key";
import { mockTestRoutes } from "@/lib/routes";
import type { SheetText } from "@/lib/mock-tests/bank";
import type { Checked } from "@/lib/practice/check";
import { CheckAnswer } from "./check-answer";
import { Countdown } from "./countdown";
import { keepForOffline } from "@/components/offline/service-worker";
import { mergeMarks, newestMarks, stateOf, type Mark } from "./marks";
import { Palette } from "./palette";
import { bubbleStyles, QuestionRow } from "./question-row";
import { LanguageSwitch, QuestionText, type Lang } from "./question-text";
import { confirmedMarks, loadReview, queuedMarks, saveReview, syncClock, unqueueMark } from "./queue";
import { SaveStatus } from "./save-status";
import { SubmitPanel } from "./submit-panel";
import { useMarkSync } from "./use-mark-sync";

export interface SheetProps {
  testId: number;
  attemptId: number;
  title: string;
  /** When the attempt started: with the deadline, the sitting's length (the countdown's warnings). */
  startedAt: string;
  deadline: string;
  serverNow: string;
  questions: number;
  options: "AD" | "AE";
  sections: { name: string; from: number; to: number }[];
  marks: Mark[];
  /** The question paper PDF, or null for a test from the bank (its questions' text is `texts`). */
  paperUrl: string | null;
  texts: SheetText[];
  locale: Lang;
  /** A practice set (issue 21): untimed sets show no clock; "explain after each" sets have a Check per answered question. */
  practice: { timed: boolean; explainEach: boolean; checked: Checked[] } | null;
}

/**
 * The attempt screen: the TNPSC-style bubble grid with section headings, the palette and counters,
 * the countdown by the server's clock, the question paper in the viewer, and submit. Marks made
 * here go to IndexedDB and then the server (useMarkSync); a reload merges what is still queued.
 */
export function AnswerSheet(props: SheetProps) {
  const { testId, attemptId, questions, options } = props;
  const t = useTranslations("mockSit");
  const records = useTranslations("records");
  const router = useRouter();
  const [letters, setLetters] = useState(() => new Map<number, Letter | null>(props.marks.map((m) => [m.question, m.letter])));
  const [review, setReview] = useState<Set<number>>(() => new Set());
  const [ready, setReady] = useState(false);
  const [ended, setEnded] = useState(false);
  const [paperOpen, setPaperOpen] = useState(false);
  const [lang, setLang] = useState<Lang>(props.locale);
  const [checked, setChecked] = useState(() => new Map((props.practice?.checked ?? []).map((c) => [c.question, c])));
  const explainEach = props.practice?.explainEach ?? false;
  const [offset, setOffset] = useState(() => Date.parse(props.serverNow) - Date.now());
  /** The page is the service worker's copy, older than the last sync: the clock is an estimate. */
  const [keptCopy, setKeptCopy] = useState(false);
  const seq = useRef(1);
  const endedRef = useRef(false);
  // What the page came with, read once at its start.
  const first = useRef({ marks: props.marks, clock: { serverNow: Date.parse(props.serverNow), offset }, paper: props.paperUrl });

  const toResult = useCallback(() => router.replace(mockTestRoutes.result(testId)), [router, testId]);
  const end = useCallback(() => {
    endedRef.current = true;
    setEnded(true);
  }, []);
  // Each save brings the server's clock: kept for a reload offline, and the countdown follows it
  // when this phone's clock has drifted (or the page was the service worker's older copy).
  const onClock = useCallback(
    (serverNow: number, deviceNow: number) => {
      const measured = serverNow - deviceNow;
      void syncClock(attemptId, { serverNow, offset: measured });
      setOffset((prev) => (Math.abs(prev - measured) > 1000 ? measured : prev));
      setKeptCopy(false);
    },
    [attemptId],
  );
  const sync = useMarkSync(
    attemptId,
    useCallback(() => (end(), toResult()), [end, toResult]),
    onClock,
  );
  const { sender } = sync;
  const flush = useCallback(() => sender.flush(), [sender]);

  // At zero: no more input; what is queued goes within the grace, then the result page.
  const timeUp = useCallback(() => {
    end();
    void flush().finally(toResult);
  }, [end, flush, toResult]);

  useEffect(() => {
    let live = true;
    const page = first.current.clock;
    void Promise.all([queuedMarks(attemptId), loadReview(attemptId), confirmedMarks(attemptId), syncClock(attemptId, page)]).then(([queued, flagged, confirmed, clock]) => {
      if (!live) return;
      if (clock.serverNow > page.serverNow) {
        setOffset(clock.offset);
        setKeptCopy(true);
      }
      const { shown, pending, nextSeq } = mergeMarks(newestMarks(first.current.marks, confirmed), queued);
      seq.current = nextSeq;
      setLetters(new Map([...shown.values()].map((m) => [m.question, m.letter])));
      setReview(flagged);
      sender.adopt(pending);
      // Queued marks the server already has (or has newer ones of) are done with.
      for (const mark of queued) if (!pending.includes(mark)) void unqueueMark(attemptId, mark);
      setReady(true);
      void keepForOffline(first.current.paper ? [first.current.paper] : []);
    });
    return () => {
      live = false;
    };
  }, [attemptId, sender]);

  const onMark = useCallback(
    (question: number, letter: Letter | null) => {
      if (endedRef.current) return;
      setLetters((prev) => new Map(prev).set(question, letter));
      // Newest in time wins across tabs and devices: the sequence is the server's clock in ms since
      // eight days before the deadline (a test lasts at most a day, an untimed practice set a week,
      // so it fits the column below CHECKED_SEQ), and always above this tab's last one.
      const clock = Math.floor(Date.now() + offset - Date.parse(props.deadline) + 8 * 86_400_000);
      seq.current = Math.max(seq.current + 1, clock);
      void sender.enqueue({ question, letter, seq: seq.current });
    },
    [sender, offset, props.deadline],
  );
  const onReview = useCallback(
    (question: number) =>
      setReview((prev) => {
        const next = new Set(prev);
        if (!next.delete(question)) next.add(question);
        void saveReview(attemptId, next);
        return next;
      }),
    [attemptId],
  );

  const counts = useMemo(() => {
    let answered = 0;
    for (const letter of letters.values()) if (stateOf(letter) === "answered") answered += 1;
    return { answered, notAnswered: questions - answered };
  }, [letters, questions]);
  const headings = useMemo(() => new Map(props.sections.map((s) => [s.from, s.name])), [props.sections]);
  const rowLabels = useMemo(() => ({ question: template(t, "question", "number"), clear: template(t, "clearQuestion", "number"), review: template(t, "reviewQuestion", "number") }), [t]);
  const paletteLabels = useMemo(
    () => ({ palette: t("palette"), goTo: template(t, "goTo", "number"), answered: t("answered"), markedE: t("markedE"), blank: t("blank"), marked: t("marked") }),
    [t],
  );
  const bubbles = optionSets[options];

  return (
    <div>
      <div className="sticky top-14 z-20 -mx-4 flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur">
        {props.practice?.timed !== false && (
          <Countdown
            deadline={Date.parse(props.deadline)}
            offset={offset}
            lengthMs={Date.parse(props.deadline) - Date.parse(props.startedAt)}
            labels={{ timeLeft: t("timeLeft"), minutesLeft: template(t, "minutesLeft", "minutes") }}
            onEnd={timeUp}
          />
        )}
        <SaveStatus pending={sync.pending} ready={ready} />
        {props.paperUrl ? (
          <button type="button" onClick={() => setPaperOpen(true)} className="ml-auto min-h-11 rounded-full border border-brand-700 px-4 font-semibold text-brand-700">
            {t("paper")}
          </button>
        ) : (
          <div className="ml-auto">
            <LanguageSwitch lang={lang} onChange={setLang} labels={{ group: t("language"), ta: "தமிழ்", en: "English" }} />
          </div>
        )}
      </div>
      {keptCopy && !ended && <p className="mt-3 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">{t("keptCopy")}</p>}
      {ended && (
        <p role="alert" className="mt-3 rounded-lg bg-amber-100 p-3 font-semibold text-amber-950">
          {t("timeUp")}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-sm">
        {[
          [t("answered"), counts.answered],
          [t("notAnswered"), counts.notAnswered],
          [t("marked"), review.size],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-white p-2 shadow-sm ring-1 ring-slate-200">
            <dt className="text-xs text-slate-600 [overflow-wrap:anywhere]">{label}</dt>
            <dd className="text-lg font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 lg:grid lg:grid-cols-[1fr_18rem] lg:gap-6">
        <div className="lg:order-2">
          <div className="lg:sticky lg:top-36">
            <Palette count={questions} letters={letters} review={review} labels={paletteLabels} />
          </div>
        </div>
        <fieldset disabled={!ready || ended} className={`mt-4 rounded-xl bg-white px-1 py-2 text-slate-700 shadow-sm ring-1 ring-slate-200 lg:mt-0 ${bubbleStyles}`}>
          <legend className="sr-only">{t("sheet")}</legend>
          {Array.from({ length: questions }, (_, i) => i + 1).map((n) => (
            <Fragment key={n}>
              {headings.has(n) && <h2 className="mt-3 px-2 pb-1 text-lg font-bold text-brand-900">{headings.get(n)}</h2>}
              {props.texts[n - 1] && <QuestionText number={n} text={props.texts[n - 1]} lang={lang} missing={t(lang === "ta" ? "noTamil" : "noEnglish")} />}
              <QuestionRow
                number={n}
                letters={bubbles}
                letter={letters.get(n) ?? null}
                review={review.has(n)}
                canClear={options === "AD" && !checked.has(n)}
                locked={checked.has(n)}
                labels={rowLabels}
                onMark={onMark}
                onReview={onReview}
              />
              {explainEach && (
                <CheckAnswer
                  attemptId={attemptId}
                  question={n}
                  answered={stateOf(letters.get(n) ?? null) === "answered"}
                  checked={checked.get(n) ?? null}
                  lang={lang}
                  flush={flush}
                  onChecked={(c) => setChecked((prev) => new Map(prev).set(c.question, c))}
                />
              )}
            </Fragment>
          ))}
        </fieldset>
      </div>
      <SubmitPanel attemptId={attemptId} questions={questions} options={options} letters={letters} disabled={!ready || ended} flush={flush} pending={sync.pending} onDone={toResult} />
      <PdfViewerDialog src={paperOpen && props.paperUrl ? props.paperUrl : null} title={props.title} onClose={() => setPaperOpen(false)} labels={pdfViewerLabels(records)} />
    </div>
  );
}
