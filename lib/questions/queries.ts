import { db } from "@/lib/db";
import { paginate } from "@/lib/db/paginate";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isSubject } from "@/lib/exams/syllabus";
import { difficulties, MAX_ROWS, pools, rowOf, type Pool, type QuestionInput, type QuestionText, type Row } from "./schema";

// Reads of the question bank (issue 21) for the console's list and the export.

export interface BankFilter {
  subject?: string;
  topic?: string;
  difficulty?: string;
  pool?: Pool;
  /** Words of the stem, in either language. */
  q?: string;
}
export const PAGE_SIZE = 25;
/** An export holds at most what one import takes (MAX_ROWS), so it can be imported back. */
export const MAX_EXPORT = MAX_ROWS;

/** Search params as a filter: unknown values are dropped, so a tampered link lists everything. */
export function filterOf(params: Record<string, string | string[] | undefined>): BankFilter {
  const one = (key: string) => (typeof params[key] === "string" ? (params[key] as string).slice(0, 100) : undefined);
  const subject = one("subject");
  const difficulty = one("difficulty");
  const pool = one("pool");
  return {
    subject: subject && isSubject(subject) ? subject : undefined,
    topic: subject && isSubject(subject) ? one("topic") || undefined : undefined,
    difficulty: difficulty && (difficulties as readonly string[]).includes(difficulty) ? difficulty : undefined,
    pool: pools.find((p) => p === pool),
    q: one("q")?.trim() || undefined,
  };
}

function whereOf(filter: BankFilter): Prisma.QuestionWhereInput {
  const words = filter.q;
  return {
    deletedAt: null,
    subject: filter.subject,
    topic: filter.topic,
    difficulty: filter.difficulty as Prisma.QuestionWhereInput["difficulty"],
    pool: filter.pool,
    ...(words ? { OR: [{ ta: { path: ["stem"], string_contains: words } }, { en: { path: ["stem"], string_contains: words } }] } : {}),
  };
}

const select = {
  id: true,
  subject: true,
  topic: true,
  difficulty: true,
  source: true,
  sourceYear: true,
  sourceDate: true,
  sourceDateIsMonth: true,
  answer: true,
  ta: true,
  en: true,
  imageId: true,
  pool: true,
  exposures: true,
} as const;
type Stored = Prisma.QuestionGetPayload<{ select: typeof select }>;
export type BankQuestion = Omit<Stored, "ta" | "en"> & { ta: QuestionText | null; en: QuestionText | null };
const typed = (q: Stored) => q as unknown as BankQuestion;

export async function questionList(filter: BankFilter, page: number) {
  const where = whereOf(filter);
  return paginate(
    page,
    PAGE_SIZE,
    () => db().question.count({ where }),
    async (skip, take) => (await db().question.findMany({ where, orderBy: { id: "desc" }, skip, take, select })).map(typed),
  );
}

/** A picture an export carries: its name in the sheet's `picture` column, and where its bytes are. */
export interface ExportPicture {
  name: string;
  key: string;
  size: number;
}

/**
 * The questions the filter matches, as sheet rows, oldest first (an export imported elsewhere keeps
 * its order), and the pictures they name (issue 35: the export is then a .zip of the sheet and its
 * pictures, which imports back unchanged); null beyond MAX_EXPORT.
 */
export async function exportRows(filter: BankFilter): Promise<{ rows: Row[]; pictures: ExportPicture[] } | null> {
  const found = await db().question.findMany({ where: whereOf(filter), orderBy: { id: "asc" }, take: MAX_EXPORT + 1, select: { ...select, image: { select: { key: true, size: true } } } });
  if (found.length > MAX_EXPORT) return null;
  const nameOf = (id: number) => `question-${id}.jpg`;
  return {
    rows: found.map((q) => rowOf({ ...(typed(q) as unknown as QuestionInput), picture: q.imageId ? nameOf(q.id) : "" })),
    pictures: found.flatMap((q) => (q.image ? [{ name: nameOf(q.id), key: q.image.key, size: q.image.size }] : [])),
  };
}

/** One question for its edit page: its cells as a sheet row, its pool, and its history newest first. */
export async function questionForEdit(id: number) {
  const q = await db().question.findFirst({
    where: { id, deletedAt: null },
    select: {
      ...select,
      version: true,
      versions: { orderBy: { version: "desc" }, take: 50, select: { version: true, changed: true, createdAt: true, editedBy: { select: { username: true } } } },
      _count: { select: { tests: true } },
    },
  });
  if (!q) return null;
  const history = q.versions.filter((v) => v.changed).map((v) => ({ version: v.version, changed: v.changed, at: v.createdAt, by: v.editedBy?.username ?? null }));
  return { id: q.id, row: rowOf(typed(q) as unknown as QuestionInput), pool: q.pool, version: q.version, imageId: q.imageId, tests: q._count.tests, history };
}
