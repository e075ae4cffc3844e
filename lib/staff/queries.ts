import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { anyFieldContains, paginate, searchTerm, type Page } from "@/lib/db/paginate";
import { bloodGroupLabel } from "@/lib/zod";
import type { StaffDetails } from "./schema";

/** A row of Staff-View and the values of its edit form. */
export interface StaffRow extends StaffDetails {
  id: number;
  photoId: number | null;
  disabled: boolean;
}

export const staffRowSelect = {
  id: true,
  username: true,
  email: true,
  disabled: true,
  staff: { select: { dob: true, phoneNumber: true, whatsappNumber: true, bloodGroup: true, department: true, designation: true, photoId: true } },
} as const;

export function staffRow({ id, username, email, disabled, staff }: Prisma.UserGetPayload<{ select: typeof staffRowSelect }>): StaffRow {
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
export function listStaff(options: { page?: number; query?: string }): Promise<Page<StaffRow>> {
  const term = searchTerm(options.query);
  const where = {
    role: "STAFF" as const,
    pendingApproval: false,
    staff: { isNot: null },
    ...(term ? { OR: [...anyFieldContains(["username", "email"], term).OR!, { staff: { phoneNumber: { contains: term } } }] } : {}),
  };
  return paginate(
    options.page,
    STAFF_PAGE_SIZE,
    () => db().user.count({ where }),
    async (skip, take) => (await db().user.findMany({ where, orderBy: { id: "asc" }, skip, take, select: staffRowSelect })).map(staffRow),
  );
}

/** The faculty team on the public Faculty page: enabled, approved staff, in the order they joined. While `next build` prerenders there is no database to read. */
export async function facultyTeam() {
  if (process.env.NEXT_PHASE === "phase-production-build") return [];
  const rows = await db().user.findMany({
    where: { role: "STAFF", disabled: false, pendingApproval: false, staff: { isNot: null } },
    orderBy: { id: "asc" },
    take: 200,
    select: { id: true, username: true, staff: { select: { department: true, designation: true, photoId: true } } },
  });
  return rows.map(({ id, username, staff }) => ({ id, name: username, department: staff!.department, designation: staff!.designation, photoId: staff!.photoId }));
}

/** A self-registered staff account waiting for an admin (issue 15). */
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
export async function listStaffRequests(): Promise<StaffRequest[]> {
  const rows = await db().user.findMany({
    where: { role: "STAFF", pendingApproval: true },
    orderBy: { id: "asc" },
    take: 100,
    select: { id: true, username: true, email: true, createdAt: true, staff: { select: { phoneNumber: true, department: true, designation: true } } },
  });
  return rows.map(({ id, username, email, createdAt, staff }) => ({
    id,
    username,
    email: email ?? "",
    requestedAt: createdAt,
    phoneNumber: staff?.phoneNumber ?? "",
    department: staff?.department ?? "",
    designation: staff?.designation ?? "",
  }));
}

export function countStaffRequests(): Promise<number> {
  return db().user.count({ where: { role: "STAFF", pendingApproval: true } });
}
