import { db } from "@/lib/db";
import { paginate } from "@/lib/db/paginate";

export const AUDIT_PAGE_SIZE = 50;

/** One page of the log, newest first, with the actor's name and role. */
export function auditPage(requested: number) {
  return paginate(
    requested,
    AUDIT_PAGE_SIZE,
    () => db().auditEntry.count(),
    (skip, take) => db().auditEntry.findMany({ orderBy: { id: "desc" }, skip, take, include: { actor: { select: { username: true, role: true } } } }),
  );
}
