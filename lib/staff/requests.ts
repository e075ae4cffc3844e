import { recordAudit } from "@/lib/audit";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { deleteStaff, type Deps } from "./service";

// Self-registered staff accounts wait here for an admin (issue 15): until approved they cannot
// sign in, are not on /Faculty and count as staff nowhere, but hold a place under the cap.
// Rejecting removes the account, which frees its place and its name.

export interface StaffRequest {
  id: number;
  username: string;
  email: string;
  phoneNumber: string;
  department: string;
  designation: string;
  requestedAt: Date;
}

/** Every waiting request, oldest first: at most the staff cap, so one page. */
export async function listStaffRequests(db: PrismaClient): Promise<StaffRequest[]> {
  const rows = await db.user.findMany({
    where: { role: "STAFF", pendingApproval: true },
    orderBy: { id: "asc" },
    take: 100,
    select: { id: true, username: true, email: true, createdAt: true, staff: { select: { phoneNumber: true, department: true, designation: true } } },
  });
  return rows.map(({ id, username, email, createdAt, staff }) => ({
    id, username, email: email ?? "", requestedAt: createdAt,
    phoneNumber: staff?.phoneNumber ?? "", department: staff?.department ?? "", designation: staff?.designation ?? "",
  }));
}

export function countStaffRequests(db: PrismaClient): Promise<number> {
  return db.user.count({ where: { role: "STAFF", pendingApproval: true } });
}

/** Approves a waiting request (false if there is none with this id); written to the audit log. */
export async function approveStaffRequest(deps: Omit<Deps, "store">, id: number): Promise<boolean> {
  return deps.db.$transaction(async (tx) => {
    const request = await tx.user.findFirst({ where: { id, role: "STAFF", pendingApproval: true }, select: { username: true } });
    if (!request) return false;
    await tx.user.update({ where: { id }, data: { pendingApproval: false } });
    await recordAudit(tx, deps.actorId, "staff.approve", "User", id, request.username);
    return true;
  });
}

export function rejectStaffRequest(deps: Deps, id: number): Promise<boolean> {
  return deleteStaff(deps, id, { action: "staff.reject", pendingOnly: true });
}
