import { recordAudit } from "@/lib/audit";
import { lockStaff, staffClash } from "@/lib/auth/accounts";
import { bloodGroupLabel, bloodGroupValue, type StaffDetails } from "@/lib/auth/schema";
import type { StoredUpload } from "@/lib/files/upload";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { Storage } from "@/lib/storage";
import { anyFieldContains, paginate, searchTerm, type Page } from "@/lib/db/paginate";

/** A row of Staff-View and the values of its edit form. */
export interface StaffRow extends StaffDetails {
  id: number;
  photoId: number | null;
  disabled: boolean;
}

const select = {
  id: true,
  username: true,
  email: true,
  disabled: true,
  staff: { select: { dob: true, phoneNumber: true, whatsappNumber: true, bloodGroup: true, department: true, designation: true, photoId: true } },
} as const;

type Selected = Prisma.UserGetPayload<{ select: typeof select }>;

function toRow({ id, username, email, disabled, staff }: Selected): StaffRow {
  const profile = staff!;
  return {
    id,
    username,
    email: email ?? "",
    disabled,
    dob: profile.dob.toISOString().slice(0, 10),
    phoneNumber: profile.phoneNumber,
    whatsappNumber: profile.whatsappNumber,
    bloodGroup: bloodGroupLabel(profile.bloodGroup),
    department: profile.department,
    designation: profile.designation,
    photoId: profile.photoId,
  };
}

export const STAFF_PAGE_SIZE = 20;

/** Staff-View: every approved staff account in the order they joined, searchable by name, email or phone. */
export function listStaff(db: PrismaClient, options: { page?: number; query?: string }): Promise<Page<StaffRow>> {
  const term = searchTerm(options.query);
  const where = { role: "STAFF" as const, pendingApproval: false, staff: { isNot: null }, ...(term ? { OR: [...anyFieldContains(["username", "email"], term).OR!, { staff: { phoneNumber: { contains: term } } }] } : {}) };
  return paginate(
    options.page,
    STAFF_PAGE_SIZE,
    () => db.user.count({ where }),
    async (skip, take) => (await db.user.findMany({ where, orderBy: { id: "asc" }, skip, take, select })).map(toRow),
  );
}

/** The faculty team on the public Faculty page: enabled, approved staff, in the order they joined. */
export async function facultyTeam(db: PrismaClient) {
  const rows = await db.user.findMany({
    where: { role: "STAFF", disabled: false, pendingApproval: false, staff: { isNot: null } },
    orderBy: { id: "asc" },
    take: 200,
    select: { id: true, username: true, staff: { select: { department: true, designation: true, photoId: true } } },
  });
  return rows.map(({ id, username, staff }) => ({ id, name: username, department: staff!.department, designation: staff!.designation, photoId: staff!.photoId }));
}

export interface Deps {
  db: PrismaClient;
  store: Storage;
  actorId: number;
}

export type StaffUpdateResult = { ok: true; row: StaffRow } | { ok: false; error: "notFound" | "usernameTaken" | "emailTaken" | "phoneTaken" };

/** Saves the edit form; a new photo replaces the old one, which is removed once the change is saved. */
export async function updateStaff(deps: Deps, id: number, details: StaffDetails, photo: StoredUpload | null): Promise<StaffUpdateResult> {
  const outcome = await deps.db.$transaction(async (tx) => {
    await lockStaff(tx);
    const existing = await tx.user.findFirst({ where: { id, role: "STAFF" }, select: { staff: { select: { photo: { select: { id: true, key: true } } } } } });
    if (!existing?.staff) return { ok: false, error: "notFound" } as const;
    const clash = await staffClash(tx, details, id);
    if (clash) return { ok: false, error: clash } as const;
    const user = await tx.user.update({
      where: { id },
      data: {
        username: details.username,
        email: details.email,
        staff: {
          update: {
            dob: new Date(details.dob),
            phoneNumber: details.phoneNumber,
            whatsappNumber: details.whatsappNumber,
            bloodGroup: bloodGroupValue[details.bloodGroup],
            department: details.department,
            designation: details.designation,
            ...(photo ? { photo: { create: photo } } : {}),
          },
        },
      },
      select,
    });
    const old = photo ? existing.staff.photo : null;
    if (old) await tx.storedFile.delete({ where: { id: old.id } });
    await recordAudit(tx, deps.actorId, "staff.update", "User", id, `${details.username}${photo ? " (new photo)" : ""}`);
    return { ok: true, row: toRow(user), oldKey: old?.key } as const;
  });
  if (!outcome.ok) return outcome;
  if (outcome.oldKey) await deps.store.delete(outcome.oldKey).catch(() => undefined);
  return { ok: true, row: outcome.row };
}

/** Removes the account, its profile and its photo; rejecting a request does the same to a waiting one. */
export async function deleteStaff(deps: Deps, id: number, as: { action: "staff.delete" | "staff.reject"; pendingOnly?: boolean } = { action: "staff.delete" }): Promise<boolean> {
  const photo = await deps.db.$transaction(async (tx) => {
    const existing = await tx.user.findFirst({ where: { id, role: "STAFF", ...(as.pendingOnly ? { pendingApproval: true } : {}) }, select: { username: true, staff: { select: { photo: { select: { id: true, key: true } } } } } });
    if (!existing) return undefined;
    await tx.user.delete({ where: { id } });
    const file = existing.staff?.photo ?? null;
    if (file) await tx.storedFile.delete({ where: { id: file.id } });
    await recordAudit(tx, deps.actorId, as.action, "User", id, existing.username);
    return file;
  });
  if (photo === undefined) return false;
  if (photo) await deps.store.delete(photo.key).catch(() => undefined);
  return true;
}

/** Disabling refuses new logins and ends the account's sessions at once; enabling lets it log in again. */
export async function setStaffDisabled(deps: Omit<Deps, "store">, id: number, disabled: boolean): Promise<boolean> {
  return deps.db.$transaction(async (tx) => {
    const existing = await tx.user.findFirst({ where: { id, role: "STAFF" }, select: { username: true } });
    if (!existing) return false;
    await tx.user.update({ where: { id }, data: { disabled, sessionVersion: { increment: 1 } } });
    await recordAudit(tx, deps.actorId, disabled ? "staff.disable" : "staff.enable", "User", id, existing.username);
    return true;
  });
}
