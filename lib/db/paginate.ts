export interface Page<Row> {
  rows: Row[];
  total: number;
  page: number;
  pages: number;
}

/** Counts, clamps the requested page into range (a page past the end shows the last) and fetches it. */
export async function paginate<Row>(
  requested: number | undefined,
  pageSize: number,
  count: () => Promise<number>,
  fetch: (skip: number, take: number) => Promise<Row[]>,
): Promise<Page<Row>> {
  const total = await count();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requested ?? 1) || 1), pages);
  return { rows: await fetch((page - 1) * pageSize, pageSize), total, page, pages };
}

/**
 * Search words as users type them, for Prisma's `contains`: trimmed, bounded, empty means no filter,
 * and with LIKE's wildcards escaped (see escapeLike).
 */
export function searchTerm(query: string | undefined): string | undefined {
  const term = query?.trim().slice(0, 100);
  return term ? escapeLike(term) : undefined;
}

/**
 * Prisma turns `contains` into (I)LIKE '%…%' and passes `%`, `_` and `\` through as wildcards and
 * escapes; escaped with a backslash (PostgreSQL's default escape character) they match themselves.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/** A Prisma filter matching the term in any of the given text fields, ignoring case. */
export function anyFieldContains<F extends string>(fields: readonly F[], term: string | undefined) {
  return term ? { OR: fields.map((field) => ({ [field]: { contains: term, mode: "insensitive" as const } }) as Record<F, { contains: string; mode: "insensitive" }>) } : {};
}
