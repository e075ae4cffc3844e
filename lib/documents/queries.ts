import { db } from "@/lib/db";
import { escapeLike } from "@/lib/db/paginate";
import { publicRoutes } from "@/lib/routes";
import { categoryByValue, type DocumentCategory } from "./categories";

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

export interface DocumentHit {
  fileId: number;
  title: string;
  detail: string;
  /** The exam page that lists the document. */
  page: string;
}

export const SEARCH_LIMIT = 8;

/** Syllabus documents whose title, paper or subject contain every word typed, newest first. */
export async function searchDocuments(query: string): Promise<DocumentHit[]> {
  const words = query
    .trim()
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 5)
    .map((w) => w.slice(0, 50));
  if (words.join("").length < 2) return [];
  const rows = await db().document.findMany({
    where: { AND: words.map((word) => ({ OR: (["title", "paper", "subject"] as const).map((field) => ({ [field]: { contains: escapeLike(word), mode: "insensitive" as const } })) })) },
    orderBy: { id: "desc" },
    take: SEARCH_LIMIT,
    select: { title: true, paper: true, subject: true, category: true, fileId: true },
  });
  return rows.map((row) => ({ fileId: row.fileId, title: row.title, detail: `${row.paper} · ${row.subject}`, page: categoryByValue(row.category)?.publicPath ?? publicRoutes.home }));
}

/** Every syllabus PDF for the sitemap (public files), oldest first. */
export function sitemapDocuments() {
  if (process.env.NEXT_PHASE === "phase-production-build") return Promise.resolve([]);
  return db().document.findMany({ orderBy: { id: "asc" }, take: 40_000, select: { fileId: true, updatedAt: true } });
}
