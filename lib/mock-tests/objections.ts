import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { ObjectionKind } from "@/lib/generated/prisma/enums";
import { reasonLength } from "./display";
import { answerLetters, keyOf, shadedLetters } from "./key";
import type { OptionSet } from "./key";
import { testWindow } from "./window";

// A student's writes on their result page (issue 18): an objection to a question of the
// provisional key, or (issue 36) to how the reader took their paper sheet, and the top-ten opt-out.
// Every rule is checked here, whatever the form allowed.

type Db = PrismaClient | Prisma.TransactionClient;

export type ObjectionRefusal =
  /** No such test. */
  | "notFound"
  /** The student never submitted this test: only who sat it may object. */
  | "notSat"
  /** Before the test closed (the key is not shown yet), after the window, with no window set, or the key is final. */
  | "windowClosed"
  | "badQuestion"
  | "badLetter"
  | "badReason"
  /** The question is dropped already: everyone has its mark. */
  | "dropped"
  /** One objection of each kind per question per student. */
  | "already"
  /** A reading objection from a student whose attempt was not read from a paper sheet. */
  | "notPaper";

/**
 * The one window for objections of either kind: once the test has finished (its key and review are
 * shown then), until the time staff set, while the key is provisional.
 */
export const objectionsOpen = (test: { closesAt: Date; objectionsUntil: Date | null; keyFinal: boolean }, now: Date) =>
  !test.keyFinal && !!test.objectionsUntil && testWindow.isFinished(test, now) && now < test.objectionsUntil;

/**
 * Files one objection. Allowed to a student who submitted the test, within `objectionsOpen`; one of
 * each kind per question, by the unique (test, student, question, kind) index, so two taps at once
 * still store one. A reading objection only from a student whose attempt is their scanned sheet.
 */
export async function fileObjection(
  db: Db,
  input: { testId: number; userId: number; question: number; letter: string; reason: string; kind?: ObjectionKind },
  now = new Date(),
): Promise<{ ok: true } | { ok: false; reason: ObjectionRefusal }> {
  const refuse = (reason: ObjectionRefusal) => ({ ok: false, reason }) as const;
  const test = await db.mockTest.findUnique({
    where: { id: input.testId },
    select: { closesAt: true, objectionsUntil: true, keyFinal: true, questions: true, options: true, answerKey: true },
  });
  if (!test) return refuse("notFound");
  const attempt = await db.mockAttempt.findUnique({ where: { testId_userId: { testId: input.testId, userId: input.userId } }, select: { submittedAt: true, source: true } });
  if (!attempt?.submittedAt) return refuse("notSat");
  if (!objectionsOpen(test, now)) return refuse("windowClosed");
  const kind = input.kind ?? "KEY";
  if (kind === "READING" && attempt.source !== "PAPER") return refuse("notPaper");
  if (!Number.isInteger(input.question) || input.question < 1 || input.question > test.questions) return refuse("badQuestion");
  const letters: string[] = kind === "READING" ? shadedLetters(test.options as OptionSet) : answerLetters(test.options as OptionSet);
  if (!letters.includes(input.letter)) return refuse("badLetter");
  const reason = input.reason.trim();
  if (reason.length < reasonLength.min || reason.length > reasonLength.max) return refuse("badReason");
  const entry = keyOf(test)[input.question - 1];
  if (kind === "KEY" && entry && "dropped" in entry) return refuse("dropped");
  const { count } = await db.mockObjection.createMany({
    data: [{ testId: input.testId, userId: input.userId, question: input.question, kind, letter: input.letter, reason }],
    skipDuplicates: true,
  });
  return count ? { ok: true } : refuse("already");
}

/** The student's "don't show my name in the top ten", for every test; they are still ranked. */
export async function setHideFromToppers(db: Db, userId: number, hide: boolean): Promise<boolean> {
  const { count } = await db.studentProfile.updateMany({ where: { userId }, data: { hideFromToppers: hide } });
  return count > 0;
}
