// The database side of bench/tests.ts: paid students and one open 200-question test written
// straight into the scratch database before the server starts (one multi-row INSERT per 1,000),
// the re-read of every stored answer after it stops, and the ranking of 10,000 attempts.
import { encode } from "next-auth/jwt";
import { setAppDatabase, type Database } from "@/lib/db";
import type { KeyEntry } from "@/lib/mock-tests/key";
import { standing } from "@/lib/mock-tests/queries";
import type { StudentPlan } from "./mock-plan";
import { time } from "./timing";

const CHUNK = 1000;
const chunks = (from: number, to: number) =>
  Array.from({ length: Math.ceil((to - from + 1) / CHUNK) }, (_, i) => from + i * CHUNK).map((start) => Array.from({ length: Math.min(CHUNK, to - start + 1) }, (_, i) => start + i));

/** Student n's account and profile rows, as a verified payment leaves them (bench/students.ts seeds the same). */
export const benchUser = (n: number) => ({ id: n, role: "STUDENT" as const, username: `மாணவர் ${n}`, email: `s${n}@example.com`, passwordHash: "x" });
export const benchProfile = (n: number) => ({
  userId: n,
  registerNo: `VP2026-${String(n).padStart(5, "0")}`,
  fatherName: "தந்தை",
  dob: new Date("2000-01-01"),
  qualification: "B.A. தமிழ்",
  phoneNumber: `9${String(n).padStart(9, "0")}`,
  whatsappNumber: "9876543210",
  fatherPhoneNumber: "9876543211",
  aadhaarNumber: `2${String(n).padStart(11, "0")}`,
  community: "BC" as const,
  bloodGroup: "O_POS" as const,
  address: `${n}, காந்தி சாலை, மதுரை 625001`,
  paymentId: `pay_bench${n}`,
});

/**
 * The cookie a sign-in would give student `userId` (lib/auth/index.ts's claims), signed with the
 * server's AUTH_SECRET: 2,000 argon2id sign-ins would measure bench:login, not the exam.
 */
export async function studentCookie(userId: number, secret: string): Promise<string> {
  const name = "authjs.session-token";
  const value = await encode({ token: { sub: String(userId), name: `மாணவர் ${userId}`, uid: userId, role: "STUDENT", sv: 0 }, secret, salt: name });
  return `${name}=${value}`;
}

/** Students 1…count (user ids too), paid. */
export async function seedStudents(database: Database, count: number): Promise<void> {
  for (const ids of chunks(1, count)) {
    await database.prisma.$transaction(async (tx) => {
      await tx.user.createMany({ data: ids.map(benchUser) });
      await tx.studentProfile.createMany({ data: ids.map(benchProfile) });
    });
  }
}

/** A TNPSC-style A–E test of `questions` questions, open from a minute ago until `closesAt`, with a random key. */
export async function seedTest(database: Database, o: { questions: number; minutes: number; closesAt: Date; random: () => number; title: string }): Promise<number> {
  const db = database.prisma;
  const file = await db.storedFile.create({ data: { key: `papers/bench-${Date.now()}-${o.title}.pdf`, fileName: "question-paper.pdf", contentType: "application/pdf", size: 1000 } });
  const post = await db.testSeriesPost.create({ data: { examType: "TNPSC", department: "GROUP_IV", subject: o.title, paperType: "QUESTION", fileId: file.id } });
  const answerKey: KeyEntry[] = Array.from({ length: o.questions }, () => ({ accepted: [(["A", "B", "C", "D"] as const)[Math.floor(o.random() * 4)]] }));
  const test = await db.mockTest.create({
    data: {
      titleTa: `சுமை சோதனை ${o.title}`,
      titleEn: `Load test ${o.title}`,
      examType: "TNPSC",
      department: "GROUP_IV",
      questionPostId: post.id,
      opensAt: new Date(Date.now() - 60_000),
      closesAt: o.closesAt,
      minutes: o.minutes,
      questions: o.questions,
      options: "AE",
      correct: 150,
      wrong: 0,
      sections: [{ name: "பொது", from: 1, to: o.questions }],
      answerKey: answerKey as object[],
    },
  });
  return test.id;
}

