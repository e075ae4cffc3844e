import Papa from "papaparse";

// The one CSV writer (issue 32): students, a test's results and the question bank's export all
// write through it, so every CSV the site hands out is quoted and guarded alike. Papa Parse does
// the quoting; its formula guard puts an apostrophe before text that starts with = + - @, a tab or
// a carriage return, so a spreadsheet never runs a name someone typed as a formula. Numbers (a
// negative score) are written as the numbers they are.

type Cell = string | number | boolean | null;
const options = { quotes: true, escapeFormulae: true, newline: "\r\n" } as const;

/** A byte-order mark: Excel then reads the file as UTF-8, Tamil intact. */
export const CSV_BOM = "\uFEFF";

/** One line of cells, without its line end. */
export const csvLine = (cells: readonly Cell[]): string => Papa.unparse([cells as Cell[]], options);

/** A whole file: the byte-order mark, the header and the rows, each line ending CRLF. */
export const csvFile = (header: readonly string[], rows: readonly (readonly Cell[])[]): string => `${CSV_BOM}${[header, ...rows].map(csvLine).join("\r\n")}\r\n`;
