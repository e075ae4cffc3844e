import { percentOf } from "./analysis";
import { marksFor, type Outcome, type ScoringRules, type Section, type Tally } from "./scoring";

// What a finished attempt teaches its student (issue 36, item 1), from figures the result page
// already has: the score's tallies (scoring.ts, the one rule of right and wrong) and the seconds
// the sheet recorded on each question (visits.ts). Pure, so each figure is tested on its own.

export interface TallyInsight {
  /** Right or wrong (E and blanks are not attempts; a dropped question is right for all, as in the score). */
  attempted: number;
  /** Right ÷ attempted, in percent with one decimal; null when nothing was attempted. */
  accuracy: number | null;
  /** Hundredths of a mark taken away by wrong answers (0 without negative marking). */
  lost: number;
  /** Seconds on screen, or null when the sheet recorded none (a paper sheet, an older attempt). */
  seconds: number | null;
}

export interface Insights extends TallyInsight {
  sections: (TallyInsight & Section)[];
  /** The questions the student spent longest on, longest first, with how each went. */
  longest: { question: number; seconds: number; outcome: Outcome }[];
}

/** How many of the longest questions the page lists. */
export const LONGEST = 5;

/** The seconds recorded on a section's questions (`seconds` gives a question's, or nothing). */
export function secondsWithin(seconds: (question: number) => number | undefined, { from, to }: Pick<Section, "from" | "to">): number {
  let total = 0;
  for (let question = from; question <= to; question++) total += seconds(question) ?? 0;
  return total;
}

/** A tally's attempts, accuracy and marks lost, with the `seconds` given. */
export function insightOf(tally: Tally, rules: Pick<ScoringRules, "correct" | "wrong">, seconds: number | null): TallyInsight {
  const attempted = tally.correct + tally.wrong;
  return { attempted, accuracy: percentOf(tally.correct, attempted), lost: -marksFor(rules, "wrong") * tally.wrong, seconds };
}

/**
 * The attempt's figures: overall and per section, and its longest questions. `seconds` maps a
 * question to its time on screen; `outcomes` is each question's outcome (the review's rows).
 */
export function insightsOf(
  score: Tally & { sections: (Tally & Section)[] },
  rules: Pick<ScoringRules, "correct" | "wrong">,
  seconds: ReadonlyMap<number, number>,
  outcomes: ReadonlyMap<number, Outcome>,
): Insights {
  const timed = seconds.size > 0;
  const total = [...seconds.values()].reduce((sum, s) => sum + s, 0);
  const longest = [...seconds]
    .filter(([question, s]) => s > 0 && outcomes.has(question))
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, LONGEST)
    .map(([question, s]) => ({ question, seconds: s, outcome: outcomes.get(question)! }));
  return {
    ...insightOf(score, rules, timed ? total : null),
    sections: score.sections.map((section) => ({ ...section, ...insightOf(section, rules, timed ? secondsWithin((q) => seconds.get(q), section) : null) })),
    longest,
  };
}
