import { createEmptyCard, fsrs, Rating, type Card } from "ts-fsrs";
import { fromIstInput } from "@/lib/mock-tests/schema";
import type { Outcome } from "@/lib/mock-tests/scoring";
import { dayAt } from "@/lib/quiz/schema";

// The revision queue's schedule (issue 36, item 4): FSRS through ts-fsrs, the maintained
// implementation Anki uses. A bank question answered wrong or left blank in a finished sitting is
// rated "again", one answered right "good"; FSRS decides when it is due next. Pure, so the rule is
// tested on its own (tests/unit/revision-schedule.test.ts) and stored by lib/practice/revision.ts.

/**
 * Whole days only: a sitting is reviewed at most once a day, so FSRS's in-day learning steps
 * would only make a question due again the same evening. No fuzz: the same answers give the same
 * schedule, which the tests and a student's "due today" count rely on.
 */
const scheduler = fsrs({ enable_fuzz: false, learning_steps: [], relearning_steps: [] });

/** A card as stored (the RevisionCard row's columns). */
export interface CardRow {
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
}

const toCard = (row: CardRow): Card => ({
  due: row.due,
  stability: row.stability,
  difficulty: row.difficulty,
  elapsed_days: 0,
  scheduled_days: row.scheduledDays,
  learning_steps: row.learningSteps,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  last_review: row.lastReview ?? undefined,
});

const toRow = (card: Card): CardRow => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.last_review ?? null,
});

/**
 * The card after a question went `outcome` in a sitting finished `at`; null when there is nothing
 * to revise (a right answer to a question not in the queue). A sitting older than the card's last
 * review (a test whose results came out after a later practice set) counts as of that review.
 */
export function reviewed(card: CardRow | null, outcome: Outcome, at: Date): CardRow | null {
  const right = outcome === "correct";
  if (!card && right) return null;
  const when = card?.lastReview && card.lastReview > at ? card.lastReview : at;
  return toRow(scheduler.next(card ? toCard(card) : createEmptyCard(when), when, right ? Rating.Good : Rating.Again).card);
}

/** The institute's next midnight after `now`: a card due before it is due today. */
export function endOfToday(now: Date): Date {
  const tomorrow = new Date(Date.parse(`${dayAt(now)}T00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return fromIstInput(`${tomorrow}T00:00`);
}
