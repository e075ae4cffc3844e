import { z } from "zod";
import { db as appDb } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { readJson, refusedBody } from "@/lib/security/body";
import { CHECKED_SEQ, optionSets, type Letter } from "./key";
import { checkedQuestions, type Checked } from "@/lib/practice/check";
import { UNTIMED_MINUTES } from "@/lib/practice/schema";
import { sheetTexts, type SheetText } from "./bank";
import { kinds, sittable } from "./kinds";
import { saveMark, startAttempt, submitAttempt } from "./service";
import { saveVisit, savedVisits, type Visit, type VisitOutcome } from "./visits";
import { attemptWindow, testWindow } from "./window";
import { metrics } from "@/lib/ops/metrics";
import type { PageImage } from "@/lib/test-series/pages";

// What the answer sheet's handlers answer once lib/mock-tests/http.ts has checked the student: kept
// apart from the guard so the integration tests can call them with a student of their own.

export interface Student {
  id: number;
}

/** A saved mark as the sheet reads it: the newest letter (null: cleared) and its sequence number. */
export interface SavedMark {
  question: number;
  letter: Letter | null;
  seq: number;
}

export const MAX_MARKS_PER_REQUEST = 300;

const markSchema = z.object({
  question: z.number().int().min(1).max(300),
  letter: z.enum(optionSets.AE).nullable(),
  // CHECKED_SEQ itself is the server's: a checked practice answer (issue 21).
  seq: z
    .number()
    .int()
    .min(1)
    .max(CHECKED_SEQ - 1),
});
const visitSchema = z.object({
  question: markSchema.shape.question,
  review: z.boolean(),
  // Seconds on screen since the sheet's last report: an hour at most (the sheet reports far more often).
  seconds: z.number().int().min(0).max(3600),
  seq: markSchema.shape.seq,
});
// Marks, and the questions' visits (issue 34): at least one of either.
const marksBody = z
  .object({ marks: z.array(markSchema).max(MAX_MARKS_PER_REQUEST), visits: z.array(visitSchema).max(MAX_MARKS_PER_REQUEST).default([]) })
  .refine((body) => body.marks.length + body.visits.length > 0);

const refusal = (error: string, status: number) => Response.json({ error }, { status });
const startStatus = { notFound: 404, notOpen: 409, closed: 409 } as const;

export function savedMarks(db: PrismaClient, attemptId: number): Promise<SavedMark[]> {
  return db.mockAnswer.findMany({ where: { attemptId }, orderBy: { question: "asc" }, select: { question: true, letter: true, seq: true } }) as Promise<SavedMark[]>;
}

/** POST start: the attempt (a new one, or the one already started) with the server's clock and its saved marks; never the key. */
export async function startForStudent(db: PrismaClient, student: Student, testId: number, now = new Date()): Promise<Response> {
  const started = await startAttempt(db, testId, student.id, now);
  if (!started.ok) return refusal(started.reason, startStatus[started.reason]);
  const { attempt } = started;
  if (attempt.submittedAt) return refusal("submitted", 409);
  return Response.json({ attemptId: attempt.id, deadline: attempt.deadline.toISOString(), serverNow: now.toISOString(), marks: await savedMarks(db, attempt.id) });
}

/** 300 marks take about 15 KB of JSON; anything far beyond is not a browser's queue. */
const MAX_BODY = 64 * 1024;

/**
 * POST marks: a batch from the browser's queue, each saved on its own (one indexed write), with
 * the outcome of each so the browser knows what to drop from its queue. Marks are saved in order
 * of seq, so a batch holding two marks of one question leaves the newer.
 */
export async function saveMarksForStudent(db: PrismaClient, student: Student, attemptId: number, request: Request, now = new Date()): Promise<Response> {
  const parsed = await readJson(request, marksBody, MAX_BODY);
  if (!parsed.ok) return refusedBody(parsed);
  const marks = [...parsed.data.marks].sort((a, b) => a.seq - b.seq);
  const results: { question: number; seq: number; outcome: Awaited<ReturnType<typeof saveMark>> }[] = [];
  for (const mark of marks) {
    const outcome = await saveMark(db, { attemptId, userId: student.id, ...mark }, now);
    // Not this student's attempt: one answer for the whole batch, and nothing about it leaks.
    if (outcome === "notFound") return refusal("notFound", 404);
    metrics.marks.inc({ outcome });
    results.push({ question: mark.question, seq: mark.seq, outcome });
    if (outcome === "closed") break;
  }
  let closed = results.some((r) => r.outcome === "closed");
  const visits: { question: number; seq: number; outcome: VisitOutcome }[] = [];
  for (const visit of closed ? [] : parsed.data.visits) {
    const outcome = await saveVisit(db, { attemptId, userId: student.id, ...visit }, now);
    if (outcome === "notFound") return refusal("notFound", 404);
    visits.push({ question: visit.question, seq: visit.seq, outcome });
    if (outcome === "closed") {
      closed = true;
      break;
    }
  }
  // The server's clock with each answer: a sheet reopened offline counts down from the last one.
  return Response.json({ closed, results, visits, serverNow: now.toISOString() });
}

/**
 * POST submit: the student's own submit, refused with the list of blank questions on an A–E sheet.
 * Past the deadline and its grace the server's rule applies instead (blanks count as not
 * answered), as the closing job would a few seconds later.
 */
