import { keyOf, NOT_ANSWERED, type KeyEntry, type Letter, type OptionSet } from "./key";

// Scoring of an online mock test (issue 18): pure, so the server scores at submit, re-scores every
// attempt when a key changes, and tests check it, all with the same function. Marks are kept in
// hundredths (150 = 1.5 marks, 33 = 0.33) so that sums are exact integers.

export interface Section {
  /** Shown as typed by staff ("General Tamil", "பொதுத் தமிழ்"). */
  name: string;
  /** First and last question, inclusive, counted from 1. */
  from: number;
  to: number;
}

export interface ScoringRules {
  questions: number;
  options: OptionSet;
  /** Hundredths of a mark for a right answer, and taken away for a wrong one (0: no negative marking). */
  correct: number;
  wrong: number;
  sections: Section[];
}

export interface Tally {
  /** Hundredths of a mark; may be negative under negative marking. */
  score: number;
  correct: number;
  wrong: number;
  /** Left unanswered: E on a sheet that has it, or (on an A–D sheet) no bubble. */
  notAnswered: number;
}

export interface Result extends Tally {
  sections: (Tally & { name: string })[];
  /**
   * Questions with no bubble at all on a sheet that has E: the TNPSC rule makes such a sheet
   * invalid, so a student's own submit is refused while any is left (the server's own submit at the
   * deadline scores them as not answered).
   */
  blank: number[];
}

const zero = (): Tally => ({ score: 0, correct: 0, wrong: 0, notAnswered: 0 });

export type Outcome = keyof Omit<Tally, "score">;

/** How one question went: a dropped question earns its mark whatever was marked, even nothing. */
export function outcomeOf(entry: KeyEntry, answer: Letter | null | undefined): Outcome {
  if ("dropped" in entry) return "correct";
  if (answer == null || answer === NOT_ANSWERED) return "notAnswered";
  return entry.accepted.includes(answer) ? "correct" : "wrong";
}

/** What an outcome is worth under the rules, in hundredths. */
export const marksFor = (rules: Pick<ScoringRules, "correct" | "wrong">, outcome: Outcome) => (outcome === "correct" ? rules.correct : outcome === "wrong" ? -rules.wrong : 0);

/**
 * TNPSC's rule on a sheet with E: every question needs a bubble (E says "not answered"), and these
 * have none. The server refuses a student's submit while any is left; the sheet lists them before
 * its confirm dialog (components/mock-tests/sit/submit-panel.tsx). A sheet without E has no such rule.
 */
export function blankQuestions(rules: Pick<ScoringRules, "questions" | "options">, answers: ReadonlyMap<number, Letter | null>): number[] {
  if (rules.options !== "AE") return [];
  const blank: number[] = [];
  for (let question = 1; question <= rules.questions; question++) if ((answers.get(question) ?? null) === null) blank.push(question);
  return blank;
}

/** Scores one attempt: `answers` maps question numbers (from 1) to the bubble marked. */
export function scoreAttempt(rules: ScoringRules, key: KeyEntry[], answers: ReadonlyMap<number, Letter>): Result {
  if (key.length !== rules.questions) throw new Error(`the key has ${key.length} answers for ${rules.questions} questions`);
  const total = zero();
  const sections = rules.sections.map((section) => ({ name: section.name, ...zero() }));
  for (let question = 1; question <= rules.questions; question++) {
    const answer = answers.get(question);
    const outcome = outcomeOf(key[question - 1], answer);
    const marks = marksFor(rules, outcome);
    for (const tally of [total, ...sections.filter((_, i) => rules.sections[i].from <= question && question <= rules.sections[i].to)]) {
      tally[outcome] += 1;
      tally.score += marks;
    }
  }
  return { ...total, sections, blank: blankQuestions(rules, answers) };
}

/**
 * Sections as staff type them must cover questions 1..n without gaps or overlaps, in order; the
 * answer is the first section (counted from 1) that breaks this, or null when they are right. No
 * sections at all is right: the test is then one part.
 */
export function sectionProblem(sections: Section[], questions: number): number | null {
  let next = 1;
  for (const [i, section] of sections.entries()) {
    if (section.from !== next || section.to < section.from || section.to > questions) return i + 1;
    next = section.to + 1;
  }
  return sections.length && next !== questions + 1 ? sections.length : null;
}

/** The columns of a stored test that `rulesOf` reads: select them with `{ ...rulesColumns }`. */
export const rulesColumns = { questions: true, options: true, correct: true, wrong: true, sections: true, answerKey: true } as const;

/** A stored test's rules and key as scoring reads them (the JSON columns hold what the console saved). */
export function rulesOf(test: { questions: number; options: string; correct: number; wrong: number; sections: unknown; answerKey: unknown }): { rules: ScoringRules; key: KeyEntry[] } {
  return {
    rules: { questions: test.questions, options: test.options as OptionSet, correct: test.correct, wrong: test.wrong, sections: test.sections as Section[] },
    key: keyOf(test),
  };
}

/** Stored marks as scoring reads them; a cleared mark (null) is no answer. */
export const answerMap = (rows: { question: number; letter: string | null }[]): Map<number, Letter> =>
  new Map(rows.flatMap((a) => (a.letter ? [[a.question, a.letter as Letter] as const] : [])));
