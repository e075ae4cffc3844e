import type { Prisma } from "@/lib/generated/prisma/client";

type Writer = Pick<Prisma.TransactionClient, "auditEntry">;

/** Records who changed what; written in the same transaction as the change itself. */
export async function recordAudit(db: Writer, actorId: number | null, action: string, entity: string, entityId: number | null, summary: string): Promise<void> {
  await db.auditEntry.create({ data: { actorId, action, entity, entityId, summary: summary.slice(0, 300) } });
}

/**
 * The notes a summary may end with, in brackets, stored in English ("Kavya (new photo)"); the
 * Audit page shows them in the reader's language (describe.ts reads this same list).
 */
export const auditNotes = {
  newFile: "new file",
  newPhoto: "new photo",
  feePaidOffline: "fee paid offline",
  byShell: "by npm run admin:create",
  firstAdmin: "first admin, with the setup code",
  byAdmin: "by an admin",
} as const;

/** A summary with its note, or as it is when `note` is null. */
export const withNote = (text: string, note: keyof typeof auditNotes | null) => (note ? `${text} (${auditNotes[note]})` : text);
