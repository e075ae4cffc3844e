import { db } from "@/lib/db";
import { paginate, searchTerm, type Page } from "@/lib/db/paginate";
import { Prisma } from "@/lib/generated/prisma/client";
import { itemAnalysis, sectionAverages, timeNotes, upperGroupSize, type QuestionCounts } from "./analysis";
import { reviewTexts } from "./bank";
import { classFigures } from "./class-figures";
import { classTopics } from "./comparison";
import type { Letter } from "./key";
import { rankedAttempts } from "./queries";
import { answerMap, rulesColumns, rulesOf, scoreAttempt } from "./scoring";
import { attemptWindow } from "./window";
import { scheduledTests } from "./kinds";

// The staff's reads of one online mock test (issue 18): the ranked results table (paged and
// searched in SQL, ranks by RANK() over everyone who submitted), the item analysis (one GROUP BY
// over the answers) and the objections grouped by question.

export const RESULTS_PAGE_SIZE = 25;
export const OBJECTION_GROUPS_PAGE_SIZE = 10;
/** Objections shown under each question of the overview; the rest are a link away. */
export const OBJECTIONS_PREVIEW = 10;
export const OBJECTIONS_PAGE_SIZE = 25;

const count = (value: bigint | number | null) => Number(value ?? 0);

/** The test as the review page reads it, key included (staff only); null when there is none. */
export async function reviewTest(testId: number) {
  const test = await db().mockTest.findUnique({
    where: { id: testId, ...scheduledTests },
    select: {
      id: true,
      titleTa: true,
      titleEn: true,
      ...rulesColumns,
      keyFinal: true,
      objectionsUntil: true,
      closesAt: true,
    },
  });
  if (!test) return null;
  return { ...test, ...rulesOf(test) };
}
export type ReviewTest = NonNullable<Awaited<ReturnType<typeof reviewTest>>>;

export interface ResultRow {
  id: number;
  rank: number;
  name: string;
  registerNo: string;
  /** Hundredths of a mark. */
  score: number;
  correct: number;
  wrong: number;
  notAnswered: number;
  submittedAt: Date;
  /** Submitted by the server at the deadline (nobody pressed submit in time). */
  byServer: boolean;
}

type RawRow = Omit<ResultRow, "rank" | "byServer"> & { rank: bigint | number; deadline: Date };

const searchFilter = (query: string | undefined) => {
  const term = searchTerm(query);
  return term ? Prisma.sql`AND (u."username" ILIKE ${`%${term}%`} OR p."registerNo" ILIKE ${`%${term}%`})` : Prisma.empty;
};

/** Rank first, then the row: the rank is over every submitted attempt, whatever the search keeps. */
function rankedRows(testId: number, where: Prisma.Sql, tail: Prisma.Sql) {
  return db().$queryRaw<RawRow[]>`
    WITH ranked AS ${rankedAttempts(testId)}
    SELECT r."id", r."rank", u."username" AS "name", COALESCE(p."registerNo", '') AS "registerNo", r."score", r."correct", r."wrong", r."notAnswered", r."submittedAt", r."deadline"
      FROM ranked r JOIN "User" u ON u."id" = r."userId" LEFT JOIN "StudentProfile" p ON p."userId" = r."userId"
     WHERE TRUE ${where}
     ORDER BY r."rank", r."id" ${tail}`;
}

const toRow = ({ deadline, ...row }: RawRow): ResultRow => ({
  ...row,
  rank: count(row.rank),
  byServer: attemptWindow.isLate({ deadline }, row.submittedAt),
});

/** One page of the results table, searched by name or register number. */
export async function resultsPage(testId: number, { page, query, pageSize = RESULTS_PAGE_SIZE }: { page?: number; query?: string; pageSize?: number }): Promise<Page<ResultRow>> {
  const where = searchFilter(query);
  return paginate(
    page,
    pageSize,
    async () => {
      const [row] = await db().$queryRaw<{ n: bigint | number }[]>`
        SELECT COUNT(*) AS "n" FROM "MockAttempt" a JOIN "User" u ON u."id" = a."userId" LEFT JOIN "StudentProfile" p ON p."userId" = a."userId"
         WHERE a."testId" = ${testId} AND a."submittedAt" IS NOT NULL ${where}`;
      return count(row.n);
    },
    async (skip, take) => (await rankedRows(testId, where, Prisma.sql`LIMIT ${take} OFFSET ${skip}`)).map(toRow),
  );
}

/** Every result in rank order, a batch at a time (the CSV export), without holding them all. */
export async function* resultBatches(testId: number, batch = 1000): AsyncGenerator<ResultRow[]> {
  let after: { rank: number; id: number } | null = null;
  for (;;) {
    const where: Prisma.Sql = after ? Prisma.sql`AND (r."rank", r."id") > (${after.rank}::bigint, ${after.id}::int)` : Prisma.empty;
    const rows = (await rankedRows(testId, where, Prisma.sql`LIMIT ${batch}`)).map(toRow);
    if (rows.length) yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    after = { rank: last.rank, id: last.id };
  }
}

/**
 * Each attempt's marks per section (issue 36: the results CSV's section columns), scored from its
 * answers by the one engine against the key as it stands now, like its total.
 */
export async function sectionScores(test: Pick<ReviewTest, "rules" | "key">, attemptIds: number[]): Promise<Map<number, number[]>> {
  const answers = await db().mockAnswer.findMany({ where: { attemptId: { in: attemptIds } }, select: { attemptId: true, question: true, letter: true } });
  const byAttempt = new Map<number, { question: number; letter: string | null }[]>(attemptIds.map((id) => [id, []]));
  for (const answer of answers) byAttempt.get(answer.attemptId)!.push(answer);
  return new Map([...byAttempt].map(([id, rows]) => [id, scoreAttempt(test.rules, test.key, answerMap(rows)).sections.map((section) => section.score)]));
}

