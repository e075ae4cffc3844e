"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { keepForOffline } from "@/components/offline/service-worker";
import { Modal } from "@/components/ui/modal";
import { useRouter } from "@/lib/i18n/navigation";
import { optionSets, type Letter } from "@/lib/mock-tests/key";
import { lateParam, mockTestRoutes } from "@/lib/routes";
import type { SheetText } from "@/lib/mock-tests/bank";
import type { Checked } from "@/lib/practice/check";
import { CheckAnswer } from "./check-answer";
import { Countdown } from "./countdown";
import { mergeMarks, newestOf, stateOf, type Mark, type Visit } from "./marks";
import { OmrSheet } from "./omr-sheet";
import { OneQuestion } from "./one-question";
import { Palette, scrollToQuestion, SHEET_BAR_ID } from "./palette";
import { PaperPane, paperFiles, usePaperPage, type SheetPaper } from "./paper-pane";
import { LanguageSwitch, Switch, type Lang } from "./question-text";
import { confirmedMarks, confirmedVisits, queuedMarks, queuedVisits, syncClock, unqueueEntry } from "./queue";
import { SaveStatus } from "./save-status";
import { useSheetWords } from "./sheet-words";
import { SubmitPanel } from "./submit-panel";
import { useMarkSync } from "./use-mark-sync";
import { useVisits } from "./use-visits";

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
  /** Questions seen and marked for review, from any of the student's devices (issue 34). */
  visits: Visit[];
  /** The question paper, or null for a test from the bank (its questions' text is `texts`). */
  paper: SheetPaper | null;
  /** The first question of each page of the paper (empty: not given, the student turns the pages). */
  pageStarts: number[];
  texts: SheetText[];
  locale: Lang;
  /** A practice set (issue 21): untimed sets show no clock; "explain after each" sets have a Check per answered question. */
  practice: { timed: boolean; explainEach: boolean; checked: Checked[] } | null;
}

/**
 * The attempt screen: for a test from the bank one question per screen (or the whole sheet, the
 * "OMR view"), for a PDF test the TNPSC bubble grid; the palette in a drawer from the sticky bar,
 * counters, the countdown by the server's clock, the paper in the viewer, and submit. Marks and
 * visits go to IndexedDB and then the server (useMarkSync); a reload merges what is still queued.
 */
