import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import type { Difficulty } from "@/lib/generated/prisma/enums";
import { testWindow } from "@/lib/mock-tests/window";

// Picking questions from the bank (issues 21 and 32): the one draw behind staff's draw for a bank
// test or the daily quiz and a student's practice set, and the one rule of who may see what:
// - never a question of a test or quiz that has not finished (grace included), whose answer
//   practice or a published quiz would otherwise show before its takers are done;
// - practice only from the practice pool; a student's wrong answers and revision (lib/practice) also
//   from the questions of their own finished tests, which they have seen answered in its review;
// - a quiz from either pool: scheduling moves its questions to practice (lib/quiz/service.ts), since
//   the quiz shows them to everyone;
// - a test only from the reserved pool, and by default only questions nobody has seen answered;
//   staff may include the seen ones, told how many there are.

export type DrawPurpose = "test" | "quiz" | "practice" | "revision";

/** A question of a scheduled test or a quiz (other than `except`) that has not finished at `now` (`q` is the Question row). */
export const heldByUnfinishedTest = (now: Date, except?: number) => Prisma.sql`EXISTS (
  SELECT 1 FROM "MockTestQuestion" mq JOIN "MockTest" t ON t."id" = mq."testId"
   WHERE mq."questionId" = q."id" AND t."kind" IN ('TEST', 'QUIZ') AND ${testWindow.unfinishedSql(now)}
     ${except ? Prisma.sql`AND t."id" <> ${except}` : Prisma.empty})`;

/** The practice pool: what a practice set draws from, and (with `practisableBy`) wrong answers and revision (`q` is the Question row). */
export const inPracticePool = Prisma.sql`q."pool" = 'PRACTICE'`;

/**
 * What a student may practise again (`q` is the Question row): the practice pool, or a question of a
 * finished test they sat, whose review showed it answered.
 */
export const practisableBy = (userId: number, now: Date) => Prisma.sql`(${inPracticePool} OR EXISTS (
  SELECT 1 FROM "MockAttempt" sa JOIN "MockTest" t ON t."id" = sa."testId" JOIN "MockTestQuestion" smq ON smq."testId" = t."id"
   WHERE sa."userId" = ${userId} AND sa."submittedAt" IS NOT NULL AND t."kind" = 'TEST' AND smq."questionId" = q."id" AND NOT ${testWindow.unfinishedSql(now)}))`;

function poolOf(request: DrawRequest, now: Date) {
  switch (request.purpose) {
    case "test":
      return Prisma.sql`AND q."pool" = 'RESERVED'`;
    case "quiz":
      return Prisma.empty;
    case "practice":
      return Prisma.sql`AND ${inPracticePool}`;
    case "revision":
      return Prisma.sql`AND q."id" = ANY(${request.only}::int[]) AND ${practisableBy(request.student, now)}`;
  }
}

/** A draw: for a test, a quiz or practice from the bank; for revision, among the questions due (`only`) that `student` may practise. */
export type DrawRequest = DrawFilter & ({ purpose: Exclude<DrawPurpose, "revision"> } | { purpose: "revision"; student: number; only: readonly number[] });

interface DrawFilter {
  subjects: readonly string[];
  topic?: string;
  difficulty?: Difficulty | "";
  count: number;
  /** Questions never drawn: the ones the test holds already. */
  exclude?: readonly number[];
  /** A test's draw only: staff's choice to take questions students have seen answered too. */
  includeSeen?: boolean;
}

const matching = (request: DrawRequest, now: Date) => {
  const { subjects, topic, difficulty, exclude = [] } = request;
  return Prisma.sql`
  q."subject" = ANY(${subjects}::text[]) AND q."deletedAt" IS NULL
  ${topic ? Prisma.sql`AND q."topic" = ${topic}` : Prisma.empty}
  ${difficulty ? Prisma.sql`AND q."difficulty" = ${difficulty}::"Difficulty"` : Prisma.empty}
  ${exclude.length ? Prisma.sql`AND q."id" <> ALL(${exclude}::int[])` : Prisma.empty}
  ${poolOf(request, now)}
  AND NOT ${heldByUnfinishedTest(now)}`;
};

/** Up to `count` question ids drawn at random under the rules above. */
export async function drawQuestions(db: PrismaClient, request: DrawRequest, now = new Date()): Promise<number[]> {
  const unseenOnly = request.purpose === "test" && !request.includeSeen ? Prisma.sql`AND q."exposures" = 0` : Prisma.empty;
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT q."id" FROM "Question" q WHERE ${matching(request, now)} ${unseenOnly}
     ORDER BY random() LIMIT ${request.count}`;
  return rows.map((r) => r.id);
}

/** How many questions a draw could take, and how many of them students have seen answered (what staff may include in a test). */
export async function drawable(db: PrismaClient, request: DrawRequest, now = new Date()): Promise<{ all: number; seen: number }> {
  const [row] = await db.$queryRaw<{ all: number; seen: number }[]>`
    SELECT count(*)::int AS "all", (count(*) FILTER (WHERE q."exposures" > 0))::int AS "seen"
      FROM "Question" q WHERE ${matching(request, now)}`;
  return row;
}
