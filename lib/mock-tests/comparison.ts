import { itemAnalysis, percentOf, sectionAverages, type QuestionCounts } from "./analysis";
import type { ClassFigures } from "./class-figures";
import type { KeyEntry, Letter } from "./key";
import { insightOf, secondsWithin } from "./insights";
import { outcomeOf, scoreAttempt, type Outcome, type ScoringRules, type Section } from "./scoring";

// You beside the topper and the class (issue 36, item 1): per section the marks, the accuracy and
// the time of the student, of the first in rank and the class's mean, and the questions most of the
// class got right that the student did not. Pure, from the class's kept figures (./class-figures.ts)
// through the staff's own section averages and item shares (./analysis.ts), so both say the same.

/** One column of the comparison: marks (hundredths), right ÷ attempted in percent, seconds on screen. */
export interface Side {
  score: number;
  accuracy: number | null;
  seconds: number | null;
}

export interface Comparison {
  sat: number;
  /** Per section (the whole test as one when it has none). */
  sections: (Section & { you: Side; topper: Side | null; average: Side })[];
  /** Questions most of the class got right that the student did not, the most-right first. */
  missed: { question: number; share: number }[];
  /** A bank test's topics, the student's weakest first (empty for a PDF test). */
  topics: TopicRow[];
}

/** One syllabus topic of the test: the student's questions in it and how they went, beside the class. */
export interface TopicRow {
  subject: string;
  topic: string;
  questions: { question: number; outcome: Outcome }[];
  right: number;
  /** Right ÷ attempted, percent; null when none was attempted. */
  accuracy: number | null;
  /** The class's share right on these questions, percent. */
  classShare: number;
}

/** "Most of the class": at least this share, in percent, got the question right. */
export const MOST_RIGHT = 50;
/** How many such questions are listed. */
export const MISSED_SHOWN = 5;

/** One attempt as the comparison reads it: its letters and the seconds its sheet recorded per question. */
export interface Sitting {
  answers: ReadonlyMap<number, Letter>;
  seconds: ReadonlyMap<number, number>;
}

function sideOf(rules: ScoringRules, key: KeyEntry[], sitting: Sitting, sections: Section[]): Side[] {
  const result = scoreAttempt({ ...rules, sections }, key, sitting.answers);
  const timed = sitting.seconds.size > 0;
  return result.sections.map((tally, i) => ({
    score: tally.score,
    accuracy: insightOf(tally, rules, null).accuracy,
    seconds: timed ? secondsWithin((q) => sitting.seconds.get(q), sections[i]) : null,
  }));
}

/**
 * `topics`: each question's syllabus topic in position order (a bank test's versions), or empty.
 */
export function compare(rules: ScoringRules, key: KeyEntry[], you: Sitting, topper: Sitting | null, figures: ClassFigures, topics: Topic[] = []): Comparison {
  const sections = rules.sections.length ? rules.sections : [{ name: "", from: 1, to: rules.questions }];
  const counts: QuestionCounts[] = Object.entries(figures.counts).map(([question, all]) => ({ question: Number(question), all, upper: {} }));
  const averages = sectionAverages({ ...rules, sections }, key, figures.sat, counts);
  const mine = sideOf(rules, key, you, sections);
  const first = topper && sideOf(rules, key, topper, sections);
  const items = itemAnalysis(rules, key, figures.sat, counts);
  const missed = items
    .filter((item) => item.correct >= MOST_RIGHT && outcomeOf(item.key, you.answers.get(item.question) ?? null) !== "correct")
    .sort((a, b) => b.correct - a.correct || a.question - b.question)
    .slice(0, MISSED_SHOWN)
    .map((item) => ({ question: item.question, share: item.correct }));
  return {
    sat: figures.sat,
    sections: sections.map((section, i) => ({
      ...section,
      you: mine[i],
      topper: first ? first[i] : null,
      average: {
        score: averages[i].score,
        accuracy: percentOf(averages[i].correct, averages[i].correct + averages[i].wrong),
        seconds: figures.timed ? Math.round(secondsWithin((q) => figures.seconds[q], section) / figures.timed) : null,
      },
    })),
    missed,
    topics: topicRows(
      topics,
      key,
      you,
      items.map((item) => item.correct),
    ),
  };
}

export interface Topic {
  subject: string;
  topic: string;
}

/** The test's questions grouped by syllabus topic (in first-seen order), each with the class's mean share right. */
export function classTopics(topics: Topic[], shares: number[]): (Topic & { questions: number[]; classShare: number })[] {
  const groups = new Map<string, Topic & { questions: number[] }>();
  topics.forEach(({ subject, topic }, i) => {
    const group = groups.get(`${subject}/${topic}`) ?? { subject, topic, questions: [] };
    group.questions.push(i + 1);
    groups.set(`${subject}/${topic}`, group);
  });
  const mean = (questions: number[]) => Math.round((questions.reduce((sum, q) => sum + (shares[q - 1] ?? 0), 0) / questions.length) * 10) / 10;
  return [...groups.values()].map((group) => ({ ...group, classShare: mean(group.questions) }));
}

function topicRows(topics: Topic[], key: KeyEntry[], you: Sitting, shares: number[]): TopicRow[] {
  return classTopics(topics, shares)
    .map(({ questions, ...group }) => {
      const outcomes = questions.map((question) => ({ question, outcome: outcomeOf(key[question - 1], you.answers.get(question) ?? null) }));
      const right = outcomes.filter((q) => q.outcome === "correct").length;
      const attempted = outcomes.filter((q) => q.outcome !== "notAnswered").length;
      return { ...group, questions: outcomes, right, accuracy: percentOf(right, attempted) };
    })
    .sort((a, b) => (a.accuracy ?? -1) - (b.accuracy ?? -1) || a.classShare - b.classShare || a.subject.localeCompare(b.subject) || a.topic.localeCompare(b.topic));
}