export function AnswerSheet(props: SheetProps) {
  const { testId, attemptId, questions, options } = props;
  const words = useSheetWords();
  const router = useRouter();
  const bank = props.paper === null && props.texts.length > 0;
  const [letters, setLetters] = useState(() => new Map<number, Letter | null>(props.marks.map((m) => [m.question, m.letter])));
  const [ready, setReady] = useState(false);
  const [ended, setEnded] = useState(false);
  // A PDF test's paper sits above the bubbles, in the sticky bar (issue 34); the button hides it.
  const [paperShown, setPaperShown] = useState(true);
  const paper = usePaperPage(questions, props.pageStarts);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [view, setView] = useState<"one" | "omr">(bank ? "one" : "omr");
  const [current, setCurrent] = useState(1);
  const [lang, setLang] = useState<Lang>(props.locale);
  const [langs, setLangs] = useState(() => new Map<number, Lang>());
  const [checked, setChecked] = useState(() => new Map((props.practice?.checked ?? []).map((c) => [c.question, c])));
  const explainEach = props.practice?.explainEach ?? false;
  const [offset, setOffset] = useState(() => Date.parse(props.serverNow) - Date.now());
  /** The page is the service worker's copy, older than the last sync: the clock is an estimate. */
  const [keptCopy, setKeptCopy] = useState(false);
  const seq = useRef(1);
  const offsetNow = useRef(offset);
  const endedRef = useRef(false);
  // What the page came with, read once at its start.
  const first = useRef({ marks: props.marks, visits: props.visits, clock: { serverNow: Date.parse(props.serverNow), offset }, paper: props.paper });
  useEffect(() => {
    offsetNow.current = offset;
  }, [offset]);

  // Once: the server's "closed" and the countdown's own end may both lead here. Marks the server
  // refused after the deadline are named to the result page, which tells the student which.
  const leaving = useRef(false);
  const toResult = useCallback(
    (refused: number[] = []) => {
      if (leaving.current) return;
      leaving.current = true;
      router.replace(refused.length ? `${mockTestRoutes.result(testId)}?${lateParam}=${refused.join(",")}` : mockTestRoutes.result(testId));
    },
    [router, testId],
  );
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
  const sender = useMarkSync(
    attemptId,
    useCallback((refused: number[]) => (end(), toResult(refused)), [end, toResult]),
    onClock,
  );
  const flush = useCallback(() => sender.flush(), [sender]);
  const unsaved = useCallback(() => sender.pending, [sender]);
  // Newest in time wins across tabs and devices: the sequence is the server's clock in ms since
  // eight days before the deadline (a test lasts at most a day, an untimed practice set a week, so
  // it fits the column below CHECKED_SEQ), and always above this tab's last one.
  const deadlineMs = Date.parse(props.deadline);
  const nextSeq = useCallback(() => {
    const clock = Math.floor(Date.now() + offsetNow.current - deadlineMs + 8 * 86_400_000);
    return (seq.current = Math.max(seq.current + 1, clock));
  }, [deadlineMs]);
  const visits = useVisits(sender, nextSeq);
  const { load: loadVisits, arrive } = visits;

  // At zero: no more input; what is queued goes within the grace, then the result page. With no
  // signal the sheet stays (a result page cannot open offline) and the queue goes when it returns:
  // saved, or refused by name if the grace has passed.
  const timeUp = useCallback(() => {
    end();
    void flush();
  }, [end, flush]);
  useEffect(() => {
    if (!ended || !ready) return;
    const leaveWhenSaved = () => sender.pending === 0 && toResult();
    leaveWhenSaved();
    return sender.subscribe(leaveWhenSaved);
  }, [ended, ready, sender, toResult]);

  useEffect(() => {
    let live = true;
    const page = first.current.clock;
    void Promise.all([queuedMarks(attemptId), confirmedMarks(attemptId), queuedVisits(attemptId), confirmedVisits(attemptId), syncClock(attemptId, page)]).then(
      ([queued, confirmed, queuedV, confirmedV, clock]) => {
        if (!live) return;
        if (clock.serverNow > page.serverNow) {
          setOffset(clock.offset);
          setKeptCopy(true);
        }
        // The page's entries brought up to date by those confirmed since (it may be the worker's older copy), then the queue's.
        const marks = mergeMarks(newestOf(first.current.marks, confirmed), queued);
        const visited = mergeMarks(newestOf(first.current.visits, confirmedV), queuedV);
        seq.current = Math.max(marks.nextSeq, visited.nextSeq);
        setLetters(new Map([...marks.shown.values()].map((m) => [m.question, m.letter])));
        loadVisits([...visited.shown.values()]);
        sender.adopt(marks.pending, visited.pending);
        // Queued entries the server already has (or has newer ones of) are done with.
        for (const mark of queued) if (!marks.pending.includes(mark)) void unqueueEntry("mark", attemptId, mark);
        for (const visit of queuedV) if (!visited.pending.includes(visit)) void unqueueEntry("visit", attemptId, visit);
        setReady(true);
        void keepForOffline(paperFiles(first.current.paper));
      },
    );
    return () => {
      live = false;
    };
  }, [attemptId, sender, loadVisits]);

  // One question per screen: the one shown is "on screen" for the visits' clock.
  useEffect(() => {
    if (ready && view === "one") arrive(current);
  }, [ready, view, current, arrive]);

  const { onQuestion } = paper;
  const onMark = useCallback(
    (question: number, letter: Letter | null) => {
      if (endedRef.current) return;
      setLetters((prev) => new Map(prev).set(question, letter));
      void sender.enqueue({ question, letter, seq: nextSeq() });
      onQuestion(question);
    },
    [sender, nextSeq, onQuestion],
  );
  const go = useCallback((question: number) => (view === "one" ? setCurrent(question) : scrollToQuestion(question)), [view]);
  // After the drawer has closed (the dialog gives focus back first), so the jump is the last move.
  const goFromPalette = useCallback(
    (question: number) => {
      setPaletteOpen(false);
      requestAnimationFrame(() => go(question));
    },
    [go],
  );
  const langOf = useCallback((question: number) => langs.get(question) ?? lang, [langs, lang]);
  const onLang = useCallback((question: number, l: Lang) => setLangs((prev) => new Map(prev).set(question, l)), []);

  const counts = useMemo(() => {
    let answered = 0;
    for (const letter of letters.values()) if (stateOf(letter) === "answered") answered += 1;
    return { answered, notAnswered: questions - answered };
  }, [letters, questions]);
  const bubbles = optionSets[options];
  // Stable while nothing they read changes: the long sheet (memo) then skips the renders its save
  // status, the clock's offset and the paper's page cause, up to one a frame while the student scrolls.
  const canClear = useCallback((n: number) => options === "AD" && !checked.has(n), [options, checked]);
  const locked = useCallback((n: number) => checked.has(n), [checked]);
  const check = useCallback(
    (n: number) =>
      explainEach && (
        <CheckAnswer
          attemptId={attemptId}
          question={n}
          answered={stateOf(letters.get(n) ?? null) === "answered"}
          checked={checked.get(n) ?? null}
          lang={langOf(n)}
          flush={flush}
          onChecked={(c) => setChecked((prev) => new Map(prev).set(c.question, c))}
        />
      ),
    [explainEach, attemptId, letters, checked, langOf, flush],
  );
  return (
    <div>
      <div id={SHEET_BAR_ID} className="sticky top-14 z-20 -mx-4 flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-4 py-2">
        {props.practice?.timed !== false && <Countdown deadline={deadlineMs} offset={offset} lengthMs={deadlineMs - Date.parse(props.startedAt)} labels={words.countdown} onEnd={timeUp} />}
        <SaveStatus sender={sender} ready={ready} />
        <div className="ml-auto flex gap-2">
          <button
            type="button"
            disabled={!ready}
            onClick={() => setPaletteOpen(true)}
            className="min-h-11 rounded-full border border-brand-700 px-4 font-semibold text-brand-700 disabled:opacity-60"
          >
            {words.palette.palette}
          </button>
          {props.paper && (
            <button
              type="button"
              aria-pressed={paperShown}
              onClick={() => setPaperShown(!paperShown)}
              className="min-h-11 rounded-full border border-brand-700 px-4 font-semibold text-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {words.paper}
            </button>
          )}
        </div>
        {props.paper && paperShown && <PaperPane paper={props.paper} title={props.title} page={paper.page} onPage={paper.turn} labels={words.viewer} />}
      </div>
      {keptCopy && !ended && <p className="mt-3 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">{words.keptCopy}</p>}
      {ended && (
        <p role="alert" className="mt-3 rounded-lg bg-amber-100 p-3 font-semibold text-amber-950">
          {words.timeUp}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-sm">
        {[
          [words.tiles.answered, counts.answered],
          [words.tiles.notAnswered, counts.notAnswered],
          [words.tiles.marked, visits.review.size],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-white p-2 shadow-sm ring-1 ring-slate-200">
            <dt className="text-xs text-slate-600 [overflow-wrap:anywhere]">{label}</dt>
            <dd className="text-lg font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {bank && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <Switch
            value={view}
            options={[
              ["one", words.views.one],
              ["omr", words.views.omr],
            ]}
            onChange={setView}
            label={words.views.view}
          />
          <LanguageSwitch lang={lang} onChange={(l) => (setLang(l), setLangs(new Map()))} labels={{ group: words.views.language, ta: "தமிழ்", en: "English" }} />
        </div>
      )}
      {view === "one" ? (
        <OneQuestion
          number={current}
          count={questions}
          sections={props.sections}
          text={props.texts[current - 1]}
          lang={langOf(current)}
          onLang={onLang}
          bubbles={bubbles}
          letter={letters.get(current) ?? null}
          review={visits.review.has(current)}
          canClear={canClear(current)}
          locked={checked.has(current)}
          disabled={!ready || ended}
          labels={words.one}
          onMark={onMark}
          onReview={visits.toggleReview}
          onGo={setCurrent}
        >
          {check(current)}
        </OneQuestion>
      ) : (
        <OmrSheet
          count={questions}
          sections={props.sections}
          texts={props.texts}
          langOf={langOf}
          missing={words.missing}
          bubbles={bubbles}
          letters={letters}
          review={visits.review}
          canClear={canClear}
          locked={locked}
          disabled={!ready || ended}
          legend={words.sheet}
          labels={words.row}
          onMark={onMark}
          onReview={visits.toggleReview}
          extra={explainEach ? check : undefined}
        />
      )}
      <SubmitPanel attemptId={attemptId} questions={questions} options={options} letters={letters} disabled={!ready || ended} flush={flush} unsaved={unsaved} onDone={toResult} onGo={go} />
      <Modal open={paletteOpen} onClose={() => setPaletteOpen(false)} title={words.palette.palette} closeLabel={words.close}>
        <Palette count={questions} letters={letters} review={visits.review} seen={bank ? visits.seen : null} labels={words.palette} onGo={goFromPalette} />
      </Modal>
    </div>
  );
}
