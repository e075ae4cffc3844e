import { institute } from "@/lib/config";
import { recordAudit } from "@/lib/audit";
import type { Prisma, PrismaClient, Role } from "@/lib/generated/prisma/client";
import type { StoredUpload } from "@/lib/files/upload";
import { hashPassword, verifyDecoy, verifyPassword } from "./password";
import { loginBlockedUntil, loginKeys, recordLogin } from "./rate-limit";
import { bloodGroupValue, type LoginInput, type StaffRegisterInput } from "./schema";

export interface SessionUser {
  id: number;
  role: Role;
  username: string;
  sessionVersion: number;
}

export type LoginResult = { ok: true; user: SessionUser } | { ok: false; reason: "invalid" } | { ok: false; reason: "rateLimited"; until: Date };

/** Checks a username and password for one role, within the brute-force limits. */
export async function checkCredentials(db: PrismaClient, input: LoginInput, ip: string): Promise<LoginResult> {
  const keys = loginKeys(input.role, input.username, ip);
  const until = await loginBlockedUntil(db, keys);
  if (until) return { ok: false, reason: "rateLimited", until };
  const user = await db.user.findUnique({ where: { role_username: { role: input.role, username: input.username } } });
  const valid = user ? (await verifyPassword(user.passwordHash, input.password)) && !user.disabled : await verifyDecoy(input.password);
  await recordLogin(db, keys, valid);
  if (!valid || !user) return { ok: false, reason: "invalid" };
  return { ok: true, user: { id: user.id, role: user.role, username: user.username, sessionVersion: user.sessionVersion } };
}

/** A signed session stays valid only while the account is enabled and its version unchanged. */
export async function sessionStillValid(db: PrismaClient, id: number, sessionVersion: number): Promise<SessionUser | null> {
  const user = await db.user.findUnique({ where: { id }, select: { id: true, role: true, username: true, sessionVersion: true, disabled: true } });
  if (!user || user.disabled || user.sessionVersion !== sessionVersion) return null;
  return { id: user.id, role: user.role, username: user.username, sessionVersion: user.sessionVersion };
}

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

export type AdminRegisterResult = { ok: true } | { ok: false; error: "forbidden" | "usernameTaken" };

/** The first admin may register on an empty database; after that only an admin may add admins. */
export async function registerAdmin(
  db: PrismaClient,
  input: { username: string; password: string },
  actor: SessionUser | null,
): Promise<AdminRegisterResult> {
  const passwordHash = await hashPassword(input.password);
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMIN_LOCK})`;
    const admins = await tx.user.count({ where: { role: "ADMIN" } });
    if (admins > 0 && actor?.role !== "ADMIN") return { ok: false, error: "forbidden" } as const;
    if (await tx.user.findUnique({ where: { role_username: { role: "ADMIN", username: input.username } } })) {
      return { ok: false, error: "usernameTaken" } as const;
    }
    await tx.user.create({ data: { role: "ADMIN", username: input.username, passwordHash } });
    return { ok: true } as const;
  });
}

export async function adminExists(db: PrismaClient): Promise<boolean> {
  return (await db.user.count({ where: { role: "ADMIN" } })) > 0;
}

export type StaffRegisterError = "limitReached" | "usernameTaken" | "emailTaken" | "phoneTaken";

/**
 * Self-registration of staff, capped (spec: fifteen). The cap and the duplicate checks run under
 * one transaction-scoped lock, so parallel requests cannot pass the cap together.
 */
export async function registerStaff(
  db: PrismaClient,
  input: StaffRegisterInput,
  photo: StoredUpload | null,
  cap: number = institute.staffRegistrationCap,
  /** The admin adding the account from the console, for the audit log; none for self-registration. */
  actorId?: number,
): Promise<{ ok: true; userId: number } | { ok: false; error: StaffRegisterError }> {
  const passwordHash = await hashPassword(input.password);
  return db.$transaction(async (tx) => {
    await lockStaff(tx);
    if ((await tx.user.count({ where: { role: "STAFF" } })) >= cap) return { ok: false, error: "limitReached" } as const;
    const clash = await staffClash(tx, input);
    if (clash) return { ok: false, error: clash } as const;
    const user = await tx.user.create({
      data: {
        role: "STAFF",
        username: input.username,
        email: input.email,
        passwordHash,
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
    if (actorId) await recordAudit(tx, actorId, "staff.create", "User", user.id, input.username);
    return { ok: true, userId: user.id } as const;
  });
}

/** Staff sign-ups and edits are serialised, so the cap and the duplicate checks hold. */
export async function lockStaff(tx: Prisma.TransactionClient): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${STAFF_LOCK})`;
}

/** Which of name, email and phone another staff account already uses; null when none. */
export async function staffClash(
  tx: Prisma.TransactionClient,
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
