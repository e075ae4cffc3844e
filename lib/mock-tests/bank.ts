import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { QuestionText } from "@/lib/questions/schema";
import type { KeyEntry, Letter } from "./key";

// The text of a test made from the bank (issue 21). While it is sat, each question's stem and
// options only: the answer, explanation and "why wrong" stay on the server until the results are
// out, when the review reads them whole.

/** A question as the answer sheet shows it, in each language it has. */
export interface SheetText {
  ta: { stem: string; options: string[] } | null;
  en: { stem: string; options: string[] } | null;
  /** The question's picture (a map, a diagram), served by /api/files/<id>. */
  imageId: number | null;
}
/** A question as the review shows it, explanations included. */
export interface ReviewText {
  ta: QuestionText | null;
  en: QuestionText | null;
  imageId: number | null;
}

/** The test's questions in position order; only those at `positions` when given. */
async function stored(db: PrismaClient, testId: number, positions?: number[]) {
  const rows = await db.mockTestQuestion.findMany({
    where: { testId, position: positions && { in: positions } },
    orderBy: { position: "asc" },
    select: { question: { select: { ta: true, en: true, imageId: true } } },
  });
  return rows.map((r) => ({ ta: r.question.ta as unknown as QuestionText | null, en: r.question.en as unknown as QuestionText | null, imageId: r.question.imageId }));
}

const shown = (text: QuestionText | null) => (text ? { stem: text.stem, options: text.options } : null);

/** The sheet's text, in position order; empty for a test with a PDF question paper. */
export async function sheetTexts(db: PrismaClient, testId: number): Promise<SheetText[]> {
  return (await stored(db, testId)).map((q) => ({ ta: shown(q.ta), en: shown(q.en), imageId: q.imageId }));
}

/** Everything of each question (or of those at `positions`, in order), for the review once results are out. */
export const reviewTexts = (db: PrismaClient, testId: number, positions?: number[]): Promise<ReviewText[]> => stored(db, testId, positions);

/** The key of bank questions in order, or null when one of them is not in the bank. */
export async function bankKey(db: PrismaClient | Prisma.TransactionClient, ids: number[]): Promise<KeyEntry[] | null> {
  const found = await db.question.findMany({ where: { id: { in: ids } }, select: { id: true, answer: true } });
  const answers = new Map(found.map((q) => [q.id, q.answer as Letter]));
  return ids.every((id) => answers.has(id)) ? ids.map((id) => ({ accepted: [answers.get(id)!] })) : null;
}

/** The test's bank questions as rows, replacing any it had (none for a PDF test). */
export async function storeBankQuestions(tx: Prisma.TransactionClient, testId: number, ids: number[] | null) {
  await tx.mockTestQuestion.deleteMany({ where: { testId } });
  if (ids) await tx.mockTestQuestion.createMany({ data: ids.map((questionId, i) => ({ testId, position: i + 1, questionId })) });
}
