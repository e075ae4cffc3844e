import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import type { DrawForm } from "./schema";

// Drawing questions from the bank at random (issue 21): for a test from the bank, practice and the
// daily quiz. One indexed query; the questions a test already holds are never drawn again.

export type DrawOutcome = { ok: true; ids: number[] } | { ok: false; available: number };

export async function drawQuestions(db: PrismaClient, { subject, topic, difficulty, count, exclude }: DrawForm): Promise<DrawOutcome> {
  const where = Prisma.sql`"subject" = ${subject}
    ${topic ? Prisma.sql`AND "topic" = ${topic}` : Prisma.empty}
    ${difficulty ? Prisma.sql`AND "difficulty" = ${difficulty}::"Difficulty"` : Prisma.empty}
    ${exclude.length ? Prisma.sql`AND "id" <> ALL(${exclude}::int[])` : Prisma.empty}`;
  const rows = await db.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Question" WHERE ${where} ORDER BY random() LIMIT ${count}`;
  if (rows.length === count) return { ok: true, ids: rows.map((r) => r.id) };
  return { ok: false, available: rows.length };
}
