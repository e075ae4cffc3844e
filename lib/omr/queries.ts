import { db } from "@/lib/db";
import type { OmrSheetStatus } from "@/lib/generated/prisma/client";
import type { Letter, OptionSet } from "@/lib/mock-tests/key";
import { testWindow } from "@/lib/mock-tests/window";
import { sheetLetter, type StoredQuestion } from "./service";

// What a test's paper view shows (issue 20): the latest scans with their progress, and the read
// sheets a page at a time, those that need staff first; the open objections to readings; and a
// student's own sheet as read (issue 36).

export const SHEETS_PER_PAGE = 20;

export async function recentScans(testId: number) {
  const scans = await db().omrScan.findMany({
    where: { testId },
    orderBy: { id: "desc" },
    take: 10,
    select: { id: true, status: true, pages: true, pagesRead: true, problem: true, createdAt: true, file: { select: { fileName: true } } },
  });
  return scans.map(({ file, ...scan }) => ({ ...scan, fileName: file.fileName }));
}

/** The order staff work in: what needs them, what waits for a tap, what is done, what was set aside. */
const order: OmrSheetStatus[] = ["REVIEW", "READY", "CONFIRMED", "REFUSED", "REPLACED"];

async function sheetsWith(testId: number, status: OmrSheetStatus, skip: number, take: number) {
  const found = await db().omrSheet.findMany({
    where: { testId, status },
    orderBy: [{ scanId: "asc" }, { page: "asc" }],
    skip,
    take,
    select: {
      id: true,
      status: true,
      problem: true,
      page: true,
      sheetNo: true,
      registerNo: true,
      reading: true,
      decided: true,
      imageId: true,
      scan: { select: { file: { select: { fileName: true } } } },
      user: { select: { username: true } },
    },
  });
  return found.map(({ reading, decided, scan, user, ...sheet }) => ({
    ...sheet,
    fileName: scan.file.fileName,
    student: user?.username ?? null,
    doubts: (reading as unknown as StoredQuestion[])
      .filter((q) => q.answer === undefined)
      .map((q) => ({ question: q.question, doubt: q.doubt, decided: (decided as Record<string, string | null>)[String(q.question)] })),
  }));
}

export type SheetRow = Awaited<ReturnType<typeof sheetsWith>>[number];

export async function sheetsPage(testId: number, page: number) {
  const counts = await db().omrSheet.groupBy({ by: ["status"], where: { testId }, _count: { _all: true } });
  const count = (status: OmrSheetStatus) => counts.find((c) => c.status === status)?._count._all ?? 0;
  const total = counts.reduce((sum, c) => sum + c._count._all, 0);
  const pages = Math.max(1, Math.ceil(total / SHEETS_PER_PAGE));
  const current = Math.min(Math.max(1, page), pages);
  // Status by status in `order`, each by page: whole statuses before the page's first row are skipped.
  let skip = (current - 1) * SHEETS_PER_PAGE;
  const rows: SheetRow[] = [];
  for (const status of order) {
    if (rows.length === SHEETS_PER_PAGE) break;
    if (skip >= count(status)) {
      skip -= count(status);
      continue;
    }
    rows.push(...(await sheetsWith(testId, status, skip, SHEETS_PER_PAGE - rows.length)));
    skip = 0;
  }
  return { rows, page: current, pages, total, review: count("REVIEW"), ready: count("READY"), confirmed: count("CONFIRMED") };
}

/**
 * The student's own confirmed sheet of a test, once its results are out to them (issue 36): which
 * sheet, whether its picture is kept, and each question as the sheet says it (reader or staff).
 * The one rule behind the result page's card and the picture's handler.
 */
export async function sheetAsRead(testId: number, userId: number, now = new Date()) {
  const sheet = await db().omrSheet.findFirst({
    where: { testId, userId, status: "CONFIRMED", attempt: { submittedAt: { not: null } } },
    select: { id: true, imageId: true, reading: true, decided: true, test: { select: { closesAt: true, kind: true, options: true } } },
  });
  if (!sheet || !testWindow.resultsOut(sheet.test, true, now)) return null;
  const decided = sheet.decided as Record<string, Letter | null>;
  return {
    sheetId: sheet.id,
    imageId: sheet.imageId,
    options: sheet.test.options as OptionSet,
    marks: (sheet.reading as unknown as StoredQuestion[]).map((q) => ({ question: q.question, ...sheetLetter(q, decided) })),
  };
}

export type SheetAsRead = NonNullable<Awaited<ReturnType<typeof sheetAsRead>>>;

/** The test's reading objections, open ones first (at most a page: each is one tap to decide), with what the sheet says now. */
export async function readingObjections(testId: number, take = SHEETS_PER_PAGE) {
  const rows = await db().mockObjection.findMany({
    where: { testId, kind: "READING" },
    orderBy: [{ status: "asc" }, { id: "asc" }],
    take,
    select: { id: true, question: true, letter: true, reason: true, status: true, userId: true, user: { select: { username: true, student: { select: { registerNo: true } } } } },
  });
  const sheets = await db().omrSheet.findMany({
    where: { testId, status: "CONFIRMED", userId: { in: rows.map((r) => r.userId) } },
    select: { id: true, userId: true, reading: true, decided: true },
  });
  const sheetOf = new Map(sheets.map((s) => [s.userId, s]));
  return rows.map(({ user, userId, ...row }) => {
    const sheet = sheetOf.get(userId);
    const q = (sheet?.reading as unknown as StoredQuestion[] | undefined)?.find((r) => r.question === row.question);
    return {
      ...row,
      name: user.username,
      registerNo: user.student?.registerNo ?? "",
      sheetId: sheet?.id ?? null,
      read: q ? sheetLetter(q, sheet!.decided as Record<string, Letter | null>).letter : undefined,
    };
  });
}
