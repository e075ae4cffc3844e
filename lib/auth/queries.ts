import { db } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/client";
import { resetTokenRow, usableResetToken } from "./reset";

/** Whether any admin account exists: until one does, /Admin-Register asks for the setup code. */
export async function adminExists(): Promise<boolean> {
  return (await db().user.count({ where: { role: "ADMIN" } })) > 0;
}

/**
 * What a reset link can still do, read before the form is shown (it spends nothing: resetPassword
 * claims the token): whether it works, and whose account it is, for the right login or forgot page.
 */
export async function resetLink(token: string): Promise<{ usable: boolean; role: Role | null }> {
  const [row, usable] = await Promise.all([
    db().passwordResetToken.findUnique({ where: resetTokenRow(token), select: { user: { select: { role: true } } } }),
    db().passwordResetToken.count({ where: usableResetToken(token) }),
  ]);
  return { usable: usable > 0, role: row?.user.role ?? null };
}
