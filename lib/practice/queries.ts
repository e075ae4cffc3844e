import { db } from "@/lib/db";
import type { QuestionText } from "@/lib/questions/schema";
import { dueToday } from "./revision";
import { wrongAnswers } from "./service";

// The practice page's reads (issue 21): the student's sets, newest first, and their wrong answers.

export const HISTORY_SHOWN = 20;

export async function practiceHistory(userId: number) {
  const sets = await db().mockTest.findMany({
    where: { kind: "PRACTICE", ownerId: userId },
    orderBy: { id: "desc" },
    take: HISTORY_SHOWN,
    select: { id: true, titleTa: true, titleEn: true, questions: true, opensAt: true, attempts: { where: { userId }, select: { submittedAt: true, correct: true } } },
  });
  return sets.map(({ attempts: [attempt], ...set }) => ({ ...set, submitted: !!attempt?.submittedAt, right: attempt?.correct ?? null }));
}

/** The wrong answers to practise again: each question's text and the letter the student chose. */
export async function wrongList(userId: number) {
  const rows = await wrongAnswers(db(), userId);
  return rows.map((w) => ({ questionId: w.questionId, chosen: w.letter, ta: w.ta as QuestionText | null, en: w.en as QuestionText | null }));
}

/** How many questions the student's revision due today holds (their newly finished attempts put in first). */
export const revisionDue = (userId: number) => dueToday(db(), userId);
