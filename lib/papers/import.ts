import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { recordAudit } from "@/lib/audit/service";
import { createMockTestIn } from "@/lib/mock-tests/authoring";
import { BANK, mockTestForm, toMockTestInput } from "@/lib/mock-tests/schema";
import { checkRows } from "@/lib/questions/check";
import { rowOf, type Pool, type QuestionText } from "@/lib/questions/schema";
import { importInto, IMPORT_TRANSACTION } from "@/lib/questions/service";
import { dayAt } from "@/lib/quiz/schema";
import type { PaperFormat } from "./read";
import { recheck } from "./recheck";
import type { Block, ParsedPaper, ParsedQuestion, ParsedText } from "./types";

// A question paper's import (issue 35): the parsed paper is kept with staff's corrections until they
// confirm it; then every question is checked as a spreadsheet row is (lib/questions/schema.ts) and
// all are stored, or none (lib/questions/service.ts importQuestions: known ones updated or reported).
// A confirmed paper can become a bank test in its order, its headings as sections.

export interface StoredPaper {
  paper: ParsedPaper;
  /** The text of each block the questions came from, for the review's "source" column. */
  blocks: Pick<Block, "text" | "source">[];
}
export interface PaperSettings {
  subject: string;
  topic: string;
  difficulty: "EASY" | "MEDIUM" | "HARD";
  pool: Pool;
  source: "PREVIOUS_YEAR" | "INSTITUTE";
  sourceYear: number | null;
}
export type ConfirmOutcome =
  | { ok: true; stored: number; updated: number; known: number; questionIds: number[] }
  | { ok: false; error: "notFound" | "stored" }
  | { ok: false; error: "badQuestions"; problems: { index: number; column: string; reason: string }[] };

const json = (value: unknown) => value as Prisma.InputJsonValue;
const stored = (paper: unknown) => paper as StoredPaper;

export async function createPaperImport(db: PrismaClient, actorId: number | null, fileName: string, format: PaperFormat, paper: ParsedPaper, blocks: Block[]): Promise<number> {
  const kept: StoredPaper = { paper, blocks: blocks.map(({ text, source }) => ({ text, source })) };
  const row = await db.paperImport.create({ data: { createdById: actorId, fileName: fileName.slice(0, 200), format, paper: json(kept) }, select: { id: true } });
  await recordAudit(db, actorId, "paper.read", "PaperImport", row.id, `${fileName.slice(0, 100)}: ${paper.questions.length} questions`);
  return row.id;
}

/** Staff's correction of one question (its text in each language and its answer); its problems checked again. */
export async function savePaperQuestion(
  db: PrismaClient,
  id: number,
  index: number,
  edit: Pick<ParsedQuestion, "ta" | "en" | "answer">,
): Promise<{ ok: true; question: ParsedQuestion } | { ok: false; error: "notFound" | "stored" }> {
  return db.$transaction(async (tx) => {
    // The paper's row locked: two saves at once (two cards, two staff) each keep their question.
    if (!(await lockPaper(tx, id))) return { ok: false, error: "notFound" } as const;
    const found = await tx.paperImport.findUniqueOrThrow({ where: { id }, select: { paper: true, storedAt: true } });
    const kept = stored(found.paper);
    const before = kept.paper.questions[index];
    if (!before) return { ok: false, error: "notFound" } as const;
    if (found.storedAt) return { ok: false, error: "stored" } as const;
    // What the card does not show (GIFT's "why wrong") stays as it was read.
    const text = (lang: "ta" | "en") => (edit[lang] ? { ...before[lang], ...edit[lang] } : null);
    const question = recheck({ ...before, ta: text("ta"), en: text("en"), answer: edit.answer });
    kept.paper.questions[index] = question;
    await tx.paperImport.update({ where: { id }, data: { paper: json(kept) } });
    return { ok: true, question } as const;
  });
}

const lockPaper = async (tx: Prisma.TransactionClient, id: number) => (await tx.$queryRaw<unknown[]>`SELECT "id" FROM "PaperImport" WHERE "id" = ${id} FOR UPDATE`).length > 0;

const bankText = (text: ParsedText | null): QuestionText | null =>
  text ? { stem: text.stem, options: text.options, explanation: text.explanation, whyWrong: text.whyWrong ?? ["", "", "", ""] } : null;

/**
 * Every question checked as a sheet row with the paper's settings, then all stored or none, in one
 * transaction with the paper's row locked: a second confirm (a double tap, a retry) waits, then
 * finds the paper stored.
 */
