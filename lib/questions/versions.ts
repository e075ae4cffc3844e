import { Prisma } from "@/lib/generated/prisma/client";
import type { QuestionText } from "./schema";

// A question's versions (issue 35): the one place that writes them. A version row holds the
// question as it was; it is written the first time something needs that state kept: a test
// holding the question (which from then on shows and reviews that version), or an edit moving
// past it. So a bank of 12,700 imported questions costs no second copy until tests use them.

type Tx = Prisma.TransactionClient;

/** The one lock of the bank's writes: an import, an edit, a delete, a new picture, one at a time. */
const BANK_LOCK = 21_001;
export async function lockBank(tx: Tx): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${BANK_LOCK}::bigint)`;
}

/**
 * The same lock shared, by whatever reads a key from the bank and pins its questions' versions (a
 * test, a quiz or a practice set saved): no write comes between the two, so the key is the pinned
 * versions' answers, a test being made during an edit waits for it and holds the edited version,
 * and a question deleted meanwhile is missing rather than half-held. Taken first, before a test's
 * own lock, as writers take the bank's before theirs: one order, no deadlock.
 */
export async function lockBankShared(tx: Tx): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock_shared(${BANK_LOCK}::bigint)`;
}

/**
 * The version rows of each question's current state, written where missing; questionId → version id.
 * The insert is one statement (ON CONFLICT for a row another transaction wrote first).
 */
export async function pinVersions(tx: Tx, ids: readonly number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  await tx.$executeRaw`
    INSERT INTO "QuestionVersion" ("questionId", "version", "subject", "topic", "difficulty", "answer", "ta", "en", "imageId", "createdAt")
    SELECT q."id", q."version", q."subject", q."topic", q."difficulty", q."answer", q."ta", q."en", q."imageId", q."createdAt"
      FROM "Question" q WHERE q."id" = ANY(${[...ids]}::int[])
    ON CONFLICT ("questionId", "version") DO NOTHING`;
  const rows = await tx.$queryRaw<{ questionId: number; id: number }[]>`
    SELECT v."questionId", v."id" FROM "QuestionVersion" v JOIN "Question" q ON q."id" = v."questionId" AND q."version" = v."version"
     WHERE q."id" = ANY(${[...ids]}::int[])`;
  return new Map(rows.map((r) => [r.questionId, r.id]));
}

/** What a version holds, as an edit gives it. */
export interface VersionContent {
  subject: string;
  topic: string;
  difficulty: "EASY" | "MEDIUM" | "HARD";
  answer: string;
  ta: QuestionText | null;
  en: QuestionText | null;
  imageId: number | null;
}

/** The columns of a Question row a version holds, and that row read as a version's content. */
export const contentColumns = { id: true, subject: true, topic: true, difficulty: true, answer: true, ta: true, en: true, imageId: true } as const;
export const contentOf = (q: Omit<VersionContent, "ta" | "en"> & { ta: unknown; en: unknown }): VersionContent => ({
  subject: q.subject,
  topic: q.topic,
  difficulty: q.difficulty,
  answer: q.answer,
  ta: q.ta as QuestionText | null,
  en: q.en as QuestionText | null,
  imageId: q.imageId,
});

/** The fields of `after` that differ from `before` ("answer, ta.options"); empty when none do. */
export function changedFields(before: VersionContent, after: VersionContent): string {
  const out: string[] = [];
  for (const key of ["subject", "topic", "difficulty", "answer", "imageId"] as const) if (before[key] !== after[key]) out.push(key === "imageId" ? "picture" : key);
  for (const lang of ["ta", "en"] as const) {
    const [a, b] = [before[lang], after[lang]];
    if (!a || !b) {
      if (a !== b) out.push(lang);
      continue;
    }
    for (const part of ["stem", "options", "explanation", "whyWrong"] as const) if (JSON.stringify(a[part]) !== JSON.stringify(b[part])) out.push(`${lang}.${part}`);
  }
  return out.join(", ");
}

const json = (text: QuestionText | null) => (text ? (text as unknown as Prisma.InputJsonValue) : Prisma.DbNull);

/** Writes version `version` of a question (after an edit), returning its id. */
export async function addVersion(tx: Tx, questionId: number, version: number, content: VersionContent, editedById: number | null, changed: string): Promise<number> {
  const { subject, topic, difficulty, answer, ta, en, imageId } = content;
  const row = await tx.questionVersion.create({
    data: { questionId, version, subject, topic, difficulty, answer, ta: json(ta), en: json(en), imageId, editedById, changed },
    select: { id: true },
  });
  return row.id;
}

/** Whether a test holds a version showing this picture (then the question's new picture keeps the old file). */
export async function pictureKept(tx: Tx, imageId: number): Promise<boolean> {
  return (await tx.mockTestQuestion.count({ where: { version: { imageId } } })) > 0;
}
