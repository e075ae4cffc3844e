import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { shownNumber } from "./number-format";

// The bank's XLSX read as the sheet shows it (issues 21, 33 and 35): each cell's text is the text
// staff saw in Excel, through the cell's number format (./number-format.ts), not the number behind
// it — "3:5" typed is a time shown "3:05", not 0.2118 nor 1899-12-30; "25%" is "25%". A date cell
// also carries the date it holds, which the source_date column takes.

/** A cell read: its text, or for a date its text and its date ("2025-08-14", or "2025-08" when it shows no day). */
export type SheetCell = string | { text: string; date: string };
export type XlsxRead = { ok: true; table: SheetCell[][] } | { ok: false; problem: "tooManyRows" | "notASheet" | "fileEmpty" };

const DAY_MS = 86_400_000;
/** Excel's day number of 1 January 1970 (1900 system), and how many days the 1904 system counts fewer. */
const UNIX_DAY = 25_569;
const DAYS_1904 = 1_462;
/**
 * Built-in format 14 is the short date of the computer's locale, which exceljs names "mm-dd-yy":
 * in India (and in Tamil) that is 25-11-2026. 22 is the same date with a time.
 */
const localDates: Record<string, string> = { "mm-dd-yy": "dd-mm-yyyy", 'm/d/yy "h":mm': "dd-mm-yyyy h:mm" };

/** A cell's text: rich text joined, a formula by its cached result, a number or date through its format. */
function cellOf(value: ExcelJS.CellValue, numFmt: string | undefined, date1904: boolean): SheetCell {
  if (value === null || value === undefined) return "";
  const code = numFmt && (localDates[numFmt] ?? numFmt);
  // exceljs hands a number in a date format over as a Date (in UTC): back to its day number.
  if (value instanceof Date) return shown(value.getTime() / DAY_MS + UNIX_DAY, code);
  if (typeof value === "number") return shown(value + (date1904 ? DAYS_1904 : 0), code);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value !== "object") return String(value);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("error" in value) return String(value.error);
  // A formula without a cached result (written by a program, never opened in Excel) shows nothing here.
  if ("formula" in value || "sharedFormula" in value) return "result" in value ? cellOf(value.result as ExcelJS.CellValue, numFmt, date1904) : "";
  if ("text" in value) return typeof value.text === "string" ? value.text : cellOf(value.text as ExcelJS.CellValue, numFmt, date1904);
  return "";
}

function shown(serial: number, code: string | undefined): SheetCell {
  const { text, date } = shownNumber(serial, code);
  return date ? { text, date } : text;
}

/**
 * exceljs parses a worksheet as soon as it meets it when the shared strings and the workbook's
 * relationships came before it in the ZIP, and otherwise copies it to a temporary file and parses it
 * at the end. Both ways fail on files people have: a sheet parsed before styles.xml has no number
 * formats and one before workbook.xml fails on its first date (LibreOffice writes both after the
 * sheets), and while the temporary file is being made the part after the sheet can be lost (Excel
 * writes styles.xml and sharedStrings.xml after the sheets; under load the formats went missing).
 * So the parts are put in the order the reader needs, worksheets last, before it reads: jszip moves
 * each part's compressed bytes as they are, nothing is inflated.
 */
const worksheet = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const sheetNo = (name: string) => Number(worksheet.exec(name)?.[1] ?? 0);
async function sheetsLast(bytes: Uint8Array): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files);
  const sheets = names.filter((name) => worksheet.test(name)).sort((a, b) => sheetNo(a) - sheetNo(b));
  const order = [...names.filter((name) => !worksheet.test(name)), ...sheets];
  if (order.every((name, i) => name === names[i])) return bytes;
  zip.files = Object.fromEntries(order.map((name) => [name, zip.files[name]]));
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}

/** Whether the workbook counts its days from 1904 (read from workbook.xml, which comes before the sheets). */
const date1904 = (reader: ExcelJS.stream.xlsx.WorkbookReader) => Boolean((reader as unknown as { properties?: { model?: { date1904?: boolean } } }).properties?.model?.date1904);

/**
 * The workbook's first sheet as cells, streamed (issue 33): rows are taken one at a time and the read
 * stops at the first row past `maxRows` (with the header), so a 100,000-row file costs what the limit
 * does, not a whole workbook in memory. The template's "questions" sheet is its first.
 */
export async function readXlsxTable(bytes: Uint8Array, maxRows: number): Promise<XlsxRead> {
  const table: SheetCell[][] = [];
  let filled = 0;
  try {
    const ordered = await sheetsLast(bytes);
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(ordered.buffer, ordered.byteOffset, ordered.byteLength)]), {
      sharedStrings: "cache",
      styles: "cache",
      hyperlinks: "ignore",
      worksheets: "emit",
      entries: "ignore",
    });
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const cells: SheetCell[] = [];
        row.eachCell({ includeEmpty: false }, (cell, column) => (cells[column - 1] = cellOf(cell.value, cell.numFmt, date1904(reader))));
        for (let i = 0; i < cells.length; i++) cells[i] ??= "";
        table[row.number - 1] = cells;
        // The header and maxRows rows, and one more to know there are too many.
        if (cells.some((c) => (typeof c === "string" ? c : c.text).trim()) && ++filled > maxRows + 1) return { ok: false, problem: "tooManyRows" };
      }
      break;
    }
  } catch {
    return { ok: false, problem: "notASheet" };
  }
  if (!table.length) return { ok: false, problem: "fileEmpty" };
  for (let i = 0; i < table.length; i++) table[i] ??= [];
  return { ok: true, table };
}
