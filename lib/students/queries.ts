import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { bloodGroupLabel } from "@/lib/zod";
import { paginate, searchTerm, type Page } from "@/lib/db/paginate";

/** A row of Student-Details, in the spec's column order. The Aadhaar number is shown masked. */
export interface StudentRow {
  id: number;
  name: string;
  registerNo: string;
  fatherName: string;
  dob: string;
  qualification: string;
  phoneNumber: string;
  whatsappNumber: string;
  fatherPhoneNumber: string;
  email: string;
  aadhaar: string;
  community: string;
  bloodGroup: string;
  exServiceman: boolean;
  destituteWidow: boolean;
  pstm: ("tenth" | "twelfth" | "ug" | "pg")[];
  address: string;
  paymentId: string;
}

export const STUDENT_PAGE_SIZE = 25;

/** Only the last four digits, as UIDAI asks of anyone displaying an Aadhaar number. */
export function maskAadhaar(aadhaar: string): string {
  return `XXXX XXXX ${aadhaar.slice(-4)}`;
}

/** The students a search term matches (all without one): by name, register number, phone or email. */
function studentsWhere(query?: string) {
  const term = searchTerm(query);
  return {
    role: "STUDENT" as const,
    student: { isNot: null },
    ...(term
      ? {
          OR: [
            { username: { contains: term, mode: "insensitive" as const } },
            { email: { contains: term, mode: "insensitive" as const } },
            { student: { registerNo: { contains: term, mode: "insensitive" as const } } },
            { student: { phoneNumber: { contains: term } } },
          ],
        }
      : {}),
  };
}

const rowSelect = { id: true, username: true, email: true, student: true } as const;
type Selected = Prisma.UserGetPayload<{ select: typeof rowSelect }>;

function toRow({ id, username, email, student: s }: Selected): StudentRow {
  return {
    id,
    name: username,
    registerNo: s!.registerNo,
    fatherName: s!.fatherName,
    dob: s!.dob.toISOString().slice(0, 10),
    qualification: s!.qualification,
    phoneNumber: s!.phoneNumber,
    whatsappNumber: s!.whatsappNumber,
    fatherPhoneNumber: s!.fatherPhoneNumber,
    email: email ?? "",
    aadhaar: maskAadhaar(s!.aadhaarNumber),
    community: s!.community,
    bloodGroup: bloodGroupLabel(s!.bloodGroup),
    exServiceman: s!.exServiceman,
    destituteWidow: s!.destituteWidow,
    pstm: (
      [
        ["tenth", s!.pstmTenth],
        ["twelfth", s!.pstmTwelfth],
        ["ug", s!.pstmUg],
        ["pg", s!.pstmPg],
      ] as const
    )
      .filter(([, v]) => v)
      .map(([k]) => k),
    address: s!.address,
    paymentId: s!.paymentId,
  };
}

/** Student-Details: newest first, searchable by name, register number, phone or email. */
export function listStudents(options: { page?: number; query?: string }): Promise<Page<StudentRow>> {
  const where = studentsWhere(options.query);
  return paginate(
    options.page,
    STUDENT_PAGE_SIZE,
    () => db().user.count({ where }),
    async (skip, take) => (await db().user.findMany({ where, orderBy: { id: "desc" }, skip, take, select: rowSelect })).map(toRow),
  );
}

/** Every matching student, newest first, a batch at a time (for the CSV export: never all in memory). */
export async function* eachStudent(query?: string, batch = 500): AsyncGenerator<StudentRow> {
  const where = studentsWhere(query);
  let before: number | undefined;
  for (;;) {
    const rows = await db().user.findMany({ where: { ...where, ...(before ? { id: { lt: before } } : {}) }, orderBy: { id: "desc" }, take: batch, select: rowSelect });
    for (const row of rows) yield toRow(row);
    if (rows.length < batch) return;
    before = rows[rows.length - 1].id;
  }
}

/** One student's account and profile, for their details PDF; null when there is no such student. */
export async function studentDetails(id: number) {
  const found = await db().user.findFirst({ where: { id, role: "STUDENT" }, select: { username: true, email: true, student: true } });
  return found?.student ? { username: found.username, email: found.email, profile: found.student } : null;
}
