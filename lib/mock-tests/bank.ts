import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { QuestionText } from "@/lib/questions/schema";
import { pinVersions } from "@/lib/questions/versions";
import type { KeyEntry, Letter } from "./key";

// The text of a test made from the bank (issue 21). While it is sat, each question's stem and
// options only: the answer, explanation and "why wrong" stay on the server until the results are
// out, when the review reads them whole. Always the version the test holds (issue 35): an edit
// in the bank after anyone started the test does not change what they sat or review.

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
  /** The syllabus keys of the version sat (lib/exams/syllabus.ts): the result's topic figures (issue 36). */
  subject: string;
  topic: string;
}

/** The test's questions in position order; only those at `positions` when given. */
async function stored(db: PrismaClient, testId: number, positions?: number[]) {
  const rows = await db.mockTestQuestion.findMany({
    where: { testId, position: positions && { in: positions } },
    orderBy: { position: "asc" },
    select: { version: { select: { ta: true, en: true, imageId: true, subject: true, topic: true } } },
  });
  return rows.map(({ version: v }) => ({ ta: v.ta as unknown as QuestionText | null, en: v.en as unknown as QuestionText | null, imageId: v.imageId, subject: v.subject, topic: v.topic }));
}

const shown = (text: QuestionText | null) => (text ? { stem: text.stem, options: text.options } : null);

/** The sheet's text, in position order; empty for a test with a PDF question paper. */
export async function sheetTexts(db: PrismaClient, testId: number): Promise<SheetText[]> {
  return (await stored(db, testId)).map((q) => ({ ta: shown(q.ta), en: shown(q.en), imageId: q.imageId }));
}

/** Everything of each question (or of those at `positions`, in order), for the review once results are out. */
export const reviewTexts = (db: PrismaClient, testId: number, positions?: number[]): Promise<ReviewText[]> => stored(db, testId, positions);

/**
 * The key of bank questions in order, or null when one of them is not in the bank: deleted ones
 * count only among `held`, the questions the test holds already (it keeps them, issue 35).
 */
export async function bankKey(db: PrismaClient | Prisma.TransactionClient, ids: number[], held: readonly number[] = []): Promise<KeyEntry[] | null> {
  const found = await db.question.findMany({ where: { id: { in: ids }, OR: [{ deletedAt: null }, { id: { in: [...held] } }] }, select: { id: true, answer: true } });
  const answers = new Map(found.map((q) => [q.id, q.answer as Letter]));
  return ids.every((id) => answers.has(id)) ? ids.map((id) => ({ accepted: [answers.get(id)!] })) : null;
}

/**
 * The test's bank questions as rows at their current versions, replacing any it had (none for a PDF
 * test). The same questions in the same order are left as they are: a test saved again keeps the
 * versions it holds (edits reach a test nobody started through lib/questions/edit.ts).
 */
export async function storeBankQuestions(tx: Prisma.TransactionClient, testId: number, ids: number[] | null) {
  const held = await tx.mockTestQuestion.findMany({ where: { testId }, orderBy: { position: "asc" }, select: { questionId: true } });
  if (ids && JSON.stringify(held.map((h) => h.questionId)) === JSON.stringify(ids)) return;
  await tx.mockTestQuestion.deleteMany({ where: { testId } });
  if (!ids) return;
  const versions = await pinVersions(tx, ids);
  await tx.mockTestQuestion.createMany({ data: ids.map((questionId, i) => ({ testId, position: i + 1, questionId, versionId: versions.get(questionId)! })) });
}
