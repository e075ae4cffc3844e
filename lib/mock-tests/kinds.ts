import type { MockTestKind } from "@/lib/generated/prisma/enums";

// What differs between the three kinds of mock test (issue 32), in one place; everything else
// (sitting, saving, scoring, the review) is the same engine for all three.
// - TEST: a scheduled mock test of one exam, for every student, ranked, open to objections, made
//   and edited in the console, printed on paper;
// - QUIZ: the day's current-affairs quiz, taken in one request by anyone (lib/quiz), never ranked;
// - PRACTICE: one student's practice set (lib/practice), theirs alone, its review theirs as soon as
//   they submit it.

type Kind = MockTestKind | `${MockTestKind}`;

/** Every kind, for SQL built from the rules below (window.ts resultsOutSql). */
export const allKinds: readonly Kind[] = ["TEST", "QUIZ", "PRACTICE"];

export const kinds = {
  /** Sat on the answer sheet by any student. */
  forEveryStudent: (kind: Kind) => kind === "TEST",
  /** Sat on the answer sheet by its owner only. */
  ownersOnly: (kind: Kind) => kind === "PRACTICE",
  /** Ranked, with a top ten, objections and key changes shown to its takers. */
  ranked: (kind: Kind) => kind === "TEST",
  /** Its review is its one taker's as soon as they submit (testWindow.resultsOut). */
  reviewOnSubmit: (kind: Kind) => kind === "PRACTICE",
  /** Taken by anyone, signed in or not, in one request (lib/quiz): its questions are public once it opens. */
  forAnyone: (kind: Kind) => kind === "QUIZ",
} as const;

/** The scheduled tests, as a Prisma filter: the console, the students' lists and paper sheets deal only in these. */
export const scheduledTests = { kind: "TEST" } as const;

/** Whether a student may open, sit and read this test: any scheduled test, or their own practice set. */
export const sittable = (test: { kind: Kind; ownerId: number | null }, userId: number) => kinds.forEveryStudent(test.kind) || (kinds.ownersOnly(test.kind) && test.ownerId === userId);

/**
 * Whether anyone has sat a test: a student's attempt or, for a quiz, a visitor's take. From then on
 * its questions, versions and key are what was sat (a quiz cannot be rescheduled or deleted, an
 * edit in the bank does not reach it). Select `takersSelect` to ask.
 */
export const takersSelect = { anonymousTakers: true, _count: { select: { attempts: true } } } as const;
export const hasTakers = (test: { anonymousTakers: number; _count: { attempts: number } }) => test.anonymousTakers > 0 || test._count.attempts > 0;
