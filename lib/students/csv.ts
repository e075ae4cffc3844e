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

/**
 * One CSV field: always quoted, quotes doubled, and a leading = + - @ defused so a spreadsheet
 * never runs a name someone typed as a formula.
 */
export function csvField(value: string | number | boolean): string {
  let text = String(value);
  // A formula guard for text; a number (a negative score) is written as the number it is.
  if (typeof value !== "number" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function studentCsvLine(row: StudentRow, yesNo: (v: boolean) => string = (v) => (v ? "Yes" : "No")): string {
  return studentCsvColumns
    .map((column) => {
      const value = row[column];
      if (typeof value === "boolean") return csvField(yesNo(value));
      if (Array.isArray(value)) return csvField(value.join(" "));
      return csvField(value);
    })
    .join(",");
}
