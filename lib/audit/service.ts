import type { Prisma } from "@/lib/generated/prisma/client";

type Writer = Pick<Prisma.TransactionClient, "auditEntry">;

/** Records who changed what; written in the same transaction as the change itself. */
export async function recordAudit(db: Writer, actorId: number | null, action: string, entity: string, entityId: number | null, summary: string): Promise<void> {
  await db.auditEntry.create({ data: { actorId, action, entity, entityId, summary: summary.slice(0, 300) } });
}
