import sharp from "sharp";
import { AlignmentType, Document, ImageRun, LevelFormat, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from "docx";
import type { Letter } from "./bank";
import type { Made } from "./docx-papers";
import type { TruthQuestion } from "./truth";

// Paper 15 of the reader corpus (issue 35): a question a table row, as many institutes lay out
// aptitude papers in Word: the number (Word's list numbering, in the first column) | the question
// | its options, a paragraph each. Question 1 has its figure inside the question's cell. The key
// is a line at the end. The table's header row stays a paper problem (unplaced): staff see it.

const QUESTIONS: { stem: string; options: [string, string, string, string]; answer: Letter }[] = [
  { stem: "How many triangles are there in the figure?", options: ["2", "3", "4", "5"], answer: "B" },
  { stem: "The average of 12, 15, 18 and 23 is", options: ["16", "17", "18", "19"], answer: "B" },
  { stem: "The simple interest on Rs. 2000 at 5% a year for 3 years is", options: ["Rs. 250", "Rs. 300", "Rs. 350", "Rs. 400"], answer: "B" },
  { stem: "Which of these is not a prime number?", options: ["29", "31", "39", "41"], answer: "C" },
  { stem: "The SI unit of force is", options: ["joule", "newton", "pascal", "watt"], answer: "B" },
  { stem: "At sea level, water boils at", options: ["90 °C", "100 °C", "110 °C", "120 °C"], answer: "B" },
  { stem: "The LCM of 12 and 18 is", options: ["24", "36", "48", "72"], answer: "B" },
  { stem: "Which blood group is the universal donor?", options: ["Group A", "Group B", "Group AB", "Group O"], answer: "D" },
  { stem: "If CAT is written as DBU, how is DOG written?", options: ["EPH", "EPI", "FPH", "DPH"], answer: "A" },
  { stem: "The speed of light in vacuum is about", options: ["3 × 10⁸ m/s", "3 × 10⁶ m/s", "3 × 10⁵ m/s", "3 × 10¹⁰ m/s"], answer: "A" },
];

/** A triangle cut by a line from its apex: three triangles. */
export const figurePng = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160"><rect width="240" height="160" fill="#fff"/><path d="M120 10 L10 150 L230 150 Z M120 10 L120 150" fill="none" stroke="#000" stroke-width="3"/></svg>',
    ),
  )
    .png()
    .toBuffer();

export async function tableDocx(): Promise<Made> {
  const figure = await figurePng();
  const cell = (width: number, children: Paragraph[]) => new TableCell({ width: { size: width, type: WidthType.DXA }, children });
  const head = new TableRow({
    tableHeader: true,
    children: ["Q.No", "Question", "Options"].map((t, i) => cell([900, 4500, 3600][i], [new Paragraph({ children: [new TextRun({ text: t, bold: true })] })])),
  });
  const rows = QUESTIONS.map((q, i) => {
    const stem = [new Paragraph(q.stem)];
    if (i === 0) stem.push(new Paragraph({ children: [new ImageRun({ type: "png", data: figure, transformation: { width: 120, height: 80 } })] }));
    return new TableRow({
      children: [
        cell(900, [new Paragraph({ numbering: { reference: "rows", level: 0 }, children: [] })]),
        cell(4500, stem),
        cell(
          3600,
          q.options.map((o, k) => new Paragraph(`(${"ABCD"[k]}) ${o}`)),
        ),
      ],
    });
  });
  const key = QUESTIONS.map((q, i) => `${i + 1}-${q.answer}`).join("  ");
  const doc = new Document({
    numbering: { config: [{ reference: "rows", levels: [{ level: 0, format: LevelFormat.DECIMAL, text: "%1.", alignment: AlignmentType.START }] }] },
    sections: [
      {
        children: [
          new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: "APTITUDE AND SCIENCE - TEST 2", bold: true })] }),
          new Table({ rows: [head, ...rows] }),
          new Paragraph("ANSWER KEY"),
          new Paragraph(key),
        ],
      },
    ],
  });
  const truth: TruthQuestion[] = QUESTIONS.map((q, i) => ({
    number: i + 1,
    section: null,
    answer: q.answer,
    ta: null,
    en: { stem: q.stem, options: [...q.options], explanation: "" },
    problems: [],
  }));
  return { bytes: new Uint8Array(await Packer.toBuffer(doc)), truth: { paperProblems: ["unplaced"], questions: truth } };
}

/** The picture question's number, for the test to check its picture came with it. */
export const PICTURE_QUESTION = 1;
