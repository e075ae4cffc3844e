import ExcelJS from "exceljs";
import Papa from "papaparse";
import { subjectKeys, subjects } from "@/lib/exams/syllabus";
import { csvFile } from "@/lib/files/csv";
import { columns, MAX_ROWS, type Row } from "./schema";
import { readXlsxTable, type SheetCell } from "./xlsx";

// The question bank's spreadsheets (issue 21): CSV read by papaparse, XLSX streamed by exceljs
// (./xlsx.ts, each cell as the sheet shows it), into rows of text keyed by column; and the same two
// formats written for export, the template and the refused rows. What Excel does to a CSV is undone
// here: a byte-order mark, "sep=;" on the first line, semicolons or tabs for commas (Excel in a
// European locale, "Unicode text"), UTF-16, and the apostrophe export adds before a cell that would
// otherwise run as a formula. A column the template does not have is named, never dropped unseen.

export type SheetFormat = "csv" | "xlsx";
export type FileProblem = "fileEmpty" | "oldExcel" | "notUtf8" | "notASheet" | "missingColumns" | "tooManyRows" | "bundleTooLarge" | "bundleNoSheet";
/** A column the import will not read: its letter as the spreadsheet shows it ("F"), and its header as written ("" when it has none). */
export interface UnreadColumn {
  column: string;
  header: string;
}
export interface ParsedSheet {
  /** Each data row with its number as the spreadsheet shows it (the header is row 1). */
  rows: { line: number; row: Row }[];
  /** Columns with a header the template does not have (or has once already), or with data under no header. Rows built in code have none. */
  unread?: UnreadColumn[];
}

/** The last column of the refused rows' file (./check.ts): what to fix in the row. Read back, it is skipped without a word. */
export const PROBLEM_COLUMN = "problem";
export const refusedColumns = [...columns, PROBLEM_COLUMN];
/** Columns a sheet must have; a sheet may leave out a language's or the optional columns. */
const required = ["subject", "topic", "difficulty", "source", "answer"];
const columnName = (cell: string) =>
  cell
    .normalize("NFC")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
/** Export escapes a cell that starts like a formula with an apostrophe; import takes it off again. */
const unescape = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
const textOf = (cell: SheetCell | undefined) => (cell === undefined ? "" : typeof cell === "string" ? cell : cell.text);
/** A column's letters as a spreadsheet names it: 0 is A, 26 is AA. */
const letterOf = (index: number): string => (index >= 26 ? letterOf(Math.floor(index / 26) - 1) : "") + String.fromCharCode(65 + (index % 26));

/** The header's columns the import reads (the first of each name), and those it will not. */
function headerOf(cells: SheetCell[], table: SheetCell[][]) {
  const names = cells.map((c) => columnName(textOf(c)));
  const read = names.map((name, j) => (columns as readonly string[]).includes(name) && names.indexOf(name) === j);
  const width = table.reduce((most, cells) => Math.max(most, cells.length), names.length);
  const unread: UnreadColumn[] = [];
  for (let j = 0; j < width; j++) {
    const named = Boolean(names[j]);
    if (read[j] || names[j] === PROBLEM_COLUMN || (!named && !table.some((cells) => textOf(cells[j]).trim()))) continue;
    unread.push({ column: letterOf(j), header: named ? textOf(cells[j]).trim() : "" });
  }
  return { names, read, unread };
}

function rowsOf(table: SheetCell[][]): { ok: true; sheet: ParsedSheet } | { ok: false; problem: FileProblem; missing?: string[] } {
  const start = table.findIndex((cells) => cells.some((c) => textOf(c).trim()));
  if (start < 0) return { ok: false, problem: "fileEmpty" };
  const body = table.slice(start + 1);
  const { names, read, unread } = headerOf(table[start], body);
  const missing = required.filter((c) => !names.includes(c));
  if (!names.includes("question_ta") && !names.includes("question_en")) missing.push("question_ta");
  if (missing.length) return { ok: false, problem: "missingColumns", missing };
  const rows: ParsedSheet["rows"] = [];
  body.forEach((cells, i) => {
    if (!cells.some((c) => textOf(c).trim())) return;
    const row: Row = {};
    names.forEach((name, j) => {
      const cell = cells[j];
      // A date cell gives source_date the date it holds, whatever its format shows.
      if (read[j]) row[name] = name === "source_date" && typeof cell === "object" ? cell.date : unescape(textOf(cell));
    });
    rows.push({ line: start + i + 2, row });
  });
  if (rows.length > MAX_ROWS) return { ok: false, problem: "tooManyRows" };
  return { ok: true, sheet: { rows, unread } };
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

async function readXlsx(bytes: Uint8Array) {
  const read = await readXlsxTable(bytes, MAX_ROWS);
  return read.ok ? rowsOf(read.table) : read;
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

/** Rows as a CSV Excel opens with Tamil intact (UTF-8 with a byte-order mark, CRLF); the template's columns unless told. */
export function writeCsv(rows: Row[], header: readonly string[] = columns): Buffer {
  return Buffer.from(
    csvFile(
      header,
      rows.map((row) => header.map((c) => row[c] ?? "")),
    ),
    "utf8",
  );
}

/** Rows as an XLSX workbook: the "questions" sheet, and a "syllabus" sheet listing the subjects and topics a row may name. */
export async function writeXlsx(rows: Row[], header: readonly string[] = columns): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("questions", { views: [{ state: "frozen", ySplit: 1 }] });
  const wide = (key: string) => key.startsWith("question") || key.startsWith("explanation") || key === PROBLEM_COLUMN;
  sheet.columns = header.map((key) => ({ header: key, key, width: wide(key) ? 40 : key.startsWith("option") ? 20 : 12 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows.map((row) => header.map((c) => row[c] ?? "")));
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
