import { institute } from "@/lib/config";
import { recordAudit } from "@/lib/audit";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { StoredUpload } from "@/lib/files/upload";
import type { SessionUser } from "./login";
import { hashPassword } from "./password";
import { bloodGroupValue, type StaffRegisterInput } from "./schema";

/** Ends every session of the user (logout, password change). */
export async function endSessions(db: PrismaClient, userId: number): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}

/** Disabling also ends the account's sessions at once. */
export async function setDisabled(db: PrismaClient, userId: number, disabled: boolean): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { disabled, sessionVersion: { increment: 1 } } });
}

// Advisory lock keys: any constants, one per kind of guarded insert.
const ADMIN_LOCK = 727_274_010;
const STAFF_LOCK = 727_274_011;

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
    const how = by.shell ? "by npm run admin:create" : admins === 0 ? "first admin, with the setup code" : "by an admin";
    await recordAudit(tx, by.actor?.id ?? null, "admin.create", "User", user.id, `${input.username} (${how})`);
    return { ok: true, first: admins === 0 } as const;
  });
}

export async function adminExists(db: PrismaClient): Promise<boolean> {
  return (await db.user.count({ where: { role: "ADMIN" } })) > 0;
}

export type StaffRegisterError = "limitReached" | "usernameTaken" | "emailTaken" | "phoneTaken";

/**
 * A staff account, capped (spec: fifteen, counting requests still waiting). Self-registration
 * (no actor) makes a request an admin must approve; an admin's addition is approved at once.
 * The cap and the duplicate checks run before hashing (refusals cost no argon2 time) and again
 * under one transaction-scoped lock, so parallel requests cannot pass the cap together.
 */
export async function registerStaff(
  db: PrismaClient,
  input: StaffRegisterInput,
  photo: StoredUpload | null,
  cap: number = institute.staffRegistrationCap,
  /** The admin adding the account from the console; none for self-registration. */
  actorId?: number,
): Promise<{ ok: true; userId: number } | { ok: false; error: StaffRegisterError }> {
  const refusal = async (tx: Prisma.TransactionClient | PrismaClient) =>
    (await tx.user.count({ where: { role: "STAFF" } })) >= cap ? ("limitReached" as const) : staffClash(tx, input);
  const early = await refusal(db);
  if (early) return { ok: false, error: early };
  const passwordHash = await hashPassword(input.password);
  return db.$transaction(async (tx) => {
    await lockStaff(tx);
    const error = await refusal(tx);
    if (error) return { ok: false, error } as const;
    const user = await tx.user.create({
      data: {
        role: "STAFF",
        username: input.username,
        email: input.email,
        passwordHash,
        pendingApproval: !actorId,
        staff: {
          create: {
            dob: new Date(input.dob),
            phoneNumber: input.phoneNumber,
            whatsappNumber: input.whatsappNumber,
            bloodGroup: bloodGroupValue[input.bloodGroup],
            department: input.department,
            designation: input.designation,
            photo: photo ? { create: photo } : undefined,
          },
        },
      },
    });
    await recordAudit(tx, actorId ?? null, actorId ? "staff.create" : "staff.request", "User", user.id, input.username);
    return { ok: true, userId: user.id } as const;
  });
}

/** Staff sign-ups and edits are serialised, so the cap and the duplicate checks hold. */
export async function lockStaff(tx: Prisma.TransactionClient): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${STAFF_LOCK})`;
}

/** Which of name, email and phone another staff account (approved or waiting) already uses; null when none. */
export async function staffClash(
  tx: Prisma.TransactionClient | PrismaClient,
  input: { username: string; email: string; phoneNumber: string },
  exceptUserId?: number,
): Promise<"usernameTaken" | "emailTaken" | "phoneTaken" | null> {
  const clash = await tx.user.findFirst({
    where: {
      role: "STAFF",
      ...(exceptUserId ? { NOT: { id: exceptUserId } } : {}),
      OR: [{ username: input.username }, { email: input.email }, { staff: { phoneNumber: input.phoneNumber } }],
    },
    select: { username: true, email: true },
  });
  if (!clash) return null;
  return clash.username === input.username ? "usernameTaken" : clash.email === input.email ? "emailTaken" : "phoneTaken";
}
