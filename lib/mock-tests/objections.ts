import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { reasonLength } from "./display";
import { answerLetters, keyOf } from "./key";
import type { Letter, OptionSet } from "./key";
import { testWindow } from "./window";

// A student's writes on their result page (issue 18): an objection to a question of the
// provisional key, and the top-ten opt-out. Every rule is checked here, whatever the form allowed.

type Db = PrismaClient | Prisma.TransactionClient;

export type ObjectionRefusal =
  /** No such test. */
  | "notFound"
  /** The student never submitted this test: only who sat it may object. */
  | "notSat"
  /** Before the test closed (the key is not shown yet), after the window, with no window set, or the key is final. */
  | "windowClosed"
  | "badQuestion"
  | "badLetter"
  | "badReason"
  /** The question is dropped already: everyone has its mark. */
  | "dropped"
  /** One objection per question per student. */
  | "already";

/**
 * Files one objection. Allowed to a student who submitted the test, once it has closed (the review
 * and key are shown only then), until the window staff set (objectionsUntil), while the key is
 * provisional; one per question, by the unique (test, student, question) index, so two taps at once
 * still store one.
 */
export async function fileObjection(
  db: Db,
  input: { testId: number; userId: number; question: number; letter: string; reason: string },
  now = new Date(),
): Promise<{ ok: true } | { ok: false; reason: ObjectionRefusal }> {
  const refuse = (reason: ObjectionRefusal) => ({ ok: false, reason }) as const;
  const test = await db.mockTest.findUnique({
    where: { id: input.testId },
    select: { closesAt: true, objectionsUntil: true, keyFinal: true, questions: true, options: true, answerKey: true },
  });
  if (!test) return refuse("notFound");
  const attempt = await db.mockAttempt.findUnique({ where: { testId_userId: { testId: input.testId, userId: input.userId } }, select: { submittedAt: true } });
  if (!attempt?.submittedAt) return refuse("notSat");
  if (test.keyFinal || !test.objectionsUntil || !testWindow.isFinished(test, now) || now >= test.objectionsUntil) return refuse("windowClosed");
  if (!Number.isInteger(input.question) || input.question < 1 || input.question > test.questions) return refuse("badQuestion");
  if (!answerLetters(test.options as OptionSet).includes(input.letter as Letter)) return refuse("badLetter");
  const reason = input.reason.trim();
  if (reason.length < reasonLength.min || reason.length > reasonLength.max) return refuse("badReason");
  const entry = keyOf(test)[input.question - 1];
  if (entry && "dropped" in entry) return refuse("dropped");
  const { count } = await db.mockObjection.createMany({
    data: [{ testId: input.testId, userId: input.userId, question: input.question, letter: input.letter, reason }],
    skipDuplicates: true,
  });
  return count ? { ok: true } : refuse("already");
}

/** The student's "don't show my name in the top ten", for every test; they are still ranked. */
export async function setHideFromToppers(db: Db, userId: number, hide: boolean): Promise<boolean> {
  const { count } = await db.studentProfile.updateMany({ where: { userId }, data: { hideFromToppers: hide } });
  return count > 0;
}