export async function submitForStudent(db: PrismaClient, student: Student, attemptId: number, now = new Date()): Promise<Response> {
  const attempt = await db.mockAttempt.findFirst({ where: { id: attemptId, userId: student.id }, select: { deadline: true } });
  if (!attempt) return refusal("notFound", 404);
  const late = attemptWindow.isLate(attempt, now);
  const result = await submitAttempt(db, attemptId, late ? "server" : { student: student.id }, now);
  if (!result.ok) return result.reason === "blank" ? Response.json({ error: "blank", blank: result.blank }, { status: 409 }) : refusal("notFound", 404);
  metrics.submits.inc({ by: late ? "late" : "student" });
  return Response.json({ submitted: true });
}

/** What the instructions before Start say of a test (issue 34): its length, marks and sheet. */
export interface TestFacts {
  titleTa: string;
  titleEn: string;
  minutes: number;
  questions: number;
  options: "AD" | "AE";
  /** Hundredths of a mark (lib/mock-tests/scoring.ts). */
  correct: number;
  wrong: number;
  sections: { name: string; from: number; to: number }[];
  /** A PDF paper (true) or questions from the bank, shown in Tamil or English (false). */
  paper: boolean;
}

export type SheetState =
  | { kind: "missing" }
  | { kind: "notOpen" }
  | { kind: "notStarted"; test: TestFacts }
  | { kind: "done" }
  | {
      kind: "sitting";
      attemptId: number;
      startedAt: string;
      deadline: string;
      serverNow: string;
      marks: SavedMark[];
      /** Questions seen, marked for review, and their time on screen, from any of the student's devices. */
      visits: Visit[];
      /** `pageStarts`: the first question of each page of the paper, when staff gave them (the paper follows the student). */
      test: {
        titleTa: string;
        titleEn: string;
        questions: number;
        options: "AD" | "AE";
        sections: { name: string; from: number; to: number }[];
        fileId: number | null;
        /** The paper's pages drawn as images (issue 34); empty until drawn, or when it could not be (the sheet draws the PDF). */
        pages: PageImage[];
        pageStarts: number[];
      };
      /** The questions' text of a test from the bank (never their answers); empty for a PDF test. */
      texts: SheetText[];
      /** A practice set (issue 21): whether it has a clock, and, explained after each question, those already checked. */
      practice: { timed: boolean; explainEach: boolean; checked: Checked[] } | null;
    };

/**
 * The attempt page's data: resumes the student's attempt and never starts one. Only the Start
 * button's POST starts the clock, so a prefetched or bookmarked link cannot. Selects what the
 * sheet shows and nothing more: the key is never read here.
 */
export async function sheetForStudent(testId: number, userId: number, now = new Date()): Promise<SheetState> {
  const db = appDb();
  const found = await db.mockTest.findUnique({
    where: { id: testId },
    select: { opensAt: true, closesAt: true, kind: true, ownerId: true, attempts: { where: { userId }, select: { id: true, startedAt: true, deadline: true, submittedAt: true } } },
  });
  if (!found || !sittable(found, userId)) return { kind: "missing" };
  const [attempt] = found.attempts;
  if (!attempt) return testWindow.isOpen(found, now) ? { kind: "notStarted", test: await testFacts(db, testId) } : { kind: now < found.opensAt ? "notOpen" : "done" };
  if (attemptWindow.isOver(attempt, now)) return { kind: "done" };
  const [test, marks, texts, visits] = await Promise.all([
    db.mockTest.findUniqueOrThrow({
      where: { id: testId },
      select: {
        titleTa: true,
        titleEn: true,
        questions: true,
        options: true,
        sections: true,
        pageStarts: true,
        questionPost: { select: { fileId: true, file: { select: { paperPages: { select: { pages: true } } } } } },
        kind: true,
        minutes: true,
        explainEach: true,
      },
    }),
    savedMarks(db, attempt.id),
    sheetTexts(db, testId),
    savedVisits(db, attempt.id),
  ]);
  const { questionPost, kind, minutes, explainEach, ...rest } = test;
  const practice = kinds.ownersOnly(kind) ? { timed: minutes !== UNTIMED_MINUTES, explainEach, checked: await checkedQuestions(db, attempt.id) } : null;
  return {
    kind: "sitting",
    attemptId: attempt.id,
    startedAt: attempt.startedAt.toISOString(),
    deadline: attempt.deadline.toISOString(),
    serverNow: now.toISOString(),
    marks,
    visits,
    test: {
      ...rest,
      options: rest.options as "AD" | "AE",
      sections: rest.sections as { name: string; from: number; to: number }[],
      fileId: questionPost?.fileId ?? null,
      pages: (questionPost?.file.paperPages?.pages ?? []) as unknown as PageImage[],
    },
    texts,
    practice,
  };
}

async function testFacts(db: PrismaClient, testId: number): Promise<TestFacts> {
  const { questionPostId, options, sections, ...facts } = await db.mockTest.findUniqueOrThrow({
    where: { id: testId },
    select: { titleTa: true, titleEn: true, minutes: true, questions: true, options: true, correct: true, wrong: true, sections: true, questionPostId: true },
  });
  return { ...facts, options: options as TestFacts["options"], sections: sections as TestFacts["sections"], paper: questionPostId !== null };
}
