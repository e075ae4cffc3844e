import { recordAudit, withNote } from "@/lib/audit/service";
import { hashPassword } from "@/lib/auth/password";
import { institute } from "@/lib/config";
import type { StoredUpload } from "@/lib/files/upload";
import { writeWithFiles } from "@/lib/files/write";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { Storage } from "@/lib/storage";
import { bloodGroupValue } from "@/lib/zod";
import { staffRow, staffRowSelect, type StaffRow } from "./queries";
import type { StaffDetails, StaffRegisterInput } from "./schema";

// Every change to staff accounts: sign-up and the admin's additions, edits, removal, disabling,
// and the decision on a waiting sign-up (issue 15). Each is one transaction and one audit entry;
// photos are added and dropped through lib/files/write.ts.

export interface StaffWriter {
  db: PrismaClient;
  store: Storage;
  /** The admin making the change; none for a self-registration. */
  actorId?: number;
}
type Admin = StaffWriter & { actorId: number };
type Db = Prisma.TransactionClient | PrismaClient;

export type StaffClash = "usernameTaken" | "emailTaken" | "phoneTaken";
export type StaffRegisterError = "limitReached" | StaffClash;
export type StaffRegisterResult = { ok: true; userId: number } | { ok: false; error: StaffRegisterError };

// Advisory lock key (any constant): staff sign-ups and edits are serialised, so the cap and the
// duplicate checks hold under parallel requests.
const STAFF_LOCK = 727_274_011;
const lockStaff = (tx: Prisma.TransactionClient) => tx.$executeRaw`SELECT pg_advisory_xact_lock(${STAFF_LOCK})`;

/** Which of name, email and phone another staff account (approved or waiting) already uses; null when none. */
async function staffClash(tx: Db, input: { username: string; email: string; phoneNumber: string }, exceptUserId?: number): Promise<StaffClash | null> {
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

const profile = (details: StaffDetails) => ({
  dob: new Date(details.dob),
  phoneNumber: details.phoneNumber,
  whatsappNumber: details.whatsappNumber,
  bloodGroup: bloodGroupValue[details.bloodGroup],
  department: details.department,
  designation: details.designation,
});

/**
 * A staff account, capped (spec: fifteen, counting requests still waiting). Self-registration
 * (no actor) makes a request an admin must approve; an admin's addition is approved at once.
 * The cap and the duplicate checks run before hashing (refusals cost no argon2 time) and again
 * under the lock, so parallel requests cannot pass the cap together.
 */
export async function registerStaff(deps: StaffWriter, input: StaffRegisterInput, photo: StoredUpload | null, cap: number = institute.staffRegistrationCap): Promise<StaffRegisterResult> {
  const refusal = async (tx: Db) => ((await tx.user.count({ where: { role: "STAFF" } })) >= cap ? ("limitReached" as const) : staffClash(tx, input));
  let passwordHash = "";
  const before = async (): Promise<StaffRegisterResult | undefined> => {
    const early = await refusal(deps.db);
    if (early) return { ok: false, error: early };
    passwordHash = await hashPassword(input.password);
  };
  return writeWithFiles<StaffRegisterResult>(
    deps.db,
    deps.store,
    photo,
    async (tx, photoId) => {
      await lockStaff(tx);
      const error = await refusal(tx);
      if (error) return { result: { ok: false, error } };
      const { actorId } = deps;
      const user = await tx.user.create({
        data: { role: "STAFF", username: input.username, email: input.email, passwordHash, pendingApproval: !actorId, staff: { create: { ...profile(input), photoId } } },
      });
      await recordAudit(tx, actorId ?? null, actorId ? "staff.create" : "staff.request", "User", user.id, input.username);
      return { result: { ok: true, userId: user.id } };
    },
    before,
  );
}

export type StaffUpdateResult = { ok: true; row: StaffRow } | { ok: false; error: "notFound" | StaffClash };

/** Saves the edit form; a new photo replaces the old one, which is removed once the change is saved. */
export function updateStaff(deps: Admin, id: number, details: StaffDetails, photo: StoredUpload | null): Promise<StaffUpdateResult> {
  return writeWithFiles<StaffUpdateResult>(deps.db, deps.store, photo, async (tx, photoId) => {
    await lockStaff(tx);
    const existing = await tx.user.findFirst({ where: { id, role: "STAFF" }, select: { staff: { select: { photo: { select: { id: true, key: true } } } } } });
    if (!existing?.staff) return { result: { ok: false, error: "notFound" } };
    const clash = await staffClash(tx, details, id);
    if (clash) return { result: { ok: false, error: clash } };
    const user = await tx.user.update({
      where: { id },
      data: { username: details.username, email: details.email, staff: { update: { ...profile(details), ...(photoId ? { photoId } : {}) } } },
      select: staffRowSelect,
    });
    await recordAudit(tx, deps.actorId, "staff.update", "User", id, withNote(details.username, photo ? "newPhoto" : null));
    return { result: { ok: true, row: staffRow(user) }, drop: photoId ? existing.staff.photo : null };
  });
}

/** Removes the account, its profile and its photo; rejecting a request does the same to a waiting one. */
export function deleteStaff(deps: Admin, id: number, as: { action: "staff.delete" | "staff.reject"; pendingOnly?: boolean } = { action: "staff.delete" }): Promise<boolean> {
  return writeWithFiles(deps.db, deps.store, null, async (tx) => {
    const where = { id, role: "STAFF" as const, ...(as.pendingOnly ? { pendingApproval: true } : {}) };
    const existing = await tx.user.findFirst({ where, select: { username: true, staff: { select: { photo: { select: { id: true, key: true } } } } } });
    if (!existing) return { result: false };
    await tx.user.delete({ where: { id } });
    await recordAudit(tx, deps.actorId, as.action, "User", id, existing.username);
    return { result: true, drop: existing.staff?.photo };
  });
}

/** Disabling refuses new logins and ends the account's sessions at once; enabling lets it log in again. */
export function setStaffDisabled(deps: Pick<Admin, "db" | "actorId">, id: number, disabled: boolean): Promise<boolean> {
  return deps.db.$transaction(async (tx) => {
    const existing = await tx.user.findFirst({ where: { id, role: "STAFF" }, select: { username: true } });
    if (!existing) return false;
    await tx.user.update({ where: { id }, data: { disabled, sessionVersion: { increment: 1 } } });
    await recordAudit(tx, deps.actorId, disabled ? "staff.disable" : "staff.enable", "User", id, existing.username);
    return true;
  });
}

/** Approves a waiting sign-up (false if there is none with this id). */
export function approveStaffRequest(deps: Pick<Admin, "db" | "actorId">, id: number): Promise<boolean> {
  return deps.db.$transaction(async (tx) => {
    const request = await tx.user.findFirst({ where: { id, role: "STAFF", pendingApproval: true }, select: { username: true } });
    if (!request) return false;
    await tx.user.update({ where: { id }, data: { pendingApproval: false } });
    await recordAudit(tx, deps.actorId, "staff.approve", "User", id, request.username);
    return true;
  });
}

/** Rejecting removes the waiting account, which frees its place under the cap and its name. */
export function rejectStaffRequest(deps: Admin, id: number): Promise<boolean> {
  return deleteStaff(deps, id, { action: "staff.reject", pendingOnly: true });
}
