"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { MarkSender } from "./mark-sender";
import type { Visit } from "./marks";

/** The sheet's seconds on one question are reported in pieces of at most an hour (the server's limit). */
const MAX_SECONDS = 3600;

/**
 * The questions' visits (issue 34): which were seen, which are marked for review, and the time
 * each was on screen, reported through the sheet's sender with the marks so the server keeps them
 * and another device opens with the same palette. One question at a time is "on screen" (the
 * one-question view calls `arrive`); its time is reported when another arrives or the page is
 * hidden. Review flags and seen questions are state; the clock of the question on screen is not.
 */
export function useVisits(sender: MarkSender, nextSeq: () => number) {
  const [shown, setShown] = useState({ review: new Set<number>(), seen: new Set<number>() });
  const current = useRef({ review: shown.review, seen: shown.seen, on: null as { question: number; since: number } | null });

  const publish = useCallback(() => setShown({ review: current.current.review, seen: current.current.seen }), []);
  const report = useCallback(
    (question: number, seconds: number) =>
      void sender.report({ question, review: current.current.review.has(question), seconds: Math.min(MAX_SECONDS, Math.round(seconds)), seq: nextSeq() }),
    [sender, nextSeq],
  );
  const see = useCallback((question: number) => {
    if (current.current.seen.has(question)) return false;
    current.current.seen = new Set(current.current.seen).add(question);
    return true;
  }, []);

  /** What the page, this browser and its queue know, newest first: the state the sheet opens with. */
  const load = useCallback(
    (visits: readonly Visit[]) => {
      current.current.review = new Set(visits.filter((v) => v.review).map((v) => v.question));
      current.current.seen = new Set(visits.map((v) => v.question));
      publish();
    },
    [publish],
  );

  const leave = useCallback(() => {
    const on = current.current.on;
    current.current.on = null;
    if (on) report(on.question, (Date.now() - on.since) / 1000);
  }, [report]);

  const arrive = useCallback(
    (question: number) => {
      if (current.current.on?.question === question) return;
      leave();
      current.current.on = { question, since: Date.now() };
      // A first visit is reported at once: another device shows it as seen, not "not visited".
      if (see(question)) {
        report(question, 0);
        publish();
      }
    },
    [leave, see, report, publish],
  );

  const toggleReview = useCallback(
    (question: number) => {
      const review = new Set(current.current.review);
      if (!review.delete(question)) review.add(question);
      current.current.review = review;
      see(question);
      publish();
      report(question, 0);
    },
    [see, publish, report],
  );

  // A hidden page (another app, the screen off) is no time on the question: it stops and resumes.
  useEffect(() => {
    let paused: number | null = null;
    const change = () => {
      if (document.hidden) {
        paused = current.current.on?.question ?? null;
        leave();
      } else if (paused !== null) {
        current.current.on = { question: paused, since: Date.now() };
        paused = null;
      }
    };
    document.addEventListener("visibilitychange", change);
    return () => {
      document.removeEventListener("visibilitychange", change);
      leave();
    };
  }, [leave]);

  return { review: shown.review, seen: shown.seen, load, arrive, toggleReview };
}
