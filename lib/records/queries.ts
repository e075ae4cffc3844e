import { db } from "@/lib/db";
import { paginate, searchTerm, type Page } from "@/lib/db/paginate";
import type { RecordAdapter } from "./service";
import type { RecordRow } from "./types";

export const PAGE_SIZE = 20;

/** One page of a console's records, newest first, optionally filtered by words in any text field. */
export function listRecords<F>(adapter: RecordAdapter<F>, options: { page?: number; query?: string; pageSize?: number }): Promise<Page<RecordRow>> {
  const term = searchTerm(options.query);
  return paginate(
    options.page,
    options.pageSize ?? PAGE_SIZE,
    () => adapter.count(db(), term),
    (skip, take) => adapter.list(db(), term, skip, take),
  );
}
