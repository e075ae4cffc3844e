import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import type { ExamKey } from "@/lib/exams/rules";
import { isSubject, subjects, syllabusOf } from "@/lib/exams/syllabus";
import { bankKey, storeBankQuestions } from "@/lib/mock-tests/bank";
import { drawQuestions, heldByUnfinishedTest, practisableBy } from "@/lib/questions/draw";
import { lockBankShared } from "@/lib/questions/versions";
import { testWindow } from "@/lib/mock-tests/window";
import { startAttempt } from "@/lib/mock-tests/service";
import { drawDue } from "./revision";
import { UNTIMED_MINUTES, type PracticeForm } from "./schema";

// Practice sets (issue 21): mock tests of kind PRACTICE owned by one student, sat on the same
// answer sheet and scored by the same engine. A set closes when its owner submits it, so its review
// and explanations follow at once.

export type PracticeError = "notEnough" | "noWrongAnswers" | "nothingDue";

/**
 * The student's latest answer to each bank question they practised, or met in a test that has
 * finished, where it was wrong: newest first. Under the bank's rule (lib/questions/draw.ts): only
 * what they may practise (`practisableBy`), and never one a test or quiz that has not finished holds now.
 */
export async function wrongAnswers(db: PrismaClient, userId: number, limit = 200, now = new Date()) {
  return db.$queryRaw<{ questionId: number; letter: string; answer: string; subject: string; topic: string; ta: unknown; en: unknown }[]>`
    SELECT w."questionId", w."letter", w."answer", w."subject", w."topic", w."ta", w."en" FROM (
      SELECT DISTINCT ON (q."id") q."id" AS "questionId", m."letter", v."answer", q."subject", q."topic", v."ta", v."en", a."submittedAt"
        FROM "MockAttempt" a
        JOIN "MockTest" t ON t."id" = a."testId" AND (t."kind" = 'PRACTICE' OR (t."kind" = 'TEST' AND NOT ${testWindow.unfinishedSql(now)}))
        JOIN "MockTestQuestion" mq ON mq."testId" = t."id"
        JOIN "Question" q ON q."id" = mq."questionId" AND q."deletedAt" IS NULL
        -- Judged and shown as the version that was sat (issue 35): a later edit does not turn a right answer wrong.
        JOIN "QuestionVersion" v ON v."id" = mq."versionId"
        -- The latest answer given: a question left blank since keeps its earlier wrong answer.
        JOIN "MockAnswer" m ON m."attemptId" = a."id" AND m."question" = mq."position" AND m."letter" IS NOT NULL
       WHERE a."userId" = ${userId} AND a."submittedAt" IS NOT NULL AND ${practisableBy(userId, now)} AND NOT ${heldByUnfinishedTest(now)}
       ORDER BY q."id", a."submittedAt" DESC
    ) w
    WHERE w."letter" <> w."answer"
    ORDER BY w."submittedAt" DESC
    LIMIT ${limit}`;
}

/**
 * Questions for a set: drawn at random from the exam's subjects (or one subject or topic), or the
 * wrong answers again, under the bank's one rule (lib/questions/draw.ts): a set shows its answers,
 * so never a question of a test or quiz that has not finished, not even one the student got wrong before.
 */
async function chooseQuestions(db: PrismaClient, userId: number, form: PracticeForm, now: Date): Promise<number[]> {
  if (form.from === "wrong") return (await wrongAnswers(db, userId, form.count, now)).map((w) => w.questionId);
  if (form.from === "due") return drawDue(db, userId, form.count, now);
  return drawQuestions(db, { purpose: "practice", subjects: form.subject ? [form.subject] : syllabusOf[form.exam as ExamKey], topic: form.topic, count: form.count }, now);
}

const setNames = { wrong: { ta: "தவறிய வினாக்கள்", en: "wrong answers" }, due: { ta: "இன்றைய மீள்பார்வை", en: "revision due today" }, all: { ta: "அனைத்துப் பாடங்கள்", en: "all subjects" } };

/** "Practice: History", "Practice: wrong answers", in both languages. */
function titleOf(form: PracticeForm) {
  const what = form.from !== "bank" ? setNames[form.from] : form.subject && isSubject(form.subject) ? subjects[form.subject] : setNames.all;
  return { titleTa: `பயிற்சி: ${what.ta}`, titleEn: `Practice: ${what.en}` };
}

const emptyError = { bank: "notEnough", wrong: "noWrongAnswers", due: "nothingDue" } as const;

/** Makes the set and starts its sitting; the set's id, or why not. */
export async function startPractice(db: PrismaClient, userId: number, form: PracticeForm, now = new Date()): Promise<{ ok: true; id: number } | { ok: false; error: PracticeError }> {
  const ids = await chooseQuestions(db, userId, form, now);
  if (ids.length === 0) return { ok: false, error: emptyError[form.from] };
  const minutes = form.minutes || UNTIMED_MINUTES;
  const id = await db.$transaction(async (tx) => {
    // The key read and the versions pinned under the bank's shared lock: of the same questions' state.
    await lockBankShared(tx);
    const key = await bankKey(tx, ids);
    // Deleted since they were drawn: another draw next time.
    if (!key) return null;
    const test = await tx.mockTest.create({
      data: {
        kind: "PRACTICE",
        ownerId: userId,
        explainEach: form.explainEach,
        ...titleOf(form),
        opensAt: now,
        closesAt: new Date(now.getTime() + minutes * 60_000),
        minutes,
        questions: ids.length,
        options: "AD",
        correct: 100,
        wrong: 0,
        sections: [],
        answerKey: key as unknown as Prisma.InputJsonValue,
      },
      select: { id: true },
    });
    await storeBankQuestions(tx, test.id, ids);
    return test.id;
  });
  if (id === null) return { ok: false, error: "notEnough" };
  await startAttempt(db, id, userId, now);
  return { ok: true, id };
}
