"use client";

import { useState } from "react";
import { Explanation, type ExplanationLabels } from "@/components/mock-tests/results/explanation";
import { LanguageSwitch, type Lang } from "@/components/mock-tests/sit/question-text";
import { QuestionPicture } from "@/components/questions/question-picture";
import type { SheetText } from "@/lib/mock-tests/bank";
import { textIn } from "@/lib/questions/display";
import { quizLetters as letters } from "@/lib/quiz/schema";
import type { QuizResult } from "@/lib/quiz/service";
import { apiRoutes } from "@/lib/routes";

// The Daily Current Affairs Quiz (issue 21): today's questions, an option tapped for each, one
// submit; then the score, each question's right answer and explanation, and for a signed-in
// student the score kept and their streak. Nothing is sent before the submit.

export interface QuizLabels {
  language: string;
  submit: string;
  sending: string;
  failed: string;
  tooMany: string;
  /** "{right}" and "{total}" are filled in. */
  score: string;
  keptFirst: string;
  /** "{right}" is filled in. */
  keptEarlier: string;
  /** "{streak}" is filled in. */
  streak: string;
  signIn: string;
  again: string;
  missing: { ta: string; en: string };
  explained: ExplanationLabels;
}

type Answer = (typeof letters)[number] | null;
/** The visitor's take kept by this browser; a browser that keeps nothing (private mode) just takes the quiz. */
const earlierTake = {
  key: (quizId: number) => `quiz-take:${quizId}`,
  get: (quizId: number) => attempt(() => localStorage.getItem(earlierTake.key(quizId)) ?? undefined),
  set: (quizId: number, token: string) => attempt(() => localStorage.setItem(earlierTake.key(quizId), token)),
  drop: (quizId: number) => attempt(() => localStorage.removeItem(earlierTake.key(quizId))),
};
function attempt<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}
const fill = (text: string, values: Record<string, number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

export function QuizForm({ quizId, texts, locale, labels }: { quizId: number; texts: SheetText[]; locale: Lang; labels: QuizLabels }) {
  const [lang, setLang] = useState<Lang>(locale);
  const [answers, setAnswers] = useState<Answer[]>(() => texts.map(() => null));
  const [result, setResult] = useState<QuizResult | null>(null);
  const [state, setState] = useState<"idle" | "sending" | "failed" | "tooMany">("idle");

  async function submit() {
    setState("sending");
    try {
      // A visitor's take on this browser, handed back once they take it signed in: the first take counts (lib/quiz/take-token.ts).
      const earlier = earlierTake.get(quizId);
      const response = await fetch(apiRoutes.quizTake(quizId), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ answers, earlier }) });
      if (!response.ok) return setState(response.status === 429 ? "tooMany" : "failed");
      const taken = (await response.json()) as QuizResult;
      if (taken.token && !earlier) earlierTake.set(quizId, taken.token);
      if (taken.kept) earlierTake.drop(quizId);
      setResult(taken);
      setState("idle");
      window.scrollTo({ top: 0 });
    } catch {
      setState("failed");
    }
  }

  return (
    <div className="mt-4 space-y-4">
      <LanguageSwitch lang={lang} onChange={setLang} labels={{ group: labels.language, ta: "தமிழ்", en: "English" }} />
      {result && (
        <div role="status" className="rounded-2xl bg-green-50 p-4 text-green-950 ring-1 ring-green-200">
          <p className="text-xl font-bold">{fill(labels.score, { right: result.right, total: result.total })}</p>
          {result.kept ? (
            <p className="mt-1">
              {result.kept.first ? labels.keptFirst : fill(labels.keptEarlier, { right: result.kept.right })} {fill(labels.streak, { streak: result.kept.streak })}
            </p>
          ) : (
            <p className="mt-1 text-sm">{labels.signIn}</p>
          )}
        </div>
      )}
      <ol className="space-y-4">
        {texts.map((_, i) => {
          const { text, missing } = textIn(texts[i], lang);
          return (
            <li key={i} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              {result ? (
                <Explanation
                  item={{
                    ...explainedText(result, i, lang),
                    right: result.rows[i].right ? [result.rows[i].right!] : [],
                    chosen: result.rows[i].chosen,
                    missingNote: missing ? labels.missing[lang] : null,
                    imageId: texts[i].imageId,
                  }}
                  labels={labels.explained}
                />
              ) : (
                <fieldset>
                  <legend className="font-medium whitespace-pre-line text-slate-900">
                    <span className="mr-1 font-semibold tabular-nums">{i + 1}.</span>
                    {text.stem}
                  </legend>
                  {missing && <p className="text-xs text-amber-800">{labels.missing[lang]}</p>}
                  <QuestionPicture imageId={texts[i].imageId} alt={text.stem} />
                  <div className="mt-2 grid gap-2">
                    {text.options.map((option, j) => (
                      <label
                        key={j}
                        className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50"
                      >
                        <input
                          type="radio"
                          name={`quiz-${i}`}
                          checked={answers[i] === letters[j]}
                          onChange={() => setAnswers((prev) => prev.map((a, k) => (k === i ? letters[j] : a)))}
                          className="size-5 shrink-0"
                        />
                        <span className="whitespace-pre-line">
                          <span className="font-semibold">({letters[j]})</span> {option}
                        </span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
            </li>
          );
        })}
      </ol>
      {!result && (
        <div>
          <button
            type="button"
            disabled={state === "sending"}
            onClick={() => void submit()}
            className="min-h-12 w-full rounded-full bg-brand-700 px-6 font-bold text-white disabled:opacity-60 sm:w-auto"
          >
            {state === "sending" ? labels.sending : labels.submit}
          </button>
          {(state === "failed" || state === "tooMany") && (
            <p role="alert" className="mt-2 text-red-800">
              {state === "tooMany" ? labels.tooMany : labels.failed}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** A scored question's text with its explanation, in the chosen language where it has one. */
function explainedText(result: QuizResult, i: number, lang: Lang) {
  const { text } = textIn(result.texts[i], lang);
  return { stem: text.stem, options: text.options, explanation: text.explanation, whyWrong: text.whyWrong };
}