/** How many submitted, and per question and letter how many marked it, overall and in the upper 27 %. */
export async function questionCounts(testId: number): Promise<{ sat: number; counts: QuestionCounts[] }> {
  const sat = await db().mockAttempt.count({ where: { testId, submittedAt: { not: null } } });
  const rows = await db().$queryRaw<{ question: number; letter: Letter; all: bigint | number; upper: bigint | number }[]>`
    WITH sat AS (
      SELECT "id", ROW_NUMBER() OVER (ORDER BY "score" DESC, "id") AS "place" FROM "MockAttempt" WHERE "testId" = ${testId} AND "submittedAt" IS NOT NULL
    )
    SELECT m."question", m."letter", COUNT(*) AS "all", COUNT(*) FILTER (WHERE s."place" <= ${upperGroupSize(sat)}) AS "upper"
      FROM "MockAnswer" m JOIN sat s ON s."id" = m."attemptId"
     WHERE m."letter" IS NOT NULL
     GROUP BY m."question", m."letter"`;
  const byQuestion = new Map<number, QuestionCounts>();
  for (const row of rows) {
    const entry = byQuestion.get(row.question) ?? { question: row.question, all: {}, upper: {} };
    entry.all[row.letter] = count(row.all);
    entry.upper[row.letter] = count(row.upper);
    byQuestion.set(row.question, entry);
  }
  return { sat, counts: [...byQuestion.values()].sort((a, b) => a.question - b.question) };
}

/**
 * The analysis view: item rows with their flags, and per-section averages, all from one grouped
 * count; each question's mean time on screen and what it says (issue 36: from the class's kept
 * figures, null when no sheet recorded time), and a bank test's topics, the weakest first.
 */
export async function analysis(test: ReviewTest) {
  const [{ sat, counts }, figures, texts] = await Promise.all([questionCounts(test.id), classFigures(test.id), reviewTexts(db(), test.id)]);
  const items = itemAnalysis(test.rules, test.key, sat, counts);
  const sections = test.rules.sections.length ? sectionAverages(test.rules, test.key, sat, counts) : [];
  const seconds = figures?.timed ? items.map((item) => Math.round((figures.seconds[item.question] ?? 0) / figures.timed)) : null;
  const topics =
    texts.length === items.length
      ? classTopics(
          texts,
          items.map((item) => item.correct),
        ).sort((a, b) => a.classShare - b.classShare)
      : [];
  return { sat, items, sections, seconds, notes: timeNotes(items, seconds), topics };
}

export interface ObjectionRow {
  id: number;
  name: string;
  registerNo: string;
  letter: string;
  reason: string;
  status: "OPEN" | "ACCEPTED" | "REJECTED";
  createdAt: Date;
}

export interface ObjectionGroup {
  question: number;
  total: number;
  open: number;
  objections: ObjectionRow[];
}

const objectionSelect = { id: true, letter: true, reason: true, status: true, createdAt: true, user: { select: { username: true, student: { select: { registerNo: true } } } } } as const;
type ObjectionRecord = Prisma.MockObjectionGetPayload<{ select: typeof objectionSelect }>;
const toObjection = ({ user, ...o }: ObjectionRecord): ObjectionRow => ({ ...o, name: user.username, registerNo: user.student?.registerNo ?? "" });

/** Objections by question, questions with open ones first, a page of questions at a time, each with its first few. */
export async function objectionGroups(testId: number, page?: number): Promise<Page<ObjectionGroup>> {
  return paginate(
    page,
    OBJECTION_GROUPS_PAGE_SIZE,
    async () => (await db().mockObjection.groupBy({ by: ["question"], where: { testId, kind: "KEY" } })).length,
    async (skip, take) => {
      const groups = await db().$queryRaw<{ question: number; total: bigint | number; open: bigint | number }[]>`
        SELECT "question", COUNT(*) AS "total", COUNT(*) FILTER (WHERE "status" = 'OPEN') AS "open" FROM "MockObjection" WHERE "testId" = ${testId} AND "kind" = 'KEY'
         GROUP BY "question" ORDER BY COUNT(*) FILTER (WHERE "status" = 'OPEN') > 0 DESC, "question" LIMIT ${take} OFFSET ${skip}`;
      return Promise.all(
        groups.map(async (g) => ({
          question: g.question,
          total: count(g.total),
          open: count(g.open),
          objections: (
            await db().mockObjection.findMany({
              where: { testId, question: g.question, kind: "KEY" },
              orderBy: [{ status: "asc" }, { id: "asc" }],
              take: OBJECTIONS_PREVIEW,
              select: objectionSelect,
            })
          ).map(toObjection),
        })),
      );
    },
  );
}

/** Every objection to one question, paged (when one question draws many). */
export async function questionObjections(testId: number, question: number, page?: number): Promise<Page<ObjectionRow> & { open: number }> {
  const where = { testId, question, kind: "KEY" as const };
  const [list, open] = await Promise.all([
    paginate(
      page,
      OBJECTIONS_PAGE_SIZE,
      () => db().mockObjection.count({ where }),
      async (skip, take) => (await db().mockObjection.findMany({ where, orderBy: [{ status: "asc" }, { id: "asc" }], skip, take, select: objectionSelect })).map(toObjection),
    ),
    db().mockObjection.count({ where: { ...where, status: "OPEN" } }),
  ]);
  return { ...list, open };
}
