import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { Readable } from "node:stream";
import { describe, it } from "node:test";
import ExcelJS from "exceljs";
import { shownNumber } from "@/lib/questions/number-format";
import { readXlsxTable, type SheetCell } from "@/lib/questions/xlsx";
import { unzip, zip } from "../questions/zip";

// The bank's XLSX read as the sheet shows it (issue 35): what staff typed into Excel is a number
// with a format, and the import stores the text Excel shows, never the number behind it.

/** One column of cells, each a value with its number format, as Excel saves what is typed. */
async function workbook(cells: { value: ExcelJS.CellValue; numFmt?: string }[], date1904 = false) {
  const book = new ExcelJS.Workbook();
  if (date1904) (book.properties as { date1904?: boolean }).date1904 = true;
  const sheet = book.addWorksheet("questions");
  cells.forEach(({ value, numFmt }, i) => {
    const cell = sheet.getCell(i + 1, 1);
    cell.value = value;
    if (numFmt) cell.numFmt = numFmt;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
async function column(bytes: Buffer): Promise<SheetCell[]> {
  const read = await readXlsxTable(bytes, 100);
  assert.ok(read.ok, JSON.stringify(read));
  return read.table.map((row) => row[0]);
}
const texts = (cells: SheetCell[]) => cells.map((c) => (typeof c === "string" ? c : c.text));

const typed: [ExcelJS.CellValue, string | undefined, string][] = [
  [3 / 24 + 5 / 1440, "h:mm", "3:05"],
  [new Date(Date.UTC(2026, 0, 2)), "d-mmm", "2-Jan"],
  [0.25, "0%", "25%"],
  [0.5, "# ?/?", "1/2"],
  [0.1 + 0.2, undefined, "0.3"],
  [1 / 3, undefined, "0.333333333"],
  [1234567, "#,##0", "1,234,567"],
  [2.5, "0.00", "2.50"],
  [{ formula: "0.1*3", result: 0.30000000000000004 } as ExcelJS.CellValue, undefined, "0.3"],
  [{ formula: "B1", result: 0.75 } as ExcelJS.CellValue, "h:mm AM/PM", "6:00 PM"],
  [{ formula: 'CONCAT("அ","ஆ")', result: "அஆ" } as ExcelJS.CellValue, undefined, "அஆ"],
  [{ richText: [{ text: "சோழர் " }, { font: { bold: true }, text: "தலைநகரம்" }] }, undefined, "சோழர் தலைநகரம்"],
  ["முதல் வரி\nஇரண்டாம் வரி", undefined, "முதல் வரி\nஇரண்டாம் வரி"],
  ["007", "@", "007"],
  [true, undefined, "TRUE"],
  [{ error: "#N/A" } as ExcelJS.CellValue, undefined, "#N/A"],
];

/** The temporary-file module exceljs uses. */
const tmp = createRequire(createRequire(import.meta.url).resolve("exceljs"))("tmp") as { file: (done: (...args: unknown[]) => void) => void };

const shownFirst = ["விடைகள்", "3:05", "2-Jan", "25%", "1/2"];
/** The first four typed cells under a text header, with some parts moved after the sheet, and exceljs's own reader's formats. */
async function ordered() {
  // With text, so that the shared strings come before the sheet too.
  const parts = unzip(await workbook([{ value: "விடைகள்" }, ...typed.slice(0, 4).map(([value, numFmt]) => ({ value, numFmt }))]));
  // LibreOffice ends with [Content_Types].xml. (exceljs loses the entry right after a sheet it put
  // aside when that entry is the ZIP's last: no program writes styles.xml last.)
  const after = (late: string[]) => {
    const moved = [...late, "[Content_Types].xml"];
    const sheets = parts.filter((p) => p.name.startsWith("xl/worksheets/"));
    return zip([...parts.filter((p) => !moved.includes(p.name) && !sheets.includes(p)), ...sheets, ...moved.map((name) => parts.find((p) => p.name === name)!)]);
  };
  /** exceljs's own reader, which parses the parts in the ZIP's order. */
  const formats = async (bytes: Buffer) => {
    const found: (string | undefined)[] = [];
    for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), { styles: "cache", worksheets: "emit" }))
      for await (const row of sheet) found.push(row.getCell(1).numFmt);
    return found;
  };
  return { after, formats };
}

