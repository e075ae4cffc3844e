import "server-only";
import { db } from "@/lib/db";

export const OUTBOX_PAGE_SIZE = 25;

/** One page of the outbox, newest first; `page` is clamped to the pages that exist. */
export async function outboxPage(requested: number) {
  const total = await db().outboxEmail.count();
  const pages = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pages);
  const rows = await db().outboxEmail.findMany({
    orderBy: { id: "desc" },
    skip: (page - 1) * OUTBOX_PAGE_SIZE,
    take: OUTBOX_PAGE_SIZE,
  });
  return { rows, page, pages, total };
}
