import { db } from "@/lib/db";
import { paginate } from "@/lib/db/paginate";
import { keyOf, type OptionSet } from "./key";
import { toMockTestForm, type MockTestForm, type MockTestInput } from "./schema";
import type { Section } from "./scoring";
import { testWindow } from "./window";
import { scheduledTests } from "./kinds";

// The console's reads for the mock-test screens (issue 18): the list, one test for its form, and
// the test-series posts a test can use as its question and answer papers.

export const MOCK_TESTS_PAGE_SIZE = 20;

export type MockTestStatus = "upcoming" | "open" | "closed";

export const statusAt = (test: { opensAt: Date; closesAt: Date }, now: Date): MockTestStatus => (testWindow.isOpen(test, now) ? "open" : now < test.opensAt ? "upcoming" : "closed");

/** The list, newest opening first, with how many attempts were submitted (one grouped count per page). */
export async function mockTestList(page: number | undefined, now = new Date()) {
  const list = await paginate(
    page,
    MOCK_TESTS_PAGE_SIZE,
    () => db().mockTest.count({ where: scheduledTests }),
    (skip, take) =>
      db().mockTest.findMany({
        where: scheduledTests,
        orderBy: [{ opensAt: "desc" }, { id: "desc" }],
        skip,
        take,
        select: { id: true, titleTa: true, titleEn: true, examType: true, department: true, opensAt: true, closesAt: true, keyFinal: true, _count: { select: { attempts: true } } },
      }),
  );
  const ids = list.rows.map((r) => r.id);
  const submitted = await db().mockAttempt.groupBy({ by: ["testId"], where: { testId: { in: ids }, submittedAt: { not: null } }, _count: { _all: true } });
  const counts = new Map(submitted.map((s) => [s.testId, s._count._all]));
  return {
    ...list,
    rows: list.rows.map(({ _count, ...row }) => ({ ...row, status: statusAt(row, now), attempts: _count.attempts, submitted: counts.get(row.id) ?? 0 })),
  };
}
export type MockTestRow = Awaited<ReturnType<typeof mockTestList>>["rows"][number];

const formFields = Object.fromEntries(
  (
    [
      "titleTa",
      "titleEn",
      "examType",
      "department",
      "questionPostId",
      "answerPostId",
      "opensAt",
      "closesAt",
      "minutes",
      "questions",
      "options",
      "correct",
      "wrong",
      "sections",
      "objectionsUntil",
      "pageStarts",
      "answerKey",
    ] as const satisfies readonly (keyof MockTestInput)[]
  ).map((f) => [f, true]),
) as Record<Exclude<keyof MockTestInput, "bankQuestionIds">, true>;

/** One test as its form edits it, with what the form must know to lock fields. */
export async function mockTestForEdit(id: number): Promise<{ id: number; values: MockTestForm; keyFinal: boolean; attempts: number; submitted: number } | null> {
  const test = await db().mockTest.findUnique({
    // Quizzes and practice sets are made elsewhere (issue 21): this form edits scheduled tests only.
    where: { id, ...scheduledTests },
    select: { ...formFields, keyFinal: true, _count: { select: { attempts: true } }, bankQuestions: { orderBy: { position: "asc" }, select: { questionId: true } } },
  });
  if (!test) return null;
  const submitted = await db().mockAttempt.count({ where: { testId: id, submittedAt: { not: null } } });
  const { keyFinal, _count, bankQuestions, ...stored } = test;
  const values = toMockTestForm({
    ...stored,
    // A scheduled test always names its exam (the check MockTest_exam_of_a_test); only quizzes and practice sets have none.
    examType: stored.examType!,
    department: stored.department!,
    bankQuestionIds: stored.questionPostId === null ? bankQuestions.map((q) => q.questionId) : null,
    options: test.options as OptionSet,
    sections: test.sections as unknown as Section[],
    answerKey: keyOf(test),
  });
  return { id, values, keyFinal, attempts: _count.attempts, submitted };
}

export interface PaperChoice {
  id: number;
  department: MockTestForm["department"];
  paperType: "QUESTION" | "ANSWER";
  subject: string;
}

/** Test-series posts a test may use, newest first (the form filters them by department and type). */
export function paperChoices(): Promise<PaperChoice[]> {
  return db().testSeriesPost.findMany({ orderBy: { id: "desc" }, take: 1000, select: { id: true, department: true, paperType: true, subject: true } });
}
