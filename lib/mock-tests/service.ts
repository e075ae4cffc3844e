import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { keyOf, type KeyEntry, type Letter } from "./key";
import { sittable } from "./kinds";
import { recordAudit } from "@/lib/audit/service";
import { answerMap, rulesColumns, rulesOf, scoreAttempt } from "./scoring";
import { attemptWindow, testWindow } from "./window";
import { metrics } from "@/lib/ops/metrics";

// The writes of an online mock test (issue 18): starting, saving each mark, submitting (by the
// student, or by the server at the deadline) and re-scoring after a key change. The deadline is
// the server's clock; a save is one small indexed write, so an exam morning costs no more.

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * The one lock on a test's row (issue 32), inside the caller's transaction: "update" by what
 * changes its key or rules (a key change, a decided objection, the console's form), "share" by what
 * scores against them (a submit, a paper or quiz attempt). A scoring either sees a key change whole
 * or waits for it, so no attempt keeps a score from an old key. False when there is no such test.
 */
export async function lockTest(tx: Prisma.TransactionClient, testId: number, mode: "share" | "update"): Promise<boolean> {
  const rows =
    mode === "update"
      ? await tx.$queryRaw<unknown[]>`SELECT "id" FROM "MockTest" WHERE "id" = ${testId} FOR UPDATE`
      : await tx.$queryRaw<unknown[]>`SELECT "id" FROM "MockTest" WHERE "id" = ${testId} FOR SHARE`;
  return rows.length > 0;
}

/**
 * Starts the student's attempt, or returns the one they started already (another device, a reload).
 * Under the test's lock: the console's form, which refuses rule changes once anyone has started,
 * either sees this attempt or saves first, so nobody starts on rules that then change.
 */
export async function startAttempt(db: PrismaClient, testId: number, userId: number, now = new Date()) {
  return db.$transaction(async (tx) => {
    if (!(await lockTest(tx, testId, "share"))) return { ok: false, reason: "notFound" } as const;
    const test = await tx.mockTest.findUniqueOrThrow({ where: { id: testId }, select: { opensAt: true, closesAt: true, minutes: true, kind: true, ownerId: true } });
    // A quiz is taken in one request (lib/quiz); a practice set is its owner's alone.
    if (!sittable(test, userId)) return { ok: false, reason: "notFound" } as const;
    const existing = await tx.mockAttempt.findUnique({ where: { testId_userId: { testId, userId } }, select: { id: true, deadline: true, submittedAt: true } });
    if (existing) return { ok: true, attempt: existing } as const;
    if (!testWindow.isOpen(test, now)) return { ok: false, reason: now < test.opensAt ? "notOpen" : "closed" } as const;
    const deadline = new Date(Math.min(now.getTime() + test.minutes * 60_000, test.closesAt.getTime()));
    // Two devices starting at once: the unique (test, student) keeps one attempt, the other reads it.
    const attempt = await tx.mockAttempt.upsert({
      where: { testId_userId: { testId, userId } },
      create: { testId, userId, startedAt: now, deadline },
      update: {},
      select: { id: true, deadline: true, submittedAt: true },
    });
    return { ok: true, attempt } as const;
  });
}

/**
 * Saves one mark (a letter, or null to clear it) of the student's own open attempt, in one
 * statement. `seq` is the browser's counter for the attempt: a save older than the stored one (a
 * retry that arrives late) changes nothing, so the newest mark wins whatever the order of arrival.
 */
export async function saveMark(db: Db, input: { attemptId: number; userId: number; question: number; letter: Letter | null; seq: number }, now = new Date()) {
  const saved = await db.$queryRaw<unknown[]>`
    INSERT INTO "MockAnswer" ("attemptId", "question", "letter", "seq")
    SELECT a."id", ${input.question}::int, ${input.letter}::text, ${input.seq}::int
      FROM "MockAttempt" a JOIN "MockTest" t ON t."id" = a."testId"
     WHERE a."id" = ${input.attemptId} AND a."userId" = ${input.userId} AND ${attemptWindow.takesMarksSql(now)}
       AND ${input.question}::int BETWEEN 1 AND t."questions"
       AND (${input.letter}::text IS NULL OR ${input.letter}::text BETWEEN 'A' AND substr(t."options", 2, 1))
       -- The lightest row lock: a save racing a submit waits for it and then finds it submitted,
       -- so no mark lands after its attempt was scored.
       FOR KEY SHARE OF a
    ON CONFLICT ("attemptId", "question") DO UPDATE SET "letter" = EXCLUDED."letter", "seq" = EXCLUDED."seq" WHERE "MockAnswer"."seq" < EXCLUDED."seq"
    RETURNING 1`;
  if (saved.length) return "saved" as const;
  const refused = await refusalOf(db, input, now);
  if (refused) return refused;
  const stored = await db.mockAnswer.findUnique({ where: { attemptId_question: { attemptId: input.attemptId, question: input.question } }, select: { seq: true } });
  return stored && stored.seq >= input.seq ? ("stale" as const) : ("badLetter" as const);
}

/**
 * Why a save the single statement did not make (a mark, lib/mock-tests/visits.ts a visit) was
 * refused: not the student's attempt, no longer taking marks, or no such question; null when none
 * of these (the save was older than the stored one, or its letter was not on the sheet). Only a
 * refusal pays for this second read.
 */
export async function refusalOf(db: Db, input: { attemptId: number; userId: number; question: number }, now: Date) {
  const attempt = await db.mockAttempt.findFirst({
    where: { id: input.attemptId, userId: input.userId },
    select: { submittedAt: true, deadline: true, test: { select: { questions: true } } },
  });
  if (!attempt) return "notFound" as const;
  if (!attemptWindow.takesMarks(attempt, now)) return "closed" as const;
  if (input.question < 1 || input.question > attempt.test.questions) return "badQuestion" as const;
  return null;
}

/**
 * Ends an attempt and stores its score. The student's own submit (`by: "student"`) is refused on a
 * sheet with E while any question has no bubble (TNPSC's rule), with the list; the server's submit
 * at the deadline (`by: "server"`) scores those as not answered. Submitting twice changes nothing.
 */
export async function submitAttempt(db: PrismaClient, attemptId: number, by: { student: number } | "server", now = new Date()) {
  return db.$transaction(async (tx) => {
    // The test first, then the attempt, in the order every writer takes them (the console's form
    // locks the test, then moves open attempts' deadlines): the other order could deadlock with it.
    // The test's lock: a key change either sees this submission or waits for it.
    const row = await tx.mockAttempt.findUnique({ where: { id: attemptId }, select: { testId: true } });
    if (!row) return { ok: false, reason: "notFound" } as const;
    await lockTest(tx, row.testId, "share");
    // The attempt's orders a student's submit against the server's closing of the same attempt.
    await tx.$queryRaw`SELECT 1 FROM "MockAttempt" WHERE "id" = ${attemptId} FOR UPDATE`;
    const attempt = await tx.mockAttempt.findUniqueOrThrow({
      where: { id: attemptId },
      select: { userId: true, submittedAt: true, score: true, test: { select: rulesColumns }, answers: { select: { question: true, letter: true } } },
    });
    if (by !== "server" && attempt.userId !== by.student) return { ok: false, reason: "notFound" } as const;
    if (attempt.submittedAt) return { ok: true, already: true } as const;
    const { rules, key } = rulesOf(attempt.test);
    const answers = answerMap(attempt.answers);
    const result = scoreAttempt(rules, key, answers);
    if (by !== "server" && result.blank.length) return { ok: false, reason: "blank", blank: result.blank } as const;
    const { score, correct, wrong, notAnswered } = result;
    // A practice set's review follows at once (testWindow.resultsOut): its closing time is left as it was made.
    await tx.mockAttempt.update({ where: { id: attemptId }, data: { submittedAt: now, score, correct, wrong, notAnswered } });
    return { ok: true, already: false, result } as const;
  });
}

/**
 * A paper attempt (issue 20): the answers staff confirmed from a scanned OMR sheet, stored and scored
 * like a submitted online attempt, so results, ranks, objections and key changes treat both alike.
 * A second confirmed scan of the same student's sheet replaces the answers (one attempt per test and
 * student); a student who sat the test online keeps that attempt and the sheet is refused.
 */
export async function recordPaperAttempt(
  tx: Prisma.TransactionClient,
  testId: number,
  userId: number,
  answers: ReadonlyMap<number, Letter>,
  now = new Date(),
  /** A reading corrected after the results were shown (issue 36): the sitting's time stays, and a changed score keeps the one shown as previous. */
  corrected = false,
) {
  // As a submit: a key change either sees this attempt or waits for it.
  await lockTest(tx, testId, "share");
  const existing = await tx.mockAttempt.findUnique({ where: { testId_userId: { testId, userId } }, select: { id: true, source: true, score: true, submittedAt: true, previousScore: true } });
  if (existing?.source === "ONLINE") return { ok: false, reason: "satOnline" } as const;
  if (!corrected || !existing?.submittedAt) return { ok: true, ...(await storeScored(tx, testId, userId, answers, "PAPER", existing?.id ?? null, now)) } as const;
  const stored = await storeScored(tx, testId, userId, answers, "PAPER", existing.id, existing.submittedAt, (score) => (score !== existing.score ? existing.score : existing.previousScore));
  return { ok: true, ...stored } as const;
}

/**
 * A student's whole sitting in one request (the Daily Current Affairs Quiz, issue 21): scored as
 * any attempt and kept; a second take changes nothing and answers the first one's id.
 */
export async function recordWholeAttempt(tx: Prisma.TransactionClient, testId: number, userId: number, answers: ReadonlyMap<number, Letter>, now = new Date()) {
  await lockTest(tx, testId, "share");
  const existing = await tx.mockAttempt.findUnique({ where: { testId_userId: { testId, userId } }, select: { id: true, score: true } });
  if (existing) return { first: false, attemptId: existing.id, score: existing.score ?? 0 } as const;
  return { first: true, ...(await storeScored(tx, testId, userId, answers, "ONLINE", null, now)) } as const;
}

/**
 * Stores a submitted attempt with its answers, scored by the test's rules; replaces `existingId`'s.
 * `previous` gives the score to show as the one before (none unless a correction says so).
 */
async function storeScored(
  tx: Prisma.TransactionClient,
  testId: number,
  userId: number,
  answers: ReadonlyMap<number, Letter>,
  source: "ONLINE" | "PAPER",
  existingId: number | null,
  now: Date,
  previous: (score: number) => number | null = () => null,
) {
  const test = await tx.mockTest.findUniqueOrThrow({ where: { id: testId }, select: rulesColumns });
  const { rules, key } = rulesOf(test);
  const { score, correct, wrong, notAnswered } = scoreAttempt(rules, key, answers);
  const fields = { submittedAt: now, score, correct, wrong, notAnswered, previousScore: previous(score) };
  const attempt = existingId
    ? await tx.mockAttempt.update({ where: { id: existingId }, data: fields, select: { id: true } })
    : await tx.mockAttempt.create({ data: { testId, userId, source, startedAt: now, deadline: now, ...fields }, select: { id: true } });
  await tx.mockAnswer.deleteMany({ where: { attemptId: attempt.id } });
  await tx.mockAnswer.createMany({ data: [...answers].map(([question, letter]) => ({ attemptId: attempt.id, question, letter, seq: 1 })) });
  // The class's figures were counted without this sheet, or with its old reading (./class-figures.ts).
  await tx.mockTestFigures.deleteMany({ where: { testId } });
  return { attemptId: attempt.id, score };
}

/** Submits every attempt whose deadline (and grace) has passed, browser open or not; returns how many. */
export async function closeDueAttempts(db: PrismaClient, now = new Date()): Promise<number> {
  const due = await db.mockAttempt.findMany({ where: attemptWindow.dueWhere(now), select: { id: true } });
  for (const { id } of due) await submitAttempt(db, id, "server", now);
  metrics.submits.inc({ by: "deadline" }, due.length);
  return due.length;
}

/** A change asked of a key staff have made final: a caller that should have refused it did not. */
export class KeyIsFinal extends Error {
  constructor(testId: number) {
    super(`the key of test ${testId} is final`);
  }
}

/**
 * Stores a new key inside the caller's transaction (an accepted objection, a correction): one
 * MockKeyChange row per question whose entry changed, then every submitted attempt scored again;
 * an attempt whose score moves keeps the old one in `previousScore`, which its result page shows
 * with the changes. Answers the questions changed (empty: nothing to do) and how many attempts moved.
 */
export async function applyKeyChange(tx: Prisma.TransactionClient, testId: number, key: KeyEntry[]): Promise<{ changed: number[]; moved: number }> {
  // Two staff members changing the same key at once go one after the other.
  await lockTest(tx, testId, "update");
  const before = await tx.mockTest.findUniqueOrThrow({ where: { id: testId }, select: { ...rulesColumns, keyFinal: true } });
  // Every caller refuses a final key with its own message first; this is the rule's last guard.
  if (before.keyFinal) throw new KeyIsFinal(testId);
  const old = keyOf(before);
  const same = (a: KeyEntry | undefined, b: KeyEntry) => JSON.stringify(a) === JSON.stringify(b);
  const changed = key.flatMap((entry, i) => (same(old[i], entry) ? [] : [i + 1]));
  if (!changed.length) return { changed, moved: 0 };
  const json = (value: unknown) => value as Prisma.InputJsonValue;
  await tx.mockKeyChange.createMany({ data: changed.map((q) => ({ testId, question: q, before: json(old[q - 1] ?? null), after: json(key[q - 1]) })) });
  const test = await tx.mockTest.update({ where: { id: testId }, data: { answerKey: json(key) }, select: rulesColumns });
  const { rules } = rulesOf(test);
  const attempts = await tx.mockAttempt.findMany({
    where: { testId, submittedAt: { not: null } },
    select: { id: true, score: true, correct: true, wrong: true, answers: { select: { question: true, letter: true } } },
  });
  let moved = 0;
  for (const attempt of attempts) {
    const { score, correct, wrong, notAnswered } = scoreAttempt(rules, key, answerMap(attempt.answers));
    if (score === attempt.score && correct === attempt.correct && wrong === attempt.wrong) continue;
    moved += 1;
    await tx.mockAttempt.update({ where: { id: attempt.id }, data: { score, correct, wrong, notAnswered, previousScore: attempt.score } });
  }
  return { changed, moved };
}

/** A new key from the console: stored, logged and every attempt re-scored (ranks follow, being computed on read) in one transaction. */
export async function changeKey(db: PrismaClient, testId: number, key: KeyEntry[], actorId: number | null) {
  return db.$transaction((tx) => changeKeyIn(tx, testId, key, actorId));
}

/** The same inside the caller's transaction (the console's form saves the rest of the test with it). */
export async function changeKeyIn(tx: Prisma.TransactionClient, testId: number, key: KeyEntry[], actorId: number | null) {
  const result = await applyKeyChange(tx, testId, key);
  if (result.changed.length) {
    const { titleEn } = await tx.mockTest.findUniqueOrThrow({ where: { id: testId }, select: { titleEn: true } });
    await recordAudit(tx, actorId, "mockTest.key", "MockTest", testId, `${titleEn}: key of question ${result.changed.join(", ")} changed, ${result.moved} scores changed`);
  }
  return result;
}
