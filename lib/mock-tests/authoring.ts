import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { recordAudit } from "@/lib/audit/service";
import { lockBankShared } from "@/lib/questions/versions";
import { bankKey, storeBankQuestions } from "./bank";
import { keyOf } from "./key";
import type { MockTestInput } from "./schema";
import { changeKeyIn, lockTest } from "./service";
import { scheduledTests } from "./kinds";

// The console's writes of an online mock test (issue 18): each one transaction with its audit
// entry. Once students have sat a test, what decides their scores is guarded: the number of
// questions, the bubbles and the marks cannot change, and a new key goes through changeKeyIn,
// which logs each changed question and scores every attempt again.

type Db = PrismaClient | Prisma.TransactionClient;
export type AuthoringError = "notFound" | "questionPost" | "answerPost" | "bankQuestions" | "rulesLocked" | "keyFinal" | "hasAttempts";
type Outcome<T = object> = ({ ok: true } & T) | { ok: false; error: AuthoringError };

const json = (value: unknown) => value as Prisma.InputJsonValue;
/** The form's times have minutes, not seconds. */
const minuteOf = (at: Date) => Math.floor(at.getTime() / 60_000);

/**
 * The question paper must be a question post of the test's department, the answer paper an answer
 * post; a test from the bank must name questions that exist, and takes its key from their answers.
 */
async function postsProblem(db: Db, input: MockTestInput, held: readonly number[] = []): Promise<AuthoringError | MockTestInput> {
  const ids = [...(input.questionPostId ? [input.questionPostId] : []), ...(input.answerPostId ? [input.answerPostId] : [])];
  const posts = await db.testSeriesPost.findMany({ where: { id: { in: ids } }, select: { id: true, paperType: true, department: true } });
  const fits = (id: number, paperType: "QUESTION" | "ANSWER") => posts.some((p) => p.id === id && p.paperType === paperType && p.department === input.department);
  if (input.questionPostId !== null && !fits(input.questionPostId, "QUESTION")) return "questionPost";
  if (input.answerPostId && !fits(input.answerPostId, "ANSWER")) return "answerPost";
  if (!input.bankQuestionIds) return input.questionPostId === null ? "questionPost" : input;
  const key = await bankKey(db, input.bankQuestionIds, held);
  return key ? { ...input, answerKey: key } : "bankQuestions";
}

/** The test's own columns (its bank questions are rows of their own). */
function fields(input: MockTestInput) {
  const { sections, answerKey, ...rest } = input;
  delete (rest as Partial<MockTestInput>).bankQuestionIds;
  return { ...rest, sections: json(sections), answerKey: json(answerKey) };
}

export async function createMockTest(db: PrismaClient, actorId: number | null, given: MockTestInput): Promise<Outcome<{ id: number }>> {
  return db.$transaction((tx) => createMockTestIn(tx, actorId, given));
}

/** The same inside the caller's transaction (a test made from a paper, with the paper's row). */
export async function createMockTestIn(tx: Prisma.TransactionClient, actorId: number | null, given: MockTestInput): Promise<Outcome<{ id: number }>> {
  await lockBankShared(tx);
  const input = await postsProblem(tx, given);
  if (typeof input === "string") return { ok: false, error: input };
  const { id } = await tx.mockTest.create({ data: fields(input), select: { id: true } });
  await storeBankQuestions(tx, id, input.bankQuestionIds);
  await recordAudit(tx, actorId, "mockTest.create", "MockTest", id, input.titleEn);
  return { ok: true, id };
}

/**
 * Saves the form over a test. Before anyone starts it, everything may change. Once someone has,
 * the questions, bubbles, marks and opening time are refused ("rulesLocked"), and an earlier
 * closing time cuts short the sittings still open; once someone has submitted, a
 * different key is stored by changeKeyIn (logged, every attempt re-scored), all in one transaction.
 */
export async function updateMockTest(db: PrismaClient, actorId: number | null, id: number, given: MockTestInput): Promise<Outcome<{ rescored: number | null }>> {
  // One transaction behind the test's lock (lib/mock-tests/service.ts lockTest): a submission either
  // lands before it, and is counted and re-scored with the new key, or waits for it and is scored by it.
  return db.$transaction((tx) => saveForm(tx, actorId, id, given));
}