describe("XLSX cells as the sheet shows them", () => {
  it("each cell is the text Excel shows: a time, a date, a percent, a fraction, General floats, thousands, formulas' results, rich text", async () => {
    const bytes = await workbook(typed.map(([value, numFmt]) => ({ value, numFmt })));
    assert.deepEqual(
      texts(await column(bytes)),
      typed.map(([, , shown]) => shown),
    );
  });

  it("a date cell also holds its day, or its month when its format shows no day; a time holds no date", async () => {
    const cells = await column(
      await workbook([
        { value: new Date(Date.UTC(2025, 7, 14)), numFmt: "dd-mm-yyyy" },
        { value: new Date(Date.UTC(2025, 7, 1)), numFmt: "mmmm yyyy" },
        { value: new Date(Date.UTC(2025, 7, 14)), numFmt: "mm-dd-yy" },
        { value: 3 / 24, numFmt: "h:mm" },
      ]),
    );
    // Built-in format 14 is the computer's short date: in India, 14-08-2025.
    assert.deepEqual(cells, [{ text: "14-08-2025", date: "2025-08-14" }, { text: "August 2025", date: "2025-08" }, { text: "14-08-2025", date: "2025-08-14" }, "3:00"]);
  });

  it("a workbook with its styles or workbook.xml after the sheet (LibreOffice's order) is read with its formats", async () => {
    const { after, formats } = await ordered();
    const stylesLate = after(["xl/styles.xml"]);
    const bothLate = after(["xl/styles.xml", "xl/workbook.xml"]);
    // The controls: before its styles the sheet has no formats; before workbook.xml, the reader fails.
    assert.deepEqual(await formats(stylesLate), [undefined, undefined, undefined, undefined, undefined]);
    await assert.rejects(formats(bothLate), TypeError);
    for (const bytes of [stylesLate, bothLate]) assert.deepEqual(texts(await column(bytes)), shownFirst);
  });

  it("a workbook with its shared strings and styles after the sheet (Excel's order) keeps its formats when the machine is slow", async (t) => {
    const { after, formats } = await ordered();
    const excel = after(["xl/styles.xml", "xl/sharedStrings.xml"]);
    // exceljs copies such a sheet to a temporary file; on a loaded machine making that file takes a
    // while, and the part after the sheet is lost (seen in CI). Made slow here on purpose.
    const slow = tmp.file.bind(tmp);
    t.mock.method(tmp, "file", (done: (...args: unknown[]) => void) => void setTimeout(() => slow(done), 30));
    assert.deepEqual(await formats(excel), [undefined, undefined, undefined, undefined, undefined]);
    assert.deepEqual(texts(await column(excel)), shownFirst);
  });

  it("a 1904 workbook's dates, typed and from formulas", async () => {
    const cells = await column(
      await workbook(
        [
          { value: new Date(Date.UTC(2025, 7, 14)), numFmt: "yyyy-mm-dd" },
          { value: { formula: "A1-421", result: 44_000 } as ExcelJS.CellValue, numFmt: "yyyy-mm-dd" },
        ],
        true,
      ),
    );
    assert.deepEqual(texts(cells), ["2025-08-14", "2024-06-19"]);
  });
});

describe("Excel's number formats", () => {
  it("render as Excel renders them", () => {
    const cases: [number, string, string][] = [
      [-5, "0;(0)", "(5)"],
      [-5, "0.0", "-5.0"],
      [0, '0;-0;"nil"', "nil"],
      [1234.5, '"₹" #,##0.00', "₹ 1,234.50"],
      [1234.5, "[$₹-4009]#,##0", "₹1,235"],
      [1.005, "0.00", "1.01"],
      [0.5, "#.##", ".5"],
      [5, "000-000", "000-005"],
      [1234567, "#,##0,", "1,235"],
      [0.125, "0.0%", "12.5%"],
      [12345, "0.00E+00", "1.23E+04"],
      [0.00012, "0.0E+0", "1.2E-4"],
      [123456789012, "General", "1.23457E+11"],
      [1.5, "# ?/?", "1 1/2"],
      [0.3, "# ?/8", "2/8"],
      [1.5, "?/?", "3/2"],
      [2, "# ?/?", "2"],
      [1.25, "[h]:mm", "30:00"],
      [0.000011574, "h:mm:ss.00", "0:00:01.00"],
      [45883.5, "yyyy-mm-dd hh:mm:ss", "2025-08-14 12:00:00"],
      [45883, "dddd, d mmmm yyyy", "Thursday, 14 August 2025"],
      [45883, "[$-409]d-mmm-yy;@", "14-Aug-25"],
      [45883, "m/d/yyyy", "8/14/2025"],
      [0.5, "h AM/PM", "12 PM"],
      [61, "yyyy-mm-dd", "1900-03-01"],
      [60, "yyyy-mm-dd", "1900-02-29"],
    ];
    assert.deepEqual(
      cases.map(([value, code]) => shownNumber(value, code).text),
      cases.map(([, , shown]) => shown),
    );
  });
});
