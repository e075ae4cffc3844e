import { db } from "@/lib/db";
import { paginate } from "@/lib/db/paginate";
import { sheetTexts, type SheetText } from "@/lib/mock-tests/bank";

// Reads of the Daily Current Affairs Quiz (issue 21): the public page's quiz of the day (its
// questions' text, never their answers) and the console's list.

export interface DayQuiz {
  id: number;
  date: string;
  texts: SheetText[];
}

/** The quiz of a day (2026-11-25), or null. While `next build` prerenders there is no database to read. */
export async function quizOfDay(date: string): Promise<DayQuiz | null> {
  if (process.env.NEXT_PHASE === "phase-production-build") return null;
  const quiz = await db().mockTest.findUnique({ where: { quizDate: new Date(`${date}T00:00:00Z`) }, select: { id: true } });
  return quiz ? { id: quiz.id, date, texts: await sheetTexts(db(), quiz.id) } : null;
}

export const QUIZ_PAGE_SIZE = 25;

/** Every scheduled day, the latest first, with how many took it (students, and visitors as a count). */
export async function quizList(page: number | undefined) {
  const where = { kind: "QUIZ" as const };
  const list = await paginate(
    page,
    QUIZ_PAGE_SIZE,
    () => db().mockTest.count({ where }),
    (skip, take) =>
      db().mockTest.findMany({
        where,
        orderBy: { quizDate: "desc" },
        skip,
        take,
        select: {
          id: true,
          quizDate: true,
          questions: true,
          anonymousTakers: true,
          _count: { select: { attempts: true } },
          bankQuestions: { orderBy: { position: "asc" }, select: { questionId: true } },
        },
      }),
  );
  return {
    ...list,
    rows: list.rows.map((q) => ({
      id: q.id,
      date: q.quizDate!.toISOString().slice(0, 10),
      questions: q.bankQuestions.map((b) => b.questionId),
      students: q._count.attempts,
      visitors: q.anonymousTakers,
    })),
  };
}
