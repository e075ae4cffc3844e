import { db } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/client";
import { resetTokenRow } from "./reset";

/** Whether any admin account exists: until one does, /Admin-Register asks for the setup code. */
export async function adminExists(): Promise<boolean> {
  return (await db().user.count({ where: { role: "ADMIN" } })) > 0;
}

/**
 * What a reset link can still do, read before the form is shown (it spends nothing: resetPassword
 * claims the token): whether it works, and whose account it is, for the right login or forgot page.
 */
export async function resetLink(token: string, now = new Date()): Promise<{ usable: boolean; role: Role | null }> {
  const row = await db().passwordResetToken.findUnique({ where: resetTokenRow(token), select: { usedAt: true, expiresAt: true, user: { select: { role: true } } } });
  return { usable: !!row && row.usedAt === null && row.expiresAt > now, role: row?.user.role ?? null };
}
