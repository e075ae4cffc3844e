import { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType, type ILevelsOptions } from "docx";
import { BANK, type BankQuestion } from "./bank";
import {
  KEY_HEAD_ROW,
  KEY_HEADING,
  LETTERS,
  LOST_FONT_EXPLANATION,
  MIXED_TAMIL,
  PART_A,
  PART_A_QUESTIONS,
  PART_B,
  PART_B_QUESTIONS,
  SI_UNIT,
  SUBTITLE,
  TITLE,
  UNKNOWN_FONT_STEM,
  type BaminiQuestion,
} from "./bamini";
import { bilingual, fromBank, letters, text, type Truth, type TruthQuestion } from "./truth";

// The .docx papers of the reader corpus (issue 35), written with the docx package the way staff's
// Word files are made: Word's list numbering for questions and options, heading styles, a font
// set once as the document's default, runs in Times New Roman beside runs in Bamini, a table per
// question with a picture, an answer key as a table. Each writer returns the file and its truth.

export interface Made {
  bytes: Uint8Array;
  truth: Truth;
}

const LIST_LEVELS: ILevelsOptions[] = [
  { level: 0, format: LevelFormat.DECIMAL, text: "%1.", alignment: AlignmentType.START },
  { level: 1, format: LevelFormat.UPPER_LETTER, text: "(%2)", alignment: AlignmentType.START },
];
const pack = async (doc: Document) => new Uint8Array(await Packer.toBuffer(doc));
const title = (text: string, font?: string) => new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text, bold: true, font })] });
const plain = (text: string, font?: string) => new Paragraph({ children: [new TextRun({ text, font })] });

/**
 * English then Tamil per question, all Unicode (paper 12, and the benchmark's long paper): the
 * question number and the option letters are Word's list numbers, not text. Two parts under
 * Heading 1; the third question keeps both languages in one paragraph with a line break.
 */
export async function bilingualDocx(questions: BankQuestion[] = BANK.slice(0, 20)): Promise<Made> {
  const children: Paragraph[] = [title("VETRI ACADEMY, TIRUCHI"), title("Weekly Test 7 - General Studies"), plain("Answer all questions. Each question carries one mark.")];
  const truth: TruthQuestion[] = [];
  const half = Math.ceil(questions.length / 2);
  questions.forEach((q, i) => {
    const section = i < half ? "PART A" : "PART B";
    if (i === 0 || i === half) children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(section)] }));
    const numbered = (level: number, runs: TextRun[]) => new Paragraph({ numbering: { reference: "paper", level }, children: runs });
    if (i === 2) children.push(numbered(0, [new TextRun(q.en.stem), new TextRun({ text: q.ta.stem, break: 1 })]));
    else children.push(numbered(0, [new TextRun(q.en.stem)]), plain(q.ta.stem));
    q.en.options.forEach((option, o) => children.push(numbered(1, [new TextRun(bilingual(option, q.ta.options[o]))])));
    children.push(plain(`Answer: ${q.answer}`));
    if (q.en.explanation) children.push(plain(`Explanation: ${q.en.explanation}`), plain(`விளக்கம்: ${q.ta.explanation}`));
    truth.push(fromBank(q, i + 1, section));
  });
  const doc = new Document({ numbering: { config: [{ reference: "paper", levels: LIST_LEVELS }] }, sections: [{ children }] });
  return { bytes: await pack(doc), truth: { paperProblems: ["unplaced"], questions: truth } };
}

/** Text as Word stores it for a symbol-charset copy of a font: each character at U+F000 + its code. */
const symbolFont = (text: string) => [...text].map((c) => String.fromCharCode(0xf000 + c.charCodeAt(0))).join("");

/**
 * Everything typed in Bamini, set once as the document's default font (paper 13): two parts, the
 * options on one line or a paragraph each, no answers by the questions but a key table at the end;
 * the last question saved as a symbol font's U+F0xx.
 */
