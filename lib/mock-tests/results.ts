import { db } from "@/lib/db";
import { exposeReview } from "@/lib/questions/exposure";
import { reviewTexts, type ReviewText } from "./bank";
import { maskRegisterNo } from "./display";
import { NOT_ANSWERED, type KeyEntry, type Letter, type OptionSet } from "./key";
import { rankedAttempts, standing } from "./queries";
import { answerMap, outcomeOf, rulesColumns, rulesOf, scoreAttempt, type Outcome, type Section, type Tally } from "./scoring";
import { kinds, sittable } from "./kinds";
import { classFigures, topperSitting } from "./class-figures";
import { compare, type Comparison } from "./comparison";
import { insightsOf, type Insights } from "./insights";
import { savedVisits } from "./visits";
import { objectionsOpen } from "./objections";
import { attemptWindow, testWindow } from "./window";
import { fileWithAudience } from "@/lib/files/queries";
import type { PageImage } from "@/lib/test-series/pages";

// A student's own result of a mock test (issue 18, items 3 and 4), read by (test, signed-in
// student), so nobody reads another's. The score, the key, the review, the ranks, the key changes
// and the answer paper are filled in only once the test has finished (lib/mock-tests/window.ts):
// before that the view-model holds nothing that depends on the key, so a throw-away account that
// submits early learns nothing of it (issue 32). A practice set finishes when its owner submits it.

export interface ReviewRow {
  question: number;
  /** The bubble marked (E: marked "not answered"), or null when none. */
  answer: Letter | null;
  key: KeyEntry;
  outcome: Outcome;
}

export interface KeyChangeRow {
  question: number;
  before: KeyEntry | null;
  after: KeyEntry;
}

export interface Topper {
  rank: number;
  name: string;
  /** Masked on the server: the full number never leaves it. */
  registerNo: string;
  score: number;
  /** The reader's own row. */
  self: boolean;
}

export interface ResultView {
  test: {
    id: number;
    titleTa: string;
    titleEn: string;
    opensAt: Date;
    closesAt: Date;
    /** Whether the test has opened: before, the question paper is held back (lib/files/queries.ts). */
    opened: boolean;
    /** Whether it may still be started: opened and before its closing time. */
    startable: boolean;
    closed: boolean;
    questions: number;
    options: OptionSet;
    /** Hundredths of a mark per right answer: the maximum is questions × this. */
    correct: number;
    wrong: number;
    keyFinal: boolean;
    objectionsUntil: Date | null;
    /** Only once opened. */
    questionFileId: number | null;
    /** Only once closed. */
    answerFileId: number | null;
    /** A practice set (issue 21) has no ranks or objections. */
    practice: boolean;
  };
  /** Whether the attempt is the student's scanned paper sheet (issue 36: the page shows it as read). */
  paper: boolean;
  /** "notStarted" (never started), "open" (started, time left), "timeUp" (the server is submitting it), "submitted". */
  state: "notStarted" | "open" | "timeUp" | "submitted";
  /** Only when submitted and the test has finished. */
  score: (Tally & { previousScore: number | null; sections: (Tally & Section)[] }) | null;
  /** With the score: accuracy, attempts, marks lost, time per section, the longest questions (issue 36). */
  insights: Insights | null;
  /** Once a ranked test has closed: you beside the topper and the class's mean per section, and what most got right that you missed. */
  comparison: Comparison | null;
  /** When submitted: how many questions the student answered (a count that needs no key). */
  answered: number | null;
  /** The rest only once closed (and, for the student's own figures, submitted). */
  standing: { rank: number; sat: number; percentile: number } | null;
  /** `pages`: a PDF test's paper drawn as images, and the first question of each (issue 36: the review shows each answer's page). */
  review: { sections: Section[]; rows: ReviewRow[]; texts: ReviewText[]; pages: { pages: PageImage[]; pageStarts: number[] } | null } | null;
  keyChanges: KeyChangeRow[];
  objections: { question: number; kind: "KEY" | "READING"; letter: string; status: "OPEN" | "ACCEPTED" | "REJECTED"; createdAt: Date }[];
  /** Whether the student may file an objection now (the server checks again). */
  objectionsOpen: boolean;
  hideFromToppers: boolean;
}

