import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { subjectKeys } from "@/lib/exams/syllabus";
import { testWindow } from "@/lib/mock-tests/window";
import { answerMap, outcomeOf, rulesColumns, rulesOf } from "@/lib/mock-tests/scoring";
import { drawable, drawQuestions, type DrawRequest } from "@/lib/questions/draw";
import { endOfToday, reviewed, type CardRow } from "./schedule";

// The revision queue (issue 36, item 4). A submitted attempt's bank questions go into it once its
// results are out (a test's close, a practice set's submit, a quiz's day): every one it held is
// rated by how it went (schedule.ts), so wrong and skipped ones come back and right ones go further
// off. Done when the student next looks (the practice page, a revision set), not by a job: nothing
// is due before they look, and it is their few attempts. "Due today" is drawn through the bank's
// one draw (lib/questions/draw.ts), so a question a test still holds, or one outside the pools the
// student may practise, is never offered nor counted (a set takes up to a hundred of them).

/** Attempts put into the queue per look: a student back after months catches up over a few looks. */
const ATTEMPTS_PER_LOOK = 50;
/** The due questions considered for one set, most overdue first. */
const DUE_CONSIDERED = 1000;
/** Its advisory lock's first key (the second is the student): one update of a queue at a time. */
const REVISION_LOCK = 727_274_037;

interface Pending {
  id: number;
  submittedAt: Date;
}

/** Each bank question of the attempts, in order, with how it went and when. */
async function ratings(tx: Prisma.TransactionClient, attempts: Pending[]) {
  const rows = await tx.mockAttempt.findMany({
    where: { id: { in: attempts.map((a) => a.id) } },
    select: { id: true, answers: { select: { question: true, letter: true } }, test: { select: { ...rulesColumns, bankQuestions: { select: { position: true, questionId: true } } } } },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return attempts.flatMap(({ id, submittedAt }) => {
    const { answers, test } = byId.get(id)!;
    const { key } = rulesOf(test);
    const marks = answerMap(answers);
    return test.bankQuestions.flatMap(({ position, questionId }) => (key[position - 1] ? [{ questionId, outcome: outcomeOf(key[position - 1], marks.get(position)), at: submittedAt }] : []));
  });
}

/** The cards after the attempts' ratings, in one statement. */
async function rate(tx: Prisma.TransactionClient, userId: number, attempts: Pending[]) {
  const rated = await ratings(tx, attempts);
  if (rated.length === 0) return;
  const stored = await tx.revisionCard.findMany({ where: { userId, questionId: { in: [...new Set(rated.map((r) => r.questionId))] } } });
  const cards = new Map<number, CardRow>(stored.map((c) => [c.questionId, c]));
  // Only the cards these ratings changed are written (a right answer to a question not in the queue changes none).
  const changed = new Set<number>();
  for (const { questionId, outcome, at } of rated) {
    const next = reviewed(cards.get(questionId) ?? null, outcome, at);
    if (!next) continue;
    cards.set(questionId, next);
    changed.add(questionId);
  }
  if (changed.size === 0) return;
  const rows = [...cards].filter(([id]) => changed.has(id));
  const column = <T>(pick: (card: CardRow) => T) => rows.map(([, card]) => pick(card));
  const time = (at: Date | null) => at?.toISOString() ?? null;
  await tx.$executeRaw`
    INSERT INTO "RevisionCard" ("userId", "questionId", "due", "stability", "difficulty", "scheduledDays", "learningSteps", "reps", "lapses", "state", "lastReview")
    SELECT ${userId}, * FROM unnest(${rows.map(([id]) => id)}::int[], ${column((c) => time(c.due))}::timestamp[], ${column((c) => c.stability)}::float8[],
      ${column((c) => c.difficulty)}::float8[], ${column((c) => c.scheduledDays)}::int[], ${column((c) => c.learningSteps)}::int[], ${column((c) => c.reps)}::int[],
      ${column((c) => c.lapses)}::int[], ${column((c) => c.state)}::int[], ${column((c) => time(c.lastReview))}::timestamp[])
    ON CONFLICT ("userId", "questionId") DO UPDATE SET "due" = EXCLUDED."due", "stability" = EXCLUDED."stability", "difficulty" = EXCLUDED."difficulty",
      "scheduledDays" = EXCLUDED."scheduledDays", "learningSteps" = EXCLUDED."learningSteps", "reps" = EXCLUDED."reps", "lapses" = EXCLUDED."lapses",
      "state" = EXCLUDED."state", "lastReview" = EXCLUDED."lastReview"`;
}

/** Puts the student's attempts whose results are out, and not yet in the queue, into it, oldest first. */
export async function catchUp(db: PrismaClient, userId: number, now = new Date()): Promise<void> {
  const pending = await db.$queryRaw<Pending[]>`
    SELECT a."id", a."submittedAt" FROM "MockAttempt" a JOIN "MockTest" t ON t."id" = a."testId"
     WHERE a."userId" = ${userId} AND a."submittedAt" IS NOT NULL AND a."revisedAt" IS NULL AND ${testWindow.resultsOutSql(now)}
     ORDER BY a."submittedAt", a."id" LIMIT ${ATTEMPTS_PER_LOOK}`;
  if (pending.length === 0) return;
  // Longer than the default 5 s: a second look at the same moment waits for the first's lock.
  const options = { timeout: 30_000 };
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${REVISION_LOCK}::int, ${userId}::int)`;
    // Only those no other look put in while this one waited for the lock.
    const claimed = await tx.$queryRaw<{ id: number }[]>`
      UPDATE "MockAttempt" SET "revisedAt" = ${now} WHERE "id" = ANY(${pending.map((a) => a.id)}::int[]) AND "revisedAt" IS NULL RETURNING "id"`;
    const ids = new Set(claimed.map((c) => c.id));
    await rate(
      tx,
      userId,
      pending.filter((a) => ids.has(a.id)),
    );
  }, options);
}

/** The draw of the student's questions due today, among every subject (`count` of them). */
async function dueDraw(db: PrismaClient, userId: number, count: number, now: Date): Promise<Extract<DrawRequest, { purpose: "revision" }>> {
  const due = await db.revisionCard.findMany({ where: { userId, due: { lt: endOfToday(now) } }, orderBy: { due: "asc" }, take: DUE_CONSIDERED, select: { questionId: true } });
  return { purpose: "revision", student: userId, only: due.map((c) => c.questionId), subjects: subjectKeys, count };
}

/** How many questions a "due today" set would hold (after putting any newly finished attempts in). */
export async function dueToday(db: PrismaClient, userId: number, now = new Date()): Promise<number> {
  await catchUp(db, userId, now);
  const request = await dueDraw(db, userId, 0, now);
  return request.only.length === 0 ? 0 : (await drawable(db, request, now)).all;
}

/** Up to `count` of the questions due today, drawn under the bank's rules. */
export async function drawDue(db: PrismaClient, userId: number, count: number, now = new Date()): Promise<number[]> {
  await catchUp(db, userId, now);
  const request = await dueDraw(db, userId, count, now);
  return request.only.length === 0 ? [] : drawQuestions(db, request, now);
}