export async function baminiDocx(): Promise<Made> {
  const children: (Paragraph | Table)[] = [title(TITLE[0]), title(SUBTITLE[0])];
  const truth: TruthQuestion[] = [];
  const all = [...PART_A_QUESTIONS, ...PART_B_QUESTIONS];
  const write = (q: BaminiQuestion, number: number, section: string) => {
    const last = number === all.length;
    const keys = (text: string) => (last ? symbolFont(text) : text);
    children.push(plain(keys(`${number}. ${q.stem[0]}`)));
    const bamini = ["m", "M", ",", "<"];
    if (q.layout === "line") children.push(plain(keys(q.options.map(([typed], o) => `(${bamini[o]}) ${typed}`).join(" "))));
    else q.options.forEach(([typed], o) => children.push(plain(keys(`${bamini[o]}) ${typed}`))));
    truth.push({ number, section, answer: q.answer, en: null, ta: { stem: q.stem[1], options: q.options.map(([, unicode]) => unicode), explanation: "" }, problems: [] });
  };
  children.push(title(PART_A[0]));
  PART_A_QUESTIONS.forEach((q, i) => write(q, i + 1, PART_A[1]));
  children.push(title(PART_B[0]));
  PART_B_QUESTIONS.forEach((q, i) => write(q, PART_A_QUESTIONS.length + i + 1, PART_B[1]));
  children.push(plain(KEY_HEADING[0]));
  const cell = (text: string) => new TableCell({ width: { size: 1500, type: WidthType.DXA }, children: [plain(text)] });
  const rows = [new TableRow({ children: KEY_HEAD_ROW.map(([typed]) => cell(typed)) }), ...all.map((q, i) => new TableRow({ children: [cell(String(i + 1)), cell(LETTERS[q.answer][0])] }))];
  children.push(new Table({ rows }));
  const doc = new Document({ styles: { default: { document: { run: { font: "Bamini" } } } }, sections: [{ children }] });
  return { bytes: await pack(doc), truth: { paperProblems: [], questions: truth } };
}

const bank = (en: string) => BANK.find((q) => q.en.stem === en)!;

/**
 * English paragraphs in Times New Roman (the document's default font) and Tamil in Bamini runs
 * (paper 14): options "(A) Oxygen / " in Times with the Tamil in a Bamini run after it; "SI" typed
 * in Times inside a Bamini stem; an explanation in Bamini whose font was lost (read by guess); one
 * question's Tamil in "Kambar", a font we have no table for, which must be flagged.
 */
export async function mixedDocx(): Promise<Made> {
  const children: Paragraph[] = [title("MODEL TEST 5 - GENERAL STUDIES")];
  const truth: TruthQuestion[] = [];
  const times = (text: string) => new TextRun({ text });
  const bamini = (text: string) => new TextRun({ text, font: "Bamini" });
  const question = (number: number, q: BankQuestion, tamil: TextRun[], options: (o: number) => TextRun[]) => {
    children.push(new Paragraph({ children: [times(`${number}. ${q.en.stem}`)] }), new Paragraph({ children: tamil }));
    for (let o = 0; o < 4; o++) children.push(new Paragraph({ children: [times(`(${letters[o]}) `), ...options(o)] }));
    children.push(plain(`Answer: ${q.answer}`));
  };
  let number = 0;
  for (const m of MIXED_TAMIL) {
    const q = bank(m.bank);
    number += 1;
    question(number, q, [bamini(m.stem[0])], (o) => (q.en.options[o] === m.options[o][1] ? [times(q.en.options[o])] : [times(`${q.en.options[o]} / `), bamini(m.options[o][0])]));
    const ta = { stem: m.stem[1], options: m.options.map(([, unicode]) => unicode), explanation: "" };
    const row: TruthQuestion = { ...fromBank(q, number, "MODEL TEST 5 - GENERAL STUDIES"), ta, en: { ...text(q.en)!, explanation: "" } };
    if (m.bank === "Which organ purifies the blood?") {
      children.push(plain("Explanation: The kidneys filter the blood."), plain(LOST_FONT_EXPLANATION[0]));
      row.en = { ...row.en!, explanation: "The kidneys filter the blood." };
      row.ta = { ...ta, explanation: LOST_FONT_EXPLANATION[1].replace(/^விளக்கம்: /, "") };
    }
    // The Tamil answer line too, in Bamini: விடை: இ.
    if (m.bank === "In which year did India become independent?") children.push(new Paragraph({ children: [bamini(`tpil: ${LETTERS[q.answer][0]}`)] }));
    truth.push(row);
  }
  const si = bank("The SI unit of electric current is");
  number += 1;
  question(number, si, [bamini(SI_UNIT.before[0]), times("SI"), bamini(SI_UNIT.after[0])], (o) => [times(`${si.en.options[o]} / `), bamini(SI_UNIT.options[o][0])]);
  truth.push({
    ...fromBank(si, number, "MODEL TEST 5 - GENERAL STUDIES"),
    ta: { stem: SI_UNIT.before[1] + "SI" + SI_UNIT.after[1], options: SI_UNIT.options.map(([, u]) => u), explanation: "" },
  });
  const prime = bank("Which is the smallest prime number?");
  number += 1;
  question(number, prime, [new TextRun({ text: UNKNOWN_FONT_STEM, font: "Kambar" })], (o) => [times(prime.en.options[o])]);
  truth.push({ ...fromBank(prime, number, "MODEL TEST 5 - GENERAL STUDIES"), problems: ["unknownFont"] });
  const doc = new Document({ styles: { default: { document: { run: { font: "Times New Roman" } } } }, sections: [{ children }] });
  return { bytes: await pack(doc), truth: { paperProblems: [], questions: truth } };
}