/** An attempt of `testId` for each of `userIds`, started now: an exam-morning window inside a sitting. Answers each student's attempt id. */
export async function seedAttempts(database: Database, testId: number, userIds: number[], minutes: number): Promise<Map<number, number>> {
  const startedAt = new Date();
  const deadline = new Date(startedAt.getTime() + minutes * 60_000);
  for (let i = 0; i < userIds.length; i += CHUNK) {
    await database.prisma.mockAttempt.createMany({ data: userIds.slice(i, i + CHUNK).map((userId) => ({ testId, userId, startedAt, deadline })) });
  }
  const rows = await database.prisma.mockAttempt.findMany({ where: { testId }, select: { id: true, userId: true } });
  return new Map(rows.map((r) => [r.userId, r.id]));
}

export interface Check {
  answers: number;
  /** An intended answer with no row. */
  missing: number;
  /** A row with another letter or sequence number than the newest mark the student sent. */
  misplaced: number;
  /** A row for a question the student never marked, or an attempt of nobody simulated. */
  extra: number;
  submitted: number;
  attempts: number;
}

/** Re-reads every answer of the test and holds it against what each student last intended. */
export async function checkAnswers(database: Database, testId: number, plans: StudentPlan[]): Promise<Check> {
  const db = database.prisma;
  const byUser = new Map(plans.map((p) => [p.userId, p]));
  const check: Check = { answers: 0, missing: 0, misplaced: 0, extra: 0, submitted: 0, attempts: 0 };
  const attempts = await db.mockAttempt.findMany({ where: { testId }, select: { id: true, userId: true, submittedAt: true } });
  check.attempts = attempts.length;
  check.submitted = attempts.filter((a) => a.submittedAt).length;
  const seen = new Set<number>();
  for (let i = 0; i < attempts.length; i += 200) {
    const group = attempts.slice(i, i + 200);
    const rows = await db.mockAnswer.findMany({ where: { attemptId: { in: group.map((a) => a.id) } }, select: { attemptId: true, question: true, letter: true, seq: true } });
    const stored = new Map<number, Map<number, { letter: string | null; seq: number }>>(group.map((a) => [a.id, new Map()]));
    for (const row of rows) stored.get(row.attemptId)!.set(row.question, row);
    check.answers += rows.length;
    for (const attempt of group) {
      const plan = byUser.get(attempt.userId);
      const answers = stored.get(attempt.id)!;
      if (!plan) {
        check.extra += answers.size;
        continue;
      }
      seen.add(plan.userId);
      for (const [question, want] of plan.intended) {
        const got = answers.get(question);
        if (!got) check.missing += 1;
        else if (got.letter !== want.letter || got.seq !== want.seq) check.misplaced += 1;
      }
      for (const question of answers.keys()) if (!plan.intended.has(question)) check.extra += 1;
    }
  }
  // A student whose start never succeeded has no attempt: every answer they meant is missing.
  for (const plan of plans) if (!seen.has(plan.userId)) check.missing += plan.intended.size;
  return check;
}

/**
 * Ranks `count` submitted attempts with random scores in a second test (students beyond those
 * seeded are added as bare accounts): the median time of standing() for one student, as the
 * result page asks it, over 20 runs.
 */
export async function rankTiming(database: Database, count: number, students: number, random: () => number): Promise<{ median: number; p95: number }> {
  const db = database.prisma;
  if (count > students) {
    for (const ids of chunks(students + 1, count)) await db.user.createMany({ data: ids.map((n) => ({ id: n, role: "STUDENT" as const, username: `மாணவர் ${n}`, passwordHash: "x" })) });
  }
  const testId = await seedTest(database, { questions: 200, minutes: 180, closesAt: new Date(Date.now() - 1000), random, title: "ranking" });
  const submittedAt = new Date();
  for (const ids of chunks(1, count)) {
    await db.mockAttempt.createMany({
      data: ids.map((userId) => {
        const correct = Math.floor(random() * 201);
        return { testId, userId, startedAt: submittedAt, deadline: submittedAt, submittedAt, score: correct * 150, correct, wrong: 200 - correct, notAnswered: 0 };
      }),
    });
  }
  setAppDatabase(database);
  const someone = Math.ceil(count / 2);
  if (!(await standing(testId, someone))) throw new Error("standing() found no rank for a seeded attempt");
  return time(() => standing(testId, someone));
}
