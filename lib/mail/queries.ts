import { db } from "@/lib/db";
import { paginate } from "@/lib/db/paginate";
import { forAdmins } from "./service";

export const OUTBOX_PAGE_SIZE = 25;

/** One page of the outbox, newest first; `page` is clamped to the pages that exist. */
export function outboxPage(requested: number) {
  return paginate(
    requested,
    OUTBOX_PAGE_SIZE,
    () => db().outboxEmail.count(),
    async (skip, take) => (await db().outboxEmail.findMany({ orderBy: { id: "desc" }, skip, take })).map(forAdmins),
  );
}
