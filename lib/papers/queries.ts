import { db } from "@/lib/db";
import type { StoredPaper } from "./import";

// Reads of question papers being imported (issue 35), for the review screen.

export async function paperForReview(id: number) {
  const found = await db().paperImport.findUnique({ where: { id }, select: { id: true, fileName: true, format: true, paper: true, storedAt: true, questionIds: true, testId: true } });
  if (!found) return null;
  const { paper, blocks, pictures = [], pages = [] } = found.paper as unknown as StoredPaper;
  return {
    id: found.id,
    fileName: found.fileName,
    format: found.format,
    stored: found.storedAt !== null,
    testId: found.testId,
    questions: paper.questions,
    /** Each kept picture's file (lib/files/queries.ts serves it to staff), by the index a question's `pictures` name. */
    pictures,
    problems: paper.problems,
    blocks,
    /** A PDF paper's pages drawn for the review (files of the import, staff's only). */
    pages,
  };
}
