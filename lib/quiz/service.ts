import type { PrismaClient } from "@/lib/generated/prisma/client";
import { recordAudit } from "@/lib/audit/service";
import { bankKey, reviewTexts, storeBankQuestions, type ReviewText } from "@/lib/mock-tests/bank";
import { keyOf, rightLetters, type Letter } from "@/lib/mock-tests/key";
import { heldByUnfinishedTest } from "@/lib/questions/draw";
import { lockBankShared } from "@/lib/questions/versions";
import { exposeTest } from "@/lib/questions/exposure";
import { readTakeToken, takeToken } from "./take-token";
import { fromIstInput } from "@/lib/mock-tests/schema";
import { rulesColumns, rulesOf, scoreAttempt } from "@/lib/mock-tests/scoring";
import { applyKeyChange, lockTest, recordWholeAttempt } from "@/lib/mock-tests/service";
import { dayAt, type QuizCorrection } from "./schema";
import { hasTakers, takersSelect } from "@/lib/mock-tests/kinds";

// The Daily Current Affairs Quiz (issue 21), a mock test of kind QUIZ on the one engine: its key
// is its bank questions' answers, a student's take is a MockAttempt scored as any other, and a
// visitor's take is scored the same way and kept only as a count.

export type QuizError = "notFound" | "bankQuestions" | "heldByTest" | "taken";
const day = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * Schedules the day's quiz, or replaces its questions while nobody has taken it. The quiz shows its
 * answers to everyone: never a question of another test or quiz that has not finished, and its
 * questions join the practice pool (lib/questions/draw.ts).
 */
export async function scheduleQuiz(
  db: PrismaClient,
  actorId: number | null,
  date: string,
  ids: number[],
  now = new Date(),
): Promise<{ ok: true; id: number } | { ok: false; error: QuizError }> {
  const opensAt = fromIstInput(`${date}T00:00`);
  const fields = {
    kind: "QUIZ" as const,
    quizDate: day(date),
    titleTa: "நடப்பு நிகழ்வுகள் – நாள்தோறும் வினாடி வினா",
    titleEn: "Daily Current Affairs Quiz",
    opensAt,
    closesAt: new Date(opensAt.getTime() + 24 * 3_600_000),
    minutes: 24 * 60,
    questions: ids.length,
    options: "AD",
    correct: 100,
    wrong: 0,
    sections: [],
  };
  return db.$transaction(async (tx) => {
    // The key read and the versions pinned under the bank's shared lock: of the same questions' state.
    await lockBankShared(tx);
    const key = await bankKey(tx, ids);
    if (!key) return { ok: false, error: "bankQuestions" } as const;
    const existing = await tx.mockTest.findUnique({ where: { quizDate: day(date) }, select: { id: true, ...takersSelect } });
    if (existing && hasTakers(existing)) return { ok: false, error: "taken" } as const;
    const held = await tx.$queryRaw<unknown[]>`SELECT 1 FROM "Question" q WHERE q."id" = ANY(${ids}::int[]) AND ${heldByUnfinishedTest(now, existing?.id)} LIMIT 1`;
    if (held.length) return { ok: false, error: "heldByTest" } as const;
    const data = { ...fields, answerKey: key as unknown as object[] };
    const { id } = existing ? await tx.mockTest.update({ where: { id: existing.id }, data, select: { id: true } }) : await tx.mockTest.create({ data, select: { id: true } });
    await storeBankQuestions(tx, id, ids);
    // The quiz shows its answers to everyone: its reserved questions become practice questions.
    const moved = await tx.question.updateMany({ where: { id: { in: ids }, pool: "RESERVED" }, data: { pool: "PRACTICE" } });
    await recordAudit(tx, actorId, "quiz.schedule", "MockTest", id, moved.count ? `${date} (${moved.count} moved to practice)` : date);
    return { ok: true, id } as const;
  });
}

/** Removes a day's quiz nobody has taken. */
export async function deleteQuiz(db: PrismaClient, actorId: number | null, id: number): Promise<{ ok: true } | { ok: false; error: QuizError }> {
  return db.$transaction(async (tx) => {
    const quiz = await tx.mockTest.findUnique({ where: { id, kind: "QUIZ" }, select: { quizDate: true, ...takersSelect } });
    if (!quiz) return { ok: false, error: "notFound" } as const;
    if (hasTakers(quiz)) return { ok: false, error: "taken" } as const;
    await tx.mockTest.delete({ where: { id } });
    await recordAudit(tx, actorId, "quiz.delete", "MockTest", id, quiz.quizDate!.toISOString().slice(0, 10));
    return { ok: true } as const;
  });
}

/**
 * Corrects one answer of a day's quiz: a key change like an accepted objection's (lib/mock-tests),
 * so every kept take is scored again, the change is logged with the quiz, and the audit says who.
 * Before anyone has taken the quiz, staff may also replace its questions (scheduleQuiz).
 */
export async function correctQuiz(
  db: PrismaClient,
  actorId: number | null,
  { id, question, letter }: QuizCorrection,
): Promise<{ ok: true; moved: number } | { ok: false; error: QuizError | "badQuestion" | "unchanged" }> {
  return db.$transaction(async (tx) => {
    // Locked before the key is read: two corrections at once each keep the other's.
    await lockTest(tx, id, "update");
    const quiz = await tx.mockTest.findUnique({ where: { id, kind: "QUIZ" }, select: { quizDate: true, questions: true, answerKey: true } });
    if (!quiz) return { ok: false, error: "notFound" } as const;
    if (question > quiz.questions) return { ok: false, error: "badQuestion" } as const;
    const key = keyOf(quiz).map((entry, i) => (i === question - 1 ? { accepted: [letter] } : entry));
    const { changed, moved } = await applyKeyChange(tx, id, key);
    if (!changed.length) return { ok: false, error: "unchanged" } as const;
    await recordAudit(tx, actorId, "quiz.correct", "MockTest", id, `${quiz.quizDate!.toISOString().slice(0, 10)}: question ${question} → ${letter}, ${moved} re-scored`);
    return { ok: true, moved } as const;
  });
}

