import { db } from "@/lib/db";
import type { TestDepartment } from "@/lib/generated/prisma/client";
import { paginate } from "@/lib/db/paginate";

export const TEST_CARDS_PAGE_SIZE = 24;

/** The students' test-series cards, newest first, optionally one department, a page at a time. */
export function testSeriesCards({ department, page }: { department?: TestDepartment; page?: number }) {
  const where = department ? { department } : {};
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