/** The result page's data for this student, or null when there is no such test. */
export async function resultView(testId: number, userId: number, now = new Date()): Promise<ResultView | null> {
  const test = await db().mockTest.findUnique({
    where: { id: testId },
    select: {
      id: true,
      titleTa: true,
      titleEn: true,
      opensAt: true,
      closesAt: true,
      ...rulesColumns,
      keyFinal: true,
      objectionsUntil: true,
      questionPost: { select: { fileId: true, file: { select: { paperPages: { select: { pages: true } } } } } },
      pageStarts: true,
      answerPost: { select: { fileId: true } },
      kind: true,
      ownerId: true,
    },
  });
  if (!test || !sittable(test, userId)) return null;
  const [attempt, profile] = await Promise.all([
    db().mockAttempt.findUnique({
      where: { testId_userId: { testId, userId } },
      select: { id: true, submittedAt: true, deadline: true, score: true, previousScore: true, reviewedAt: true, source: true, answers: { select: { question: true, letter: true } } },
    }),
    db().studentProfile.findUnique({ where: { userId }, select: { hideFromToppers: true } }),
  ]);
  const submitted = !!attempt?.submittedAt;
  const closed = testWindow.resultsOut(test, submitted, now);
  const { rules, key } = rulesOf(test);
  const { sections, options } = rules;
  const answers = answerMap(attempt?.answers ?? []);
  let score: ResultView["score"] = null;
  if (submitted && closed) {
    // Counts per section are computed here from the stored answers; only the totals leave, never the key.
    const result = scoreAttempt({ questions: test.questions, options, correct: test.correct, wrong: test.wrong, sections }, key, answers);
    const { correct, wrong, notAnswered } = result;
    score = {
      score: attempt.score ?? result.score,
      correct,
      wrong,
      notAnswered,
      previousScore: attempt.previousScore,
      sections: result.sections.map((tally, i) => ({ ...tally, ...sections[i] })),
    };
  }
  const [place, keyChanges, objections] =
    closed && kinds.ranked(test.kind) ? await Promise.all([submitted ? standing(testId, userId) : null, keyChangesOf(testId), objectionsOf(testId, userId)]) : [null, [], []];
  // A bank test's explanations, with its key, only once results are out.
  // The paper as /api/files would serve it to a student (lib/files/queries.ts, the one rule): held
  // back while any test using it has not opened, so neither its link nor its pages are offered then.
  const paperAudience = test.questionPost ? (await fileWithAudience(test.questionPost.fileId, now))?.audience : undefined;
  const paperShown = paperAudience === "members" || paperAudience === "public";
  const drawn = paperShown ? ((test.questionPost?.file.paperPages?.pages ?? []) as unknown as PageImage[]) : [];
  const review =
    closed && submitted
      ? {
          sections,
          rows: key.map((entry, i) => reviewRow(i + 1, entry, answers.get(i + 1) ?? null)),
          texts: await reviewTexts(db(), testId),
          pages: drawn.length ? { pages: drawn, pageStarts: test.pageStarts } : null,
        }
      : null;
  const seconds = score ? new Map((await savedVisits(db(), attempt!.id)).map((v) => [v.question, v.seconds])) : null;
  const insights = score && review && seconds ? insightsOf(score, test, seconds, new Map(review.rows.map((row) => [row.question, row.outcome]))) : null;
  const [topper, figures] = score && kinds.ranked(test.kind) ? await Promise.all([topperSitting(testId), classFigures(testId)]) : [null, null];
  const comparison = seconds && figures ? compare(rules, key, { answers, seconds }, topper, figures, review?.texts ?? []) : null;
  // Its bank questions now seen with their answers, counted the first time (lib/questions/exposure.ts):
  // later views of the page write nothing.
  if (review && !attempt!.reviewedAt) await exposeReview(db(), attempt!.id, now);
  return {
    test: {
      id: test.id,
      titleTa: test.titleTa,
      titleEn: test.titleEn,
      opensAt: test.opensAt,
      closesAt: test.closesAt,
      opened: test.opensAt <= now,
      startable: testWindow.isOpen(test, now),
      closed,
      questions: test.questions,
      options,
      correct: test.correct,
      wrong: test.wrong,
      keyFinal: test.keyFinal,
      objectionsUntil: test.objectionsUntil,
      questionFileId: paperShown ? test.questionPost!.fileId : null,
      answerFileId: closed ? (test.answerPost?.fileId ?? null) : null,
      practice: kinds.reviewOnSubmit(test.kind),
    },
    paper: attempt?.source === "PAPER",
    state: submitted ? "submitted" : !attempt ? "notStarted" : attemptWindow.isOver(attempt, now) ? "timeUp" : "open",
    score,
    insights,
    comparison,
    answered: submitted ? [...answers.values()].filter((letter) => letter !== NOT_ANSWERED).length : null,
    standing: place,
    review,
    keyChanges,
    objections,
    objectionsOpen: submitted && closed && objectionsOpen(test, now),
    hideFromToppers: profile?.hideFromToppers ?? false,
  };
}

const reviewRow = (question: number, key: KeyEntry, answer: Letter | null): ReviewRow => ({ question, answer, key, outcome: outcomeOf(key, answer) });

async function keyChangesOf(testId: number): Promise<KeyChangeRow[]> {
  const rows = await db().mockKeyChange.findMany({ where: { testId }, orderBy: [{ createdAt: "asc" }, { question: "asc" }], select: { question: true, before: true, after: true } });
  return rows.map((row) => ({ question: row.question, before: row.before as unknown as KeyEntry | null, after: row.after as unknown as KeyEntry }));
}

async function objectionsOf(testId: number, userId: number) {
  return db().mockObjection.findMany({
    where: { testId, userId },
    orderBy: [{ question: "asc" }, { kind: "asc" }],
    select: { question: true, kind: true, letter: true, status: true, createdAt: true },
  });
}

/**
 * The ten best of a test among those who let their name be shown: ranked over everyone who
 * submitted (./queries.ts, so a hidden student still holds their place); only ten rows come back.
 */
export async function topTen(testId: number, readerId: number): Promise<Topper[]> {
  const rows = await db().$queryRaw<{ rank: bigint | number; score: number; userId: number; name: string; registerNo: string | null }[]>`
    SELECT r."rank", r."score", r."userId", u."username" AS "name", s."registerNo"
      FROM ${rankedAttempts(testId)} r
      JOIN "User" u ON u."id" = r."userId"
      LEFT JOIN "StudentProfile" s ON s."userId" = r."userId"
     WHERE COALESCE(s."hideFromToppers", false) = false
     ORDER BY r."rank", u."username", r."userId"
     LIMIT 10`;
  return rows.map((row) => ({
    rank: Number(row.rank),
    name: row.name,
    registerNo: row.registerNo ? maskRegisterNo(row.registerNo) : "",
    score: row.score,
    self: row.userId === readerId,
  }));
}
