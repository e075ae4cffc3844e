import { recordAudit, withNote } from "@/lib/audit/service";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { SessionUser } from "./login";
import { hashPassword } from "./password";

/** Ends every session of the user (logout, password change). */
export async function endSessions(db: PrismaClient, userId: number): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}

// Advisory lock key (any constant; lib/staff/service.ts has its own): admins are added one at a time.
const ADMIN_LOCK = 727_274_010;

export type AdminRegisterResult = { ok: true; first: boolean } | { ok: false; error: "forbidden" | "setupCode" | "usernameTaken" };

/** Who is asking: a signed-in admin, someone holding the setup code, or the operator's shell (admin:create). */
export interface AdminAuthority {
  actor: SessionUser | null;
  setupCodeValid: boolean;
  shell?: boolean;
}

async function adminRefusal(tx: Prisma.TransactionClient | PrismaClient, admins: number, username: string, by: AdminAuthority) {
  if (!by.shell && admins > 0 && by.actor?.role !== "ADMIN") return "forbidden" as const;
  if (!by.shell && admins === 0 && !by.setupCodeValid) return "setupCode" as const;
  return (await tx.user.findFirst({ where: { role: "ADMIN", username }, select: { id: true } })) ? ("usernameTaken" as const) : null;
}

/**
 * The first admin needs the setup code (lib/auth/setup-code.ts); after that only an admin adds
 * admins. The checks run before the password is hashed, so refused callers cost no argon2 time,
 * and again under the lock, so two first admins cannot both pass.
 */
export async function registerAdmin(db: PrismaClient, input: { username: string; password: string }, by: AdminAuthority): Promise<AdminRegisterResult> {
  const early = await adminRefusal(db, await db.user.count({ where: { role: "ADMIN" } }), input.username, by);
  if (early) return { ok: false, error: early };
  const passwordHash = await hashPassword(input.password);
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMIN_LOCK})`;
    const admins = await tx.user.count({ where: { role: "ADMIN" } });
    const error = await adminRefusal(tx, admins, input.username, by);
    if (error) return { ok: false, error } as const;
    const user = await tx.user.create({ data: { role: "ADMIN", username: input.username, passwordHash } });
    const how = by.shell ? "byShell" : admins === 0 ? "firstAdmin" : "byAdmin";
    await recordAudit(tx, by.actor?.id ?? null, "admin.create", "User", user.id, withNote(input.username, how));
    return { ok: true, first: admins === 0 } as const;
  });
}
