import { Prisma } from "@/lib/generated/prisma/client";
import type { MockTestKind } from "@/lib/generated/prisma/enums";
import { allKinds, kinds } from "./kinds";

// The attempt window (issue 32): the one definition of when a test may be started, until when an
// attempt takes marks, and when a test is finished, so that its key, scores, ranks, review and
// questions may be shown. Each rule comes in the forms the code needs (a loaded row, a Prisma
// filter, an SQL fragment), all built from the same instants: a rule cannot drift between them.

/**
 * A mark may arrive this long after the deadline and still count: the time a save made in the last
 * second needs on a slow mobile connection. Later marks are refused.
 */
export const GRACE_MS = 5_000;

/** Deadlines and closings before this instant are past, grace included. */
const graceEnded = (now: Date) => new Date(now.getTime() - GRACE_MS);
/** An instant as SQL compares it with the timestamp columns (stored in UTC, without a zone). */
const sqlTime = (at: Date) => Prisma.sql`${at.toISOString()}::timestamp`;

type Times = { opensAt: Date; closesAt: Date };

/**
 * Finished: closed and past the grace, so no mark can still change a score. Only then may its
 * key, scores, ranks and review be shown, and its questions be shown with their answers elsewhere.
 */
const isFinished = (test: Pick<Times, "closesAt">, now: Date) => test.closesAt <= graceEnded(now);

/** A test's window: upcoming until opensAt, open until closesAt, finished once the grace after it has passed. */
export const testWindow = {
  isOpen: (test: Times, now: Date) => test.opensAt <= now && now < test.closesAt,
  upcomingWhere: (now: Date) => ({ opensAt: { gt: now } }),
  openWhere: (now: Date) => ({ opensAt: { lte: now }, closesAt: { gt: now } }),
  /** Closed for starting (its last marks may still be arriving). */
  closedWhere: (now: Date) => ({ closesAt: { lte: now } }),
  isFinished,
  unfinishedWhere: (now: Date) => ({ closesAt: { gt: graceEnded(now) } }),
  /**
   * Whether a test's key, score and review may show to one reader: a practice set is its owner's
   * alone, so for them it is over once they have submitted it; any other test once it is finished.
   */
  resultsOut: (test: Pick<Times, "closesAt"> & { kind: MockTestKind }, submitted: boolean, now: Date) => (kinds.reviewOnSubmit(test.kind) && submitted) || isFinished(test, now),
  /** Not finished at `now`, for SQL that names the test `t`. */
  unfinishedSql: (now: Date) => Prisma.sql`t."closesAt" > ${sqlTime(graceEnded(now))}`,
  /** resultsOut for a submitted attempt, for SQL that names the test `t`: the kinds reviewed on submit, or finished. */
  resultsOutSql: (now: Date) => Prisma.sql`(t."kind"::text IN (${Prisma.join(allKinds.filter(kinds.reviewOnSubmit))}) OR t."closesAt" <= ${sqlTime(graceEnded(now))})`,
};

type Attempt = { submittedAt: Date | null; deadline: Date };

/** An attempt's window: it takes marks until it is submitted or its deadline's grace has passed. */
export const attemptWindow = {
  takesMarks: (attempt: Attempt, now: Date) => !attempt.submittedAt && attempt.deadline >= graceEnded(now),
  takesMarksWhere: (now: Date) => ({ submittedAt: null, deadline: { gte: graceEnded(now) } }),
  /** For SQL that names the attempt `a`. */
  takesMarksSql: (now: Date) => Prisma.sql`a."submittedAt" IS NULL AND a."deadline" >= ${sqlTime(graceEnded(now))}`,
  /** Past its deadline and grace: the server submits it (blanks count as not answered). */
  isLate: (attempt: Pick<Attempt, "deadline">, now: Date) => attempt.deadline < graceEnded(now),
  dueWhere: (now: Date) => ({ submittedAt: null, deadline: { lt: graceEnded(now) } }),
  /** What the student is shown: time is up at the deadline itself, and the server closes it within seconds. */
  isOver: (attempt: Attempt, now: Date) => !!attempt.submittedAt || attempt.deadline <= now,
};
