import type { PrismaClient } from "@/lib/generated/prisma/client";
import { reviewTexts, type ReviewText } from "@/lib/mock-tests/bank";
import { CHECKED_SEQ, keyOf, rightLetters, type Letter } from "@/lib/mock-tests/key";
import { attemptWindow } from "@/lib/mock-tests/window";
import { exposeTest } from "@/lib/questions/exposure";

// "Explain after each question" in a practice set (issue 21): the student checks a question they
// have answered; its answer is locked (stored with the highest sequence number, so any later save
// is stale and changes nothing) and its right answer and explanation come back. Only the owner's
// open practice set explained this way answers; a scheduled test never does.

export interface Checked {
  question: number;
  right: Letter[];
  chosen: Letter;
  text: ReviewText;
}

export type CheckOutcome = { ok: true; checked: Checked } | { ok: false; error: "notFound" | "notAnswered" };

export async function checkQuestion(db: PrismaClient, userId: number, attemptId: number, question: number, now = new Date()): Promise<CheckOutcome> {
  const attempt = await db.mockAttempt.findFirst({
    where: { id: attemptId, userId, ...attemptWindow.takesMarksWhere(now), test: { kind: "PRACTICE", explainEach: true, ownerId: userId } },
    select: { testId: true, test: { select: { answerKey: true, questions: true } } },
  });
  if (!attempt || question < 1 || question > attempt.test.questions) return { ok: false, error: "notFound" };
  // One statement: the letter locked is the letter explained, whatever save arrives meanwhile.
  const [mark] = await db.$queryRaw<{ letter: string }[]>`
    UPDATE "MockAnswer" SET "seq" = ${CHECKED_SEQ}
     WHERE "attemptId" = ${attemptId} AND "question" = ${question} AND "letter" IS NOT NULL
    RETURNING "letter"`;
  if (!mark) return { ok: false, error: "notAnswered" };
  await exposeTest(db, attempt.testId, question);
  const [text] = await reviewTexts(db, attempt.testId, [question]);
  const entry = keyOf(attempt.test)[question - 1];
  return { ok: true, checked: { question, right: rightLetters(entry), chosen: mark.letter as Letter, text } };
}

/** The questions already checked in an attempt, for the sheet after a reload. */
export async function checkedQuestions(db: PrismaClient, attemptId: number): Promise<Checked[]> {
  const attempt = await db.mockAttempt.findUnique({
    where: { id: attemptId },
    select: { testId: true, test: { select: { answerKey: true, explainEach: true } }, answers: { where: { seq: CHECKED_SEQ }, select: { question: true, letter: true } } },
  });
  if (!attempt?.test.explainEach || !attempt.answers.length) return [];
  const texts = await reviewTexts(db, attempt.testId);
  const key = keyOf(attempt.test);
  return attempt.answers.map((a) => ({
    question: a.question,
    right: rightLetters(key[a.question - 1]),
    chosen: a.letter as Letter,
    text: texts[a.question - 1],
  }));
}
