import { db } from "@/lib/db";
import type { StoredPaper } from "./import";

// Reads of question papers being imported (issue 35), for the review screen.

export async function paperForReview(id: number) {
  const found = await db().paperImport.findUnique({ where: { id }, select: { id: true, fileName: true, format: true, paper: true, storedAt: true, questionIds: true, testId: true } });
  if (!found) return null;
  const { paper, blocks } = found.paper as unknown as StoredPaper;
  return {
    id: found.id,
    fileName: found.fileName,
    format: found.format,
    stored: found.storedAt !== null,
    testId: found.testId,
    questions: paper.questions,
    problems: paper.problems,
    blocks,
  };
}