export interface QuizResult {
  /** Right answers out of `total`, for the answers just sent. */
  right: number;
  total: number;
  /** Per question: the letter that was right, and the one chosen. */
  rows: { right: Letter | null; chosen: Letter | null }[];
  texts: ReviewText[];
  /** For a student: the score kept (their first take, in right answers) and their streak of days. */
  kept: { right: number; first: boolean; streak: number } | null;
  /** For a visitor: their take, signed, for their browser to hand back if they sign in (./take-token.ts). */
  token: string | null;
}

/**
 * A student's take kept; two first takes at once (two tabs) keep one, and the other reads it. A
 * visitor's earlier take on the same browser, when there is one, is the first: it is kept instead,
 * and no longer counted as a visitor's (one person, not two).
 */
async function keepTake(db: PrismaClient, quizId: number, userId: number, marks: ReadonlyMap<number, Letter>, now: Date, earlier: ReturnType<typeof readTakeToken>) {
  const first = earlier ? new Map(earlier.answers.flatMap((letter, i) => (letter ? [[i + 1, letter] as const] : []))) : marks;
  try {
    return await db.$transaction(async (tx) => {
      const recorded = await recordWholeAttempt(tx, quizId, userId, first, earlier?.at ?? now);
      if (recorded.first && earlier) await tx.mockTest.updateMany({ where: { id: quizId, anonymousTakers: { gt: 0 } }, data: { anonymousTakers: { decrement: 1 } } });
      return recorded;
    });
  } catch (error) {
    if ((error as { code?: string }).code !== "P2002") throw error;
    const first = await db.mockAttempt.findUniqueOrThrow({ where: { testId_userId: { testId: quizId, userId } }, select: { score: true } });
    return { first: false, score: first.score ?? 0 };
  }
}

/** Scores a take of a published quiz (today's or an earlier day's); a student's first take is kept. */
export async function takeQuiz(
  db: PrismaClient,
  quizId: number,
  answers: (Letter | null)[],
  userId: number | null,
  now = new Date(),
  earlierToken?: string,
): Promise<QuizResult | "notFound" | "invalid"> {
  const quiz = await db.mockTest.findUnique({ where: { id: quizId, kind: "QUIZ" }, select: { ...rulesColumns, quizDate: true } });
  if (!quiz || !quiz.quizDate || quiz.quizDate.toISOString().slice(0, 10) > dayAt(now)) return "notFound";
  // A page older than the quiz (staff replaced its questions): the taker reloads, nothing is counted.
  if (answers.length !== quiz.questions) return "invalid";
  const { rules, key } = rulesOf(quiz);
  const marks = new Map(answers.flatMap((letter, i) => (letter ? [[i + 1, letter] as const] : [])));
  const tally = scoreAttempt(rules, key, marks);
  let kept: QuizResult["kept"] = null;
  await exposeTest(db, quizId);
  if (userId === null) await db.mockTest.update({ where: { id: quizId }, data: { anonymousTakers: { increment: 1 } } });
  else {
    const read = readTakeToken(quizId, earlierToken, now);
    const earlier = read?.answers.length === quiz.questions ? read : null;
    const recorded = await keepTake(db, quizId, userId, marks, now, earlier);
    // "first": this take is the one kept; a visitor's earlier take kept instead is told as an earlier score.
    kept = { right: Math.round(recorded.score / quiz.correct), first: recorded.first && !earlier, streak: await streakOf(db, userId, now) };
  }
  return {
    right: tally.correct,
    total: quiz.questions,
    rows: key.map((entry, i) => ({ right: rightLetters(entry)[0] ?? null, chosen: answers[i] })),
    texts: await reviewTexts(db, quizId),
    kept,
    token: userId === null ? takeToken(quizId, answers, now) : null,
  };
}

/**
 * Quiz days in a row, back from today (while today's is still to take, from the day before), on
 * which the student took that day's quiz on that day. A day with no quiz scheduled breaks nothing;
 * an earlier day's quiz taken late is kept but extends no streak.
 */
export async function streakOf(db: PrismaClient, userId: number, now = new Date()): Promise<number> {
  const today = dayAt(now);
  const [quizzes, taken] = await Promise.all([
    db.mockTest.findMany({ where: { kind: "QUIZ", quizDate: { lte: day(today) } }, orderBy: { quizDate: "desc" }, take: 400, select: { quizDate: true } }),
    db.mockAttempt.findMany({
      where: { userId, submittedAt: { not: null }, test: { kind: "QUIZ" } },
      orderBy: { submittedAt: "desc" },
      take: 400,
      select: { submittedAt: true, test: { select: { quizDate: true } } },
    }),
  ]);
  const onTheDay = new Set(taken.filter((a) => dayAt(a.submittedAt!) === a.test.quizDate!.toISOString().slice(0, 10)).map((a) => dayAt(a.submittedAt!)));
  let streak = 0;
  for (const { quizDate } of quizzes) {
    const date = quizDate!.toISOString().slice(0, 10);
    if (onTheDay.has(date)) streak += 1;
    else if (date !== today) break;
  }
  return streak;
}
