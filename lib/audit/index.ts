import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";

type Writer = Pick<Prisma.TransactionClient, "auditEntry">;

/** Records who changed what; written in the same transaction as the change itself. */
export async function recordAudit(db: Writer, actorId: number | null, action: string, entity: string, entityId: number | null, summary: string): Promise<void> {
  await db.auditEntry.create({ data: { actorId, action, entity, entityId, summary: summary.slice(0, 300) } });
}

export const AUDIT_PAGE_SIZE = 50;

/** One page of the log, newest first, with the actor's name and role. */
export async function auditPage(db: PrismaClient, requested: number) {
  const total = await db.auditEntry.count();
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pages);
  const rows = await db.auditEntry.findMany({
    orderBy: { id: "desc" },
    skip: (page - 1) * AUDIT_PAGE_SIZE,
    take: AUDIT_PAGE_SIZE,
    include: { actor: { select: { username: true, role: true } } },
  });
  return { rows, page, pages };
}
