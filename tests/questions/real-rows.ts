import ExcelJS from "exceljs";
import { columns, type Row } from "@/lib/questions/schema";
import { bankRows } from "./fixture";

// Rows as an institute converts a public TNPSC question bank into the template (issue 35): each
// kind of row the first real file (546 questions, 103 refused) held, written by exceljs as Excel
// saves what staff type: "3:5" a time, "1/2" a date, "25%" a percent, dates as dates, a cell in
// rich text, a formula with its result, a line break typed with Alt+Enter. The sheet has an
// option_e column the template lacks and a note under no header. `shown` is the text staff see in
// Excel, which is what must be stored; `refused` names the rows the check must refuse, and why.

/** A cell typed in Excel: what it holds, its number format, and the text Excel shows. */
interface Typed {
  value: ExcelJS.CellValue;
  numFmt?: string;
  shown: string;
}
type Cell = string | Typed;

const tamil = {
  subject: "history",
  topic: "tamilnadu",
  difficulty: "medium",
  source: "previous_year",
  source_year: "2019",
  answer: "B",
  question_ta: "TNPSC குரூப் 4 தேர்வில் கேட்கப்பட்டது: சோழர்களின் தலைநகரம் எது?",
  option_a_ta: "மதுரை",
  option_b_ta: "தஞ்சாவூர்",
  option_c_ta: "காஞ்சிபுரம்",
  option_d_ta: "உறையூர் (Uraiyur)",
};
/** A current-affairs question in Tamil, its date as given. */
const affairs = (n: number, date: Cell): Record<string, Cell> => ({
  subject: "currentAffairs",
  topic: "tamilnadu",
  difficulty: "easy",
  source: "current_affairs",
  source_date: date,
  answer: "A",
  question_ta: `நடப்பு நிகழ்வு ${n}: தமிழ்நாடு அரசு அறிவித்த ${n}-ஆவது திட்டம் எது?`,
  option_a_ta: `திட்டம் ${n}-அ`,
  option_b_ta: `திட்டம் ${n}-ஆ`,
  option_c_ta: `திட்டம் ${n}-இ`,
  option_d_ta: `திட்டம் ${n}-ஈ`,
});
/** Figure puzzles share a stem and options; only the picture and the key differ. */
const puzzle = (answer: string): Record<string, Cell> => ({
  subject: "aptitude",
  topic: "reasoning",
  difficulty: "medium",
  source: "institute",
  answer,
  question_ta: "கொடுக்கப்பட்ட படத்தில் விடுபட்ட உருவம் எது?",
  option_a_ta: "A",
  option_b_ta: "B",
  option_c_ta: "C",
  option_d_ta: "D",
  question_en: "Which figure completes the pattern?",
  option_a_en: "A",
  option_b_en: "B",
  option_c_en: "C",
  option_d_en: "D",
});

