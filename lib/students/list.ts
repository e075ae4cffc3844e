import type { PrismaClient } from "@/lib/generated/prisma/client";
import { bloodGroupLabel } from "@/lib/auth/schema";
import { paginate, searchTerm, type Page } from "@/lib/records/paginate";

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

/** Student-Details: newest first, searchable by name, register number, phone or email. */
export function listStudents(db: PrismaClient, options: { page?: number; query?: string }): Promise<Page<StudentRow>> {
  const term = searchTerm(options.query);
  const where = {
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
  return paginate(
    options.page,
    STUDENT_PAGE_SIZE,
    () => db.user.count({ where }),
    async (skip, take) => {
      const rows = await db.user.findMany({ where, orderBy: { id: "desc" }, skip, take, select: { id: true, username: true, email: true, student: true } });
      return rows.map(({ id, username, email, student: s }) => ({
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
        pstm: ([["tenth", s!.pstmTenth], ["twelfth", s!.pstmTwelfth], ["ug", s!.pstmUg], ["pg", s!.pstmPg]] as const).filter(([, v]) => v).map(([k]) => k),
        address: s!.address,
        paymentId: s!.paymentId,
      }));
    },
  );
}
