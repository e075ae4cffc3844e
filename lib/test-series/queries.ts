import { db } from "@/lib/db";
import type { TestDepartment } from "@/lib/generated/prisma/client";
import { paginate } from "@/lib/db/paginate";
import { testWindow } from "@/lib/mock-tests/window";

export const TEST_CARDS_PAGE_SIZE = 24;

/**
 * The papers an online mock test still holds back from students: its question paper until it
 * opens, its answer paper until its results are out (lib/files/queries.ts refuses their files too).
 */
export const heldBack = (now: Date) => ({
  OR: [{ questionOf: { some: testWindow.upcomingWhere(now) } }, { answerOf: { some: testWindow.unfinishedWhere(now) } }],
});

/** The students' test-series cards, newest first, optionally one department, a page at a time. */
export function testSeriesCards({ department, page }: { department?: TestDepartment; page?: number }, now = new Date()) {
  const where = { ...(department ? { department } : {}), NOT: heldBack(now) };
  return paginate(
    page,
    TEST_CARDS_PAGE_SIZE,
    () => db().testSeriesPost.count({ where }),
    (skip, take) =>
      db().testSeriesPost.findMany({
        where,
        orderBy: { id: "desc" },
        skip,
        take,
        select: { id: true, examType: true, department: true, subject: true, paperType: true, file: { select: { id: true } } },
      }),
  );
}
