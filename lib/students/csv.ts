import { csvLine } from "@/lib/files/csv";
import type { StudentRow } from "./queries";

export const studentCsvColumns = [
  "id",
  "name",
  "registerNo",
  "fatherName",
  "dob",
  "qualification",
  "phoneNumber",
  "whatsappNumber",
  "fatherPhoneNumber",
  "email",
  "aadhaar",
  "community",
  "bloodGroup",
  "exServiceman",
  "destituteWidow",
  "pstm",
  "address",
  "paymentId",
] as const satisfies readonly (keyof StudentRow)[];

export function studentCsvLine(row: StudentRow, yesNo: (v: boolean) => string = (v) => (v ? "Yes" : "No")): string {
  return csvLine(
    studentCsvColumns.map((column) => {
      const value = row[column];
      return typeof value === "boolean" ? yesNo(value) : Array.isArray(value) ? value.join(" ") : value;
    }),
  );
}
