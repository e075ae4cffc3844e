import "server-only";
import { db } from "@/lib/db";
import { paginate } from "@/lib/records/paginate";

export const OUTBOX_PAGE_SIZE = 25;

/** One page of the outbox, newest first; `page` is clamped to the pages that exist. */
export function outboxPage(requested: number) {
  return paginate(
    requested,
    OUTBOX_PAGE_SIZE,
    () => db().outboxEmail.count(),
    (skip, take) => db().outboxEmail.findMany({ orderBy: { id: "desc" }, skip, take }),
  );
}
