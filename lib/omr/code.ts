// What a paper answer sheet's QR code says, and the register number's digits on its grid (issue 20).
// The code names the test and the sheet (and, on a personal sheet, the student), so a scan is
// matched to its test without anyone typing, and a sheet of another test is refused. Pure.
import { institute } from "@/lib/config";
import { REGISTER } from "./layout";

/** The code's first word: a different sheet design would take another, so old scans still read. */
const TAG = "OMR1";

export interface SheetCode {
  /** 0 on the generic blank sheet (/OMR-Sheet.pdf), which no test owns. */
  testId: number;
  sheetNo: number;
  /** On a personal sheet: the register number printed on it. */
  registerNo: string | null;
}

export function encodeSheetCode({ testId, sheetNo, registerNo }: SheetCode): string {
  return [TAG, testId, sheetNo, registerNo ?? ""].join("/");
}

/** The sheet a code names, or null for anything else (another QR code on the page, a damaged read). */
export function decodeSheetCode(text: string): SheetCode | null {
  const match = new RegExp(`^${TAG}/(\\d{1,9})/(\\d{1,6})/([A-Za-z0-9-]{0,40})$`).exec(text.trim());
  if (!match) return null;
  return { testId: Number(match[1]), sheetNo: Number(match[2]), registerNo: match[3] || null };
}

/** The register number as the grid holds it: the year and the serial, nine digits ("VP2026-00042" → "202600042"). */
export function registerDigits(registerNo: string): string | null {
  const prefix = institute.registerNoPrefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`^${prefix}(\\d{4})-(\\d{5})$`).exec(registerNo);
  return match ? match[1] + match[2] : null;
}

/** The register number nine shaded digits stand for. */
export function registerFromDigits(digits: string): string | null {
  if (!new RegExp(`^\\d{${REGISTER.digits}}$`).test(digits)) return null;
  return `${institute.registerNoPrefix}${digits.slice(0, 4)}-${digits.slice(4)}`;
}
