import type { PrismaClient } from "@/lib/generated/prisma/client";
import { categoryByValue } from "@/lib/documents/categories";
import { escapeLike } from "@/lib/db/paginate";
import { publicRoutes } from "@/lib/routes";

export interface DocumentHit {
  fileId: number;
  title: string;
  detail: string;
  /** The exam page that lists the document. */
  page: string;
}

export const SEARCH_LIMIT = 8;

/** Syllabus documents whose title, paper or subject contain every word typed, newest first. */
export async function searchDocuments(db: PrismaClient, query: string): Promise<DocumentHit[]> {
  const words = query.trim().toLocaleLowerCase().split(/\s+/).filter((w) => w.length > 0).slice(0, 5).map((w) => w.slice(0, 50));
  if (words.join("").length < 2) return [];
  const rows = await db.document.findMany({
    where: { AND: words.map((word) => ({ OR: (["title", "paper", "subject"] as const).map((field) => ({ [field]: { contains: escapeLike(word), mode: "insensitive" as const } })) })) },
    orderBy: { id: "desc" },
    take: SEARCH_LIMIT,
    select: { title: true, paper: true, subject: true, category: true, fileId: true },
  });
  return rows.map((row) => ({ fileId: row.fileId, title: row.title, detail: `${row.paper} · ${row.subject}`, page: categoryByValue(row.category)?.publicPath ?? publicRoutes.home }));
}
