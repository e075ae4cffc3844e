import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import type { Difficulty } from "@/lib/generated/prisma/enums";
import { testWindow } from "@/lib/mock-tests/window";

// Picking questions from the bank at random (issues 21 and 32): the one draw behind staff's draw
// for a bank test or the daily quiz and a student's practice set. One indexed query, and one rule
// for every path: never a question of a test or quiz that has not finished (grace included), whose
// answer practice or a published quiz would otherwise show before its takers are done.

/** A question of a scheduled test or a quiz (other than `except`) that has not finished at `now` (`q` is the Question row). */
export const heldByUnfinishedTest = (now: Date, except?: number) => Prisma.sql`EXISTS (
  SELECT 1 FROM "MockTestQuestion" mq JOIN "MockTest" t ON t."id" = mq."testId"
   WHERE mq."questionId" = q."id" AND t."kind" IN ('TEST', 'QUIZ') AND ${testWindow.unfinishedSql(now)}
     ${except ? Prisma.sql`AND t."id" <> ${except}` : Prisma.empty})`;

export interface DrawRequest {
  subjects: readonly string[];
  topic?: string;
  difficulty?: Difficulty | "";
  count: number;
  /** Questions never drawn: the ones the test holds already. */
  exclude?: readonly number[];
}

/** Up to `count` question ids drawn at random under the rule above. */
export async function drawQuestions(db: PrismaClient, { subjects, topic, difficulty, count, exclude = [] }: DrawRequest, now = new Date()): Promise<number[]> {
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT q."id" FROM "Question" q
     WHERE q."subject" = ANY(${subjects}::text[])
       ${topic ? Prisma.sql`AND q."topic" = ${topic}` : Prisma.empty}
       ${difficulty ? Prisma.sql`AND q."difficulty" = ${difficulty}::"Difficulty"` : Prisma.empty}
       ${exclude.length ? Prisma.sql`AND q."id" <> ALL(${exclude}::int[])` : Prisma.empty}
       AND NOT ${heldByUnfinishedTest(now)}
     ORDER BY random() LIMIT ${count}`;
  return rows.map((r) => r.id);
}
