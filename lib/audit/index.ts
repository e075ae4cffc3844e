import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { paginate } from "@/lib/db/paginate";

type Writer = Pick<Prisma.TransactionClient, "auditEntry">;

/** Records who changed what; written in the same transaction as the change itself. */
export async function recordAudit(db: Writer, actorId: number | null, action: string, entity: string, entityId: number | null, summary: string): Promise<void> {
  await db.auditEntry.create({ data: { actorId, action, entity, entityId, summary: summary.slice(0, 300) } });
}

export const AUDIT_PAGE_SIZE = 50;

/** One page of the log, newest first, with the actor's name and role. */
export function auditPage(db: PrismaClient, requested: number) {
  return paginate(
    requested,
    AUDIT_PAGE_SIZE,
    () => db.auditEntry.count(),
    (skip, take) => db.auditEntry.findMany({ orderBy: { id: "desc" }, skip, take, include: { actor: { select: { username: true, role: true } } } }),
  );
}
