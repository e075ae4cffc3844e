import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { subjectKeys, subjects } from "@/lib/exams/syllabus";
import { csvFile } from "@/lib/files/csv";
import { columns, MAX_ROWS, type Row } from "./schema";

// The question bank's spreadsheets (issue 21): CSV read by papaparse, XLSX streamed by exceljs, into rows of
// text keyed by column; and the same two formats written for export and the template. What Excel
// does to a CSV is undone here: a byte-order mark, "sep=;" on the first line, semicolons or tabs
// for commas (Excel in a European locale, "Unicode text"), UTF-16, and the apostrophe export adds
// before a cell that would otherwise run as a formula.

export type SheetFormat = "csv" | "xlsx";
export type FileProblem = "fileEmpty" | "oldExcel" | "notUtf8" | "notASheet" | "missingColumns" | "tooManyRows";
export interface ParsedSheet {
  /** Each data row with its number as the spreadsheet shows it (the header is row 1). */
  rows: { line: number; row: Row }[];
}

/** Columns a sheet must have; a sheet may leave out a language's or the optional columns. */
const required = ["subject", "topic", "difficulty", "source", "answer"];
const header = (cell: string) =>
  cell
    .normalize("NFC")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
/** Export escapes a cell that starts like a formula with an apostrophe; import takes it off again. */
const unescape = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

function rowsOf(table: string[][]): { ok: true; sheet: ParsedSheet } | { ok: false; problem: FileProblem; missing?: string[] } {
  const start = table.findIndex((cells) => cells.some((c) => c.trim()));
  if (start < 0) return { ok: false, problem: "fileEmpty" };
  const names = table[start].map(header);
  const missing = required.filter((c) => !names.includes(c));
  if (!names.includes("question_ta") && !names.includes("question_en")) missing.push("question_ta");
  if (missing.length) return { ok: false, problem: "missingColumns", missing };
  const rows: ParsedSheet["rows"] = [];
  for (let i = start + 1; i < table.length; i++) {
    if (!table[i].some((c) => c.trim())) continue;
    const row: Row = {};
    names.forEach((name, j) => {
      if ((columns as readonly string[]).includes(name)) row[name] = unescape(table[i][j] ?? "");
    });
    rows.push({ line: i + 1, row });
  }
  if (rows.length > MAX_ROWS) return { ok: false, problem: "tooManyRows" };
  return { ok: true, sheet: { rows } };
}

function decodeText(bytes: Uint8Array): string | null {
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le", { fatal: true }).decode(bytes.subarray(2));
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

function readCsv(bytes: Uint8Array) {
  const text = decodeText(bytes);
  if (text === null) return { ok: false, problem: "notUtf8" } as const;
  const body = text.replace(/^sep=.\r?\n/i, "");
  const parsed = Papa.parse<string[]>(body, { delimitersToGuess: [",", ";", "\t"], skipEmptyLines: false });
  return rowsOf(parsed.data);
}

/** A cell as text: rich text joined, formulas by their result, dates as 2026-11-25. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== "object") return String(value);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
  if ("text" in value) return String(value.text);
  return "";
}

/**
 * The workbook's first sheet, streamed (issue 33): rows are taken one at a time and the read stops
 * at the first row past MAX_ROWS, so a 100,000-row file costs what 20,001 rows do, not a whole
 * workbook in memory. The template's "questions" sheet is its first.
 */
async function readXlsx(bytes: Uint8Array) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]), {
    sharedStrings: "cache",
    styles: "ignore",
    hyperlinks: "ignore",
    worksheets: "emit",
    entries: "ignore",
  });
  const table: string[][] = [];
  let filled = 0;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
        table[row.number - 1] = values;
        // The header and MAX_ROWS rows, and one more to know there are too many.
        if (values.some((c) => c.trim()) && ++filled > MAX_ROWS + 1) return { ok: false, problem: "tooManyRows" } as const;
      }
      break;
    }
  } catch {
    return { ok: false, problem: "notASheet" } as const;
  }
  if (!table.length) return { ok: false, problem: "fileEmpty" } as const;
  for (let i = 0; i < table.length; i++) table[i] ??= [];
  return rowsOf(table);
}

/** Reads an upload by its content, whatever its name says. */
export async function readSheet(bytes: Uint8Array) {
  if (bytes.length === 0) return { ok: false, problem: "fileEmpty" } as const;
  const magic = Buffer.from(bytes.subarray(0, 4)).toString("hex");
  if (magic === "504b0304") return readXlsx(bytes);
  if (magic === "d0cf11e0") return { ok: false, problem: "oldExcel" } as const;
  if (bytes.subarray(0, 1024).includes(0) && !(bytes[0] === 0xff && bytes[1] === 0xfe)) return { ok: false, problem: "notASheet" } as const;
  return readCsv(bytes);
}

/** Rows as a CSV Excel opens with Tamil intact (UTF-8 with a byte-order mark, CRLF). */
export function writeCsv(rows: Row[]): Buffer {
  return Buffer.from(
    csvFile(
      columns,
      rows.map((row) => columns.map((c) => row[c] ?? "")),
    ),
    "utf8",
  );
}

/** Rows as an XLSX workbook: the "questions" sheet, and a "syllabus" sheet listing the subjects and topics a row may name. */
export async function writeXlsx(rows: Row[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("questions", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((key) => ({ header: key, key, width: key.startsWith("question") || key.startsWith("explanation") ? 40 : key.startsWith("option") ? 20 : 12 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows.map((row) => columns.map((c) => row[c] ?? "")));
  const syllabus = book.addWorksheet("syllabus");
  syllabus.columns = ["subject", "subject_en", "subject_ta", "topic", "topic_en", "topic_ta"].map((key) => ({ header: key, key, width: 24 }));
  syllabus.getRow(1).font = { bold: true };
  for (const key of subjectKeys) {
    for (const [topic, name] of Object.entries(subjects[key].topics as Record<string, { ta: string; en: string }>)) {
      syllabus.addRow([key, subjects[key].en, subjects[key].ta, topic, name.en, name.ta]);
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
