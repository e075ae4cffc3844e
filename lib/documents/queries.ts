import "server-only";
import { db } from "@/lib/db";
import type { DocumentCategory } from "./categories";

export interface PublicDocument {
  id: number;
  title: string;
  paper: string;
  subject: string;
  fileId: number;
}

/** How many cards an exam page shows; the newest first. */
export const PUBLIC_CARDS = 60;

/**
 * The syllabus cards of an exam page. During `next build` there is no database to read (pages are
 * prerendered empty); the running site fills them on the first revalidation and after every change.
 */
export async function publicDocuments(category: DocumentCategory): Promise<PublicDocument[]> {
  if (process.env.NEXT_PHASE === "phase-production-build") return [];
  return db().document.findMany({
    where: { category: category.value },
    orderBy: { id: "desc" },
    take: PUBLIC_CARDS,
    select: { id: true, title: true, paper: true, subject: true, fileId: true },
  });
}