export const realRows: { note: string; cells: Record<string, Cell>; refused?: string[] }[] = [
  { note: "a Tamil question whose only English cell is its explanation", cells: { ...tamil, explanation_en: "Thanjavur was the capital of the Cholas under Rajaraja I." } },
  {
    note: "a month in English",
    cells: {
      ...affairs(1, "August 2025"),
      question_en: "Current affairs 1: which scheme did Tamil Nadu announce?",
      option_a_en: "Scheme 1a",
      option_b_en: "Scheme 1b",
      option_c_en: "Scheme 1c",
      option_d_en: "Scheme 1d",
    },
  },
  { note: "a short month", cells: affairs(2, "Aug 2025") },
  { note: "a month in Tamil", cells: affairs(3, "ஆகஸ்ட் 2025") },
  { note: "a month as 08/2025", cells: affairs(4, "08/2025") },
  { note: "a month as 2025-08", cells: affairs(5, "2025-08") },
  { note: "a date cell shown as a month", cells: affairs(6, { value: new Date(Date.UTC(2025, 7, 1)), numFmt: "mmm yyyy", shown: "2025-08" }) },
  { note: "a date cell shown as a day", cells: affairs(7, { value: new Date(Date.UTC(2025, 7, 14)), numFmt: "dd-mm-yyyy", shown: "2025-08-14" }) },
  { note: "a current-affairs question with no date", cells: affairs(8, "") },
  { note: "a figure puzzle", cells: puzzle("B") },
  { note: "the same figure puzzle's stem with another key", cells: puzzle("D") },
  {
    note: "options Excel turned into a time, a date, a percent and a fraction",
    cells: {
      subject: "aptitude",
      topic: "arithmetic",
      difficulty: "hard",
      source: "institute",
      answer: "C",
      question_en: "Which of these did the staff member type?\nChoose the one shown as a percent.",
      option_a_en: { value: 3 / 24 + 5 / 1440, numFmt: "h:mm", shown: "3:05" },
      option_b_en: { value: new Date(Date.UTC(2026, 0, 2)), numFmt: "d-mmm", shown: "2-Jan" },
      option_c_en: { value: 0.25, numFmt: "0%", shown: "25%" },
      option_d_en: { value: 0.5, numFmt: "# ?/?", shown: "1/2" },
    },
  },
  {
    note: "numbers, a formula, rich Tamil text and a line break",
    cells: {
      subject: "aptitude",
      topic: "arithmetic",
      difficulty: "easy",
      source: "institute",
      answer: "A",
      question_ta: { value: { richText: [{ text: "0.1 + 0.2 இன் " }, { font: { bold: true }, text: "கூட்டுத்தொகை" }, { text: " எது?" }] }, shown: "0.1 + 0.2 இன் கூட்டுத்தொகை எது?" },
      option_a_ta: { value: 0.1 + 0.2, shown: "0.3" },
      option_b_ta: { value: { formula: "0.1*3", result: 0.30000000000000004 }, numFmt: "0.00", shown: "0.30" },
      option_c_ta: { value: 1234567, numFmt: "#,##0", shown: "1,234,567" },
      option_d_ta: "3",
      explanation_ta: "முதல் வரி: 0.1 + 0.2 = 0.3\nஇரண்டாம் வரி: கணினியில் 0.30000000000000004",
    },
  },
  {
    note: "Tamil typed into the English columns",
    cells: { ...tamil, question_en: tamil.question_ta, option_a_en: "மதுரை", option_b_en: "தஞ்சாவூர்", option_c_en: "காஞ்சிபுரம்", option_d_en: "உறையூர்" },
    refused: ["question_en:wrongScript"],
  },
  { note: "a corrupt row: option B lost", cells: { ...tamil, question_ta: "சேரர்களின் தலைநகரம் எது?", option_b_ta: "" }, refused: ["option_b_ta:missingOption"] },
  { note: "a corrupt row: the fifth option is the answer", cells: { ...tamil, question_ta: "பாண்டியர்களின் தலைநகரம் எது?", answer: "E", option_e: "கொற்கை" }, refused: ["answer:unknownValue"] },
  ...bankRows(6, 70_001).map((row, i) => ({ note: `an ordinary bilingual question ${i + 1}`, cells: row })),
];

/** The sheet's header: the template's columns with option_e after option D in Tamil, and one column with no header. */
export const realHeader = [...columns.slice(0, columns.indexOf("option_d_ta") + 1), "option_e", ...columns.slice(columns.indexOf("option_d_ta") + 1), ""];
/** A note someone wrote in the column with no header, beside the third ordinary question. */
export const UNNAMED_NOTE = "சரிபார்க்கவும் – check the key";
const NOTED_ROW = realRows.length - 4;

/** The rows as an .xlsx exceljs writes, as Excel would save them. */
export async function realRowsXlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("questions");
  sheet.addRow(realHeader);
  realRows.forEach(({ cells }, i) => {
    const row = sheet.getRow(i + 2);
    realHeader.forEach((name, j) => {
      const cell = name ? cells[name] : i === NOTED_ROW ? UNNAMED_NOTE : undefined;
      if (cell === undefined || cell === "") return;
      row.getCell(j + 1).value = typeof cell === "string" ? cell : cell.value;
      if (typeof cell !== "string" && cell.numFmt) row.getCell(j + 1).numFmt = cell.numFmt;
    });
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

const shownOf = (cell: Cell | undefined) => (cell === undefined ? "" : typeof cell === "string" ? cell : cell.shown);
/** Each row as staff see it in Excel: the template's columns, each cell's text. */
export const shownRows = (): Row[] => realRows.map(({ cells }) => Object.fromEntries(columns.map((c) => [c, shownOf(cells[c])])));