async function saveForm(tx: Prisma.TransactionClient, actorId: number | null, id: number, given: MockTestInput): Promise<Outcome<{ rescored: number | null }>> {
  await lockBankShared(tx);
  if (!(await lockTest(tx, id, "update"))) return { ok: false, error: "notFound" };
  // Quizzes and practice sets are not this form's (issue 21).
  const current = await tx.mockTest.findUnique({
    where: { id, ...scheduledTests },
    select: {
      questions: true,
      options: true,
      correct: true,
      wrong: true,
      opensAt: true,
      answerKey: true,
      keyFinal: true,
      bankQuestions: { orderBy: { position: "asc" }, select: { questionId: true } },
      _count: { select: { attempts: true } },
    },
  });
  if (!current) return { ok: false, error: "notFound" };
  const checked = await postsProblem(
    tx,
    given,
    current.bankQuestions.map((q) => q.questionId),
  );
  if (typeof checked === "string") return { ok: false, error: checked };
  const bankIds = current.bankQuestions.map((q) => q.questionId);
  // The same bank questions keep the stored key: objections decided since (a drop, a second letter) stand.
  const sameQuestions = checked.bankQuestionIds !== null && JSON.stringify(bankIds) === JSON.stringify(checked.bankQuestionIds);
  const input = sameQuestions ? { ...checked, answerKey: keyOf(current) } : checked;
  // The opening time too: moving it later would hide the question paper from students sitting it.
  const rulesChanged =
    current.questions !== input.questions ||
    current.options !== input.options ||
    current.correct !== input.correct ||
    current.wrong !== input.wrong ||
    minuteOf(current.opensAt) !== minuteOf(input.opensAt) ||
    // Other bank questions are another paper: the marks already made would answer different questions.
    JSON.stringify(bankIds) !== JSON.stringify(input.bankQuestionIds ?? []);
  if (current._count.attempts > 0 && rulesChanged) return { ok: false, error: "rulesLocked" };
  const submitted = await tx.mockAttempt.count({ where: { testId: id, submittedAt: { not: null } } });
  const keyChanged = JSON.stringify(current.answerKey) !== JSON.stringify(input.answerKey);
  // A final key is what results were published on: nothing changes it any more, as objections cannot.
  if (current.keyFinal && keyChanged) return { ok: false, error: "keyFinal" };
  const { answerKey, ...data } = fields(input);
  await tx.mockTest.update({ where: { id }, data: submitted && keyChanged ? data : { ...data, answerKey } });
  await storeBankQuestions(tx, id, input.bankQuestionIds);
  // Closing earlier ends the sittings still open by then too: the key is shown at the closing
  // time, so nobody may still be marking after it.
  await tx.mockAttempt.updateMany({ where: { testId: id, submittedAt: null, deadline: { gt: input.closesAt } }, data: { deadline: input.closesAt } });
  await recordAudit(tx, actorId, "mockTest.update", "MockTest", id, input.titleEn);
  if (!submitted || !keyChanged) return { ok: true, rescored: null };
  const { moved } = await changeKeyIn(tx, id, input.answerKey, actorId);
  return { ok: true, rescored: moved };
}

/** Deletes a test nobody has started; one with attempts is kept ("hasAttempts"), their scores with it. */
export async function deleteMockTest(db: PrismaClient, actorId: number | null, id: number): Promise<Outcome> {
  return db.$transaction(async (tx) => {
    const test = await tx.mockTest.findUnique({ where: { id, ...scheduledTests }, select: { titleEn: true, _count: { select: { attempts: true } } } });
    if (!test) return { ok: false, error: "notFound" } as const;
    if (test._count.attempts > 0) return { ok: false, error: "hasAttempts" } as const;
    await tx.mockTest.delete({ where: { id } });
    await recordAudit(tx, actorId, "mockTest.delete", "MockTest", id, test.titleEn);
    return { ok: true } as const;
  });
}

/** Makes the key final: objections close with it. Finalising twice changes nothing. */
export async function finaliseKey(db: PrismaClient, actorId: number | null, id: number): Promise<Outcome<{ already: boolean }>> {
  return db.$transaction(async (tx) => {
    const test = await tx.mockTest.findUnique({ where: { id, ...scheduledTests }, select: { titleEn: true, keyFinal: true } });
    if (!test) return { ok: false, error: "notFound" } as const;
    if (test.keyFinal) return { ok: true, already: true } as const;
    await tx.mockTest.update({ where: { id }, data: { keyFinal: true } });
    await recordAudit(tx, actorId, "mockTest.keyFinal", "MockTest", id, test.titleEn);
    return { ok: true, already: false } as const;
  });
}
