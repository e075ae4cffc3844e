import { NOT_ANSWERED, optionSets, type KeyEntry, type Letter } from "./key";
import { marksFor, outcomeOf, type ScoringRules } from "./scoring";

// Item analysis and section averages of an online mock test (issue 18), for staff: pure, so the
// flags that say "check this key" are tested without a database.

/** The share of the upper group: the classic 27 % of best scorers (Kelley) used for discrimination. */
export const UPPER_SHARE = 0.27;

/** How many of `sat` attempts form the upper group (at least one when anyone sat). */
export const upperGroupSize = (sat: number) => (sat > 0 ? Math.max(1, Math.ceil(sat * UPPER_SHARE)) : 0);

/** How the students chose on one question: per bubble, and (separately) within the upper group. */
export interface QuestionCounts {
  question: number;
  /** Attempts per letter marked (E included); attempts with no letter are `sat` minus their sum. */
  all: Partial<Record<Letter, number>>;
  upper: Partial<Record<Letter, number>>;
}

export type ItemFlag = "distractorBeatsKey" | "upperChoseOther";

export interface ItemRow {
  question: number;
  key: KeyEntry;
  /** Shares in percent, rounded to one decimal: right, each letter, and no answer at all. */
  correct: number;
  letters: { letter: Letter; share: number; count: number; keyed: boolean }[];
  none: { share: number; count: number };
  flags: ItemFlag[];
}

/**
 * `part` of `whole` in percent with one decimal, null when the whole is nothing: the one rounding of
 * every share the results show (item shares, accuracy, percentile, a score's share of the maximum).
 */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);
const percent = (part: number, whole: number) => percentOf(part, whole) ?? 0;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The flags of one question: a wrong option (never E, which is "not answered") chosen by more
 * students than the keyed answer(s), overall or within the upper group. Both point to a key that
 * may be wrong; a dropped question has no key to doubt.
 */
export function itemFlags(entry: KeyEntry, all: Partial<Record<Letter, number>>, upper: Partial<Record<Letter, number>>): ItemFlag[] {
  if ("dropped" in entry) return [];
  const beats = (counts: Partial<Record<Letter, number>>) => {
    const keyed = sum(entry.accepted.map((letter) => counts[letter] ?? 0));
    return (Object.entries(counts) as [Letter, number][]).some(([letter, count]) => letter !== NOT_ANSWERED && !entry.accepted.includes(letter) && count > keyed);
  };
  const flags: ItemFlag[] = [];
  if (beats(all)) flags.push("distractorBeatsKey");
  if (beats(upper)) flags.push("upperChoseOther");
  return flags;
}

/** Every question's row of the item analysis, from the grouped counts (questions nobody marked included). */
export function itemAnalysis(rules: Pick<ScoringRules, "questions" | "options">, key: KeyEntry[], sat: number, counts: QuestionCounts[]): ItemRow[] {
  const byQuestion = new Map(counts.map((c) => [c.question, c]));
  const letters = optionSets[rules.options] as readonly Letter[];
  return key.slice(0, rules.questions).map((entry, i) => {
    const question = i + 1;
    const found = byQuestion.get(question) ?? { question, all: {}, upper: {} };
    const marked = sum(letters.map((letter) => found.all[letter] ?? 0));
    const right = "dropped" in entry ? sat : sum(entry.accepted.map((letter) => found.all[letter] ?? 0));
    return {
      question,
      key: entry,
      correct: percent(right, sat),
      letters: letters.map((letter) => {
        const count = found.all[letter] ?? 0;
        return { letter, count, share: percent(count, sat), keyed: !("dropped" in entry) && entry.accepted.includes(letter) };
      }),
      none: { count: sat - marked, share: percent(sat - marked, sat) },
      flags: itemFlags(entry, found.all, found.upper),
    };
  });
}

export interface SectionAverage {
  name: string;
  /** Hundredths of a mark, like every score. */
  score: number;
  correct: number;
  wrong: number;
  notAnswered: number;
}

/**
 * Per-section averages over the `sat` submitted attempts, from the same grouped counts as the item
 * analysis: a score is a sum over questions, so per question and letter the count of students times
 * what the letter earns (scoring.ts's `outcomeOf`) adds up to the sum of every attempt's sections,
 * without reading one answer row per student and question.
 */
export function sectionAverages(rules: ScoringRules, key: KeyEntry[], sat: number, counts: QuestionCounts[]): SectionAverage[] {
  const totals = rules.sections.map((section) => ({ name: section.name, score: 0, correct: 0, wrong: 0, notAnswered: 0 }));
  const byQuestion = new Map(counts.map((c) => [c.question, c.all]));
  rules.sections.forEach((section, i) => {
    for (let question = section.from; question <= section.to; question++) {
      const marked = Object.entries(byQuestion.get(question) ?? {}) as [Letter, number][];
      const blank = sat - sum(marked.map(([, count]) => count));
      for (const [letter, count] of [...marked, [null, blank] as const]) {
        const outcome = outcomeOf(key[question - 1], letter);
        totals[i][outcome] += count;
        totals[i].score += count * marksFor(rules, outcome);
      }
    }
  });
  const n = sat || 1;
  const mean = (value: number) => Math.round((value / n) * 10) / 10;
  return totals.map((t) => ({ name: t.name, score: Math.round(t.score / n), correct: mean(t.correct), wrong: mean(t.wrong), notAnswered: mean(t.notAnswered) }));
}

export type TimeNote = "long" | "easy";
/** A question most got right: at least this share, percent. */
export const EASY_SHARE = 90;

/**
 * Per question (issue 36, item 7), what its time and its share right say beside the rest: "long"
 * when the class spent at least twice the median question's time on it, "easy" when at least
 * EASY_SHARE % got it right. `seconds`: each question's mean time on screen, or null when no sheet
 * recorded any (a paper test).
 */
export function timeNotes(items: Pick<ItemRow, "correct">[], seconds: number[] | null): TimeNote[][] {
  const sorted = seconds ? [...seconds].sort((a, b) => a - b) : [];
  const median = sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : 0;
  return items.map((item, i) => {
    const notes: TimeNote[] = [];
    if (seconds && median > 0 && seconds[i] >= 2 * median) notes.push("long");
    if (item.correct >= EASY_SHARE) notes.push("easy");
    return notes;
  });
}
