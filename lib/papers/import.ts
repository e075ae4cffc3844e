import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { recordAudit } from "@/lib/audit/service";
import { createMockTestIn } from "@/lib/mock-tests/authoring";
import { BANK, mockTestForm, toMockTestInput } from "@/lib/mock-tests/schema";
import { checkRows } from "@/lib/questions/check";
import { PICTURE_COLUMN, rowOf, type Pool, type QuestionText } from "@/lib/questions/schema";
import { importInto, IMPORT_TRANSACTION } from "@/lib/questions/service";
import { dayAt } from "@/lib/quiz/schema";
import type { StoredImage } from "@/lib/files/image";
import { writeWithPictures } from "@/lib/files/write";
import type { Storage } from "@/lib/storage";
import { addPaperPictures, paperPictures } from "./pictures";
import type { ReadOutcome } from "./read";
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
  /** The StoredFile of each picture kept for review, by the index a question's `pictures` name (absent before pictures were kept). */
  pictures?: number[];
  /** A PDF paper's pages drawn for the review (files of the import, like its pictures, gone at confirm). */
  pages?: PaperPageFile[];
}

export interface PaperPageFile {
  page: number;
  fileId: number;
  width: number;
  height: number;
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

/** Keeps a read paper for review, its pictures stored as the import's files (./pictures.ts), all or nothing. */
export async function createPaperImport(db: PrismaClient, store: Storage, actorId: number | null, fileName: string, read: Extract<ReadOutcome, { ok: true }>): Promise<number> {
  const { format, paper, blocks, pictures, pages } = read;
  const base = fileName.replace(/\.[^.]*$/, "");
  return writeWithPictures(store, async (put) => {
    const files: StoredImage[] = [];
    for (const [i, picture] of pictures.entries()) files.push(await put(picture.jpeg, `${base}-${i + 1}.jpg`));
    const pageFiles: StoredImage[] = [];
    for (const page of pages) pageFiles.push(await put(page.jpeg, `${base}-page-${page.page}.jpg`));
    return db.$transaction(async (tx) => {
      const kept: StoredPaper = { paper, blocks: blocks.map(({ text, source }) => ({ text, source })), pictures: [] };
      const row = await tx.paperImport.create({ data: { createdById: actorId, fileName: fileName.slice(0, 200), format, paper: json(kept) }, select: { id: true } });
      kept.pictures = await addPaperPictures(tx, row.id, files);
      const pageIds = await addPaperPictures(tx, row.id, pageFiles);
      kept.pages = pages.map(({ page, width, height }, i) => ({ page, width, height, fileId: pageIds[i] }));
      if (kept.pictures.length || kept.pages.length) await tx.paperImport.update({ where: { id: row.id }, data: { paper: json(kept) } });
      await recordAudit(tx, actorId, "paper.read", "PaperImport", row.id, `${fileName.slice(0, 100)}: ${paper.questions.length} questions, ${files.length} pictures`);
      return row.id;
    });
  });
}

type QuestionChange = { ok: true; question: ParsedQuestion } | { ok: false; error: "notFound" | "stored" };

/**
 * One question of a paper under review changed by staff, with the paper's row locked: two changes
 * at once (two cards, two staff) each keep theirs.
 */
async function changeQuestion(db: PrismaClient, id: number, index: number, change: (before: ParsedQuestion) => ParsedQuestion): Promise<QuestionChange> {
  return db.$transaction(async (tx) => {
    if (!(await lockPaper(tx, id))) return { ok: false, error: "notFound" } as const;
    const found = await tx.paperImport.findUniqueOrThrow({ where: { id }, select: { paper: true, storedAt: true } });
    const kept = stored(found.paper);
    const before = kept.paper.questions[index];
    if (!before) return { ok: false, error: "notFound" } as const;
    if (found.storedAt) return { ok: false, error: "stored" } as const;
    const question = change(before);
    kept.paper.questions[index] = question;
    await tx.paperImport.update({ where: { id }, data: { paper: json(kept) } });
    return { ok: true, question } as const;
  });
}

/** Staff's correction of one question (its text in each language, its answer, its own subject and topic); its problems checked again. */
export function savePaperQuestion(
  db: PrismaClient,
  id: number,
  index: number,
  edit: Pick<ParsedQuestion, "ta" | "en" | "answer"> & { subject?: string | null; topic?: string | null },
): Promise<QuestionChange> {
  return changeQuestion(db, id, index, (before) => {
    // What the card does not show (GIFT's "why wrong") stays as it was read.
    const text = (lang: "ta" | "en") => (edit[lang] ? { ...before[lang], ...edit[lang] } : null);
    const own = edit.subject ? { subject: edit.subject, topic: edit.topic ?? null } : { subject: null, topic: null };
    return recheck({ ...before, ta: text("ta"), en: text("en"), answer: edit.answer, ...own });
  });
}

/** A picture taken off a question on review (the reader gave it the wrong one, or one too many); its file goes at confirm. */
export function removePaperPicture(db: PrismaClient, id: number, index: number, picture: number): Promise<QuestionChange> {
  return changeQuestion(db, id, index, (before) => ({ ...before, pictures: before.pictures.filter((p) => p !== picture) }));
}

const lockPaper = async (tx: Prisma.TransactionClient, id: number) => (await tx.$queryRaw<unknown[]>`SELECT "id" FROM "PaperImport" WHERE "id" = ${id} FOR UPDATE`).length > 0;

const bankText = (text: ParsedText | null): QuestionText | null =>
  text ? { stem: text.stem, options: text.options, explanation: text.explanation, whyWrong: text.whyWrong ?? ["", "", "", ""] } : null;

/**
 * Every question checked as a sheet row with the paper's settings, then all stored or none, in one
 * transaction with the paper's row locked: a second confirm (a double tap, a retry) waits, then
 * finds the paper stored.
 */
export async function confirmPaperImport(db: PrismaClient, store: Storage, actorId: number | null, id: number, settings: PaperSettings): Promise<ConfirmOutcome> {
  const { outcome, drop } = await db.$transaction(async (tx): Promise<{ outcome: ConfirmOutcome; drop: string[] }> => {
    const refuse = (outcome: ConfirmOutcome) => ({ outcome, drop: [] });
    if (!(await lockPaper(tx, id))) return refuse({ ok: false, error: "notFound" });
    const found = await tx.paperImport.findUniqueOrThrow({ where: { id }, select: { paper: true, storedAt: true } });
    if (found.storedAt) return refuse({ ok: false, error: "stored" });
    const kept = stored(found.paper);
    const questions = kept.paper.questions;
    const pictures = await paperPictures(tx, id, kept);
    // The one check of a row (lib/questions/check.ts), each question a row with the paper's settings and its picture.
    const sheet = questions.map((q, index) => ({
      line: index + 1,
      row: rowOf({
        ...settings,
        // Staff's subject and topic for this question, else the paper's.
        ...(q.subject ? { subject: q.subject, topic: q.topic ?? "" } : {}),
        sourceDate: null,
        sourceDateIsMonth: false,
        answer: (q.answer ?? "") as "A",
        ta: bankText(q.ta),
        en: bankText(q.en),
        picture: pictures.of(q).length === 1 ? pictures.nameOf(pictures.of(q)[0]) : "",
      }),
    }));
    const checkedRows = checkRows({ rows: sheet }, pictures.checks);
    // A paper always has questions (readPaper refuses one without): an empty check cannot happen.
    if (!checkedRows.ok) return refuse({ ok: false, error: "notFound" });
    const problems = checkedRows.refused.flatMap((r) => r.problems.map((p) => ({ index: r.line - 1, ...p })));
    // A question the parser flagged (an unknown font, Tamil and English disagreeing, a gap in the
    // numbering) goes in only once staff have looked at it: saving it clears what they judged.
    const refusedLines = new Set(checkedRows.refused.map((r) => r.line));
    questions.forEach((q, index) => {
      if (q.problems.length && !refusedLines.has(index + 1)) problems.push({ index, column: "", reason: "flagged" });
      // A bank question has one picture: staff keep the right one.
      if (pictures.of(q).length > 1) problems.push({ index, column: PICTURE_COLUMN, reason: "onePicture" });
    });
    if (problems.length) return refuse({ ok: false, error: "badQuestions", problems: problems.sort((a, b) => a.index - b.index) });
    const { outcome, ids } = await importInto(tx, store, actorId, checkedRows.questions, settings.pool, pictures.attach);
    await tx.paperImport.update({ where: { id }, data: { storedAt: new Date(), questionIds: ids } });
    const drop = await pictures.leftOver();
    return { outcome: { ok: true, stored: outcome.stored, updated: outcome.updated, known: outcome.duplicates.length, questionIds: ids }, drop };
  }, IMPORT_TRANSACTION);
  // Once committed: the pictures of questions already in the bank, and those staff removed.
  await Promise.all(drop.map((key) => store.delete(key).catch(() => undefined)));
  return outcome;
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