export async function confirmPaperImport(db: PrismaClient, actorId: number | null, id: number, settings: PaperSettings): Promise<ConfirmOutcome> {
  return db.$transaction(async (tx): Promise<ConfirmOutcome> => {
    if (!(await lockPaper(tx, id))) return { ok: false, error: "notFound" };
    const found = await tx.paperImport.findUniqueOrThrow({ where: { id }, select: { paper: true, storedAt: true } });
    if (found.storedAt) return { ok: false, error: "stored" };
    const questions = stored(found.paper).paper.questions;
    // The one check of a row (lib/questions/check.ts), each question a row with the paper's settings.
    const sheet = questions.map((q, index) => ({
      line: index + 1,
      row: rowOf({ ...settings, sourceDate: null, sourceDateIsMonth: false, answer: (q.answer ?? "") as "A", ta: bankText(q.ta), en: bankText(q.en) }),
    }));
    const checkedRows = checkRows({ rows: sheet });
    // A paper always has questions (readPaper refuses one without): an empty check cannot happen.
    if (!checkedRows.ok) return { ok: false, error: "notFound" };
    const problems = checkedRows.refused.flatMap((r) => r.problems.map((p) => ({ index: r.line - 1, ...p })));
    // A question the parser flagged (an unknown font, Tamil and English disagreeing, a gap in the
    // numbering) goes in only once staff have looked at it: saving it clears what they judged.
    const refusedLines = new Set(checkedRows.refused.map((r) => r.line));
    questions.forEach((q, index) => {
      if (q.problems.length && !refusedLines.has(index + 1)) problems.push({ index, column: "", reason: "flagged" });
    });
    if (problems.length) return { ok: false, error: "badQuestions", problems: problems.sort((a, b) => a.index - b.index) };
    const { outcome, ids } = await importInto(tx, actorId, checkedRows.questions, settings.pool);
    await tx.paperImport.update({ where: { id }, data: { storedAt: new Date(), questionIds: ids } });
    return { ok: true, stored: outcome.stored, updated: outcome.updated, known: outcome.duplicates.length, questionIds: ids };
  }, IMPORT_TRANSACTION);
}

/**
 * Staff's "make a test" of a confirmed paper: a bank test in the paper's order, its headings as
 * sections, opening tomorrow for staff to adjust. Once: asked again (a double tap, a retry, the page
 * opened again), it answers the test already made.
 */
export async function testFromPaper(db: PrismaClient, actorId: number | null, id: number, now = new Date()): Promise<PaperTestOutcome> {
  return db.$transaction(async (tx) => {
    if (!(await lockPaper(tx, id))) return { ok: false, error: "notFound" };
    const found = await tx.paperImport.findUniqueOrThrow({ where: { id }, select: { paper: true, storedAt: true, questionIds: true, fileName: true, testId: true } });
    if (found.testId) return { ok: true, testId: found.testId };
    if (!found.storedAt) return { ok: false, error: "notStored" };
    return makeTest(tx, actorId, id, found, now);
  });
}

type PaperTestOutcome = { ok: true; testId: number } | { ok: false; error: "notFound" | "notStored" | "invalid" };

async function makeTest(
  tx: Prisma.TransactionClient,
  actorId: number | null,
  id: number,
  found: { paper: unknown; questionIds: number[]; fileName: string },
  now: Date,
): Promise<PaperTestOutcome> {
  const questions = stored(found.paper).paper.questions;
  const sections: { from: number; to: number; name: string }[] = [];
  // A question under no heading of its own continues the section above it; a paper whose first
  // question has no heading has no sections (a test's sections must cover every question).
  questions.forEach((q, i) => {
    const last = sections.at(-1);
    if (last && (!q.section || q.section === last.name)) last.to = i + 1;
    else if (q.section && (last || i === 0)) sections.push({ from: i + 1, to: i + 1, name: q.section.slice(0, 100) });
  });
  // Tomorrow 10:00 to 13:00 in the institute's time zone, three hours for up to 200 questions as TNPSC gives.
  const day = dayAt(new Date(now.getTime() + 86_400_000));
  const title = found.fileName.replace(/\.[^.]+$/, "").slice(0, 200) || "Paper";
  const form = mockTestForm.safeParse({
    titleTa: title,
    titleEn: title,
    examType: "TNPSC",
    department: "GROUP_IV",
    questionPostId: BANK,
    answerPostId: "",
    opensAt: `${day}T10:00`,
    closesAt: `${day}T13:00`,
    minutes: Math.min(180, Math.max(10, Math.ceil(questions.length * 0.9))),
    questions: questions.length,
    options: "AE",
    correct: 1.5,
    wrong: 0,
    sections: sections.length > 1 ? sections : [],
    objectionsUntil: "",
    key: "",
    bankQuestions: found.questionIds.join(","),
    pageStarts: "",
  });
  if (!form.success) return { ok: false, error: "invalid" };
  const created = await createMockTestIn(tx, actorId, toMockTestInput(form.data));
  if (!created.ok) return { ok: false, error: "invalid" };
  await tx.paperImport.update({ where: { id }, data: { testId: created.id } });
  return { ok: true, testId: created.id };
}
