import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { recordAudit } from "@/lib/audit/service";
import { answerLetters, keyOf, type KeyEntry, type Letter, type OptionSet } from "./key";
import { applyKeyChange, lockTest } from "./service";

// Staff decisions on objections to a provisional key (issue 18). Accepting changes that
// question's key entry, re-scores every attempt (ranks follow, computed on read) and closes the
// question's open objections, all in one transaction with its audit entry; rejecting only closes them.

/** What accepting does to the question's key entry: one letter, one more accepted letter, or drop it. */
export type Decision = { kind: "only"; letter: Letter } | { kind: "add"; letter: Letter } | { kind: "drop" };

export type DecisionRefusal = "notFound" | "keyFinal" | "noOpenObjections" | "badLetter";

/** The question's new entry; null when the letter is not an answer on this sheet. */
export function decidedEntry(current: KeyEntry, decision: Decision, allowed: readonly Letter[]): KeyEntry | null {
  if (decision.kind === "drop") return { dropped: true };
  if (!allowed.includes(decision.letter)) return null;
  if (decision.kind === "only" || "dropped" in current) return { accepted: [decision.letter] };
  return { accepted: [...new Set([...current.accepted, decision.letter])].sort() };
}

const describe = (entry: KeyEntry) => ("dropped" in entry ? "dropped" : entry.accepted.join("/"));

/** Locks the test and finds the question's open objections; a refusal when there is nothing to decide. */
async function openObjections(tx: Prisma.TransactionClient, testId: number, question: number) {
  await lockTest(tx, testId, "update");
  const test = await tx.mockTest.findUnique({ where: { id: testId }, select: { titleEn: true, keyFinal: true, questions: true, options: true, answerKey: true } });
  if (!test || question < 1 || question > test.questions) return { refused: "notFound" } as const;
  if (test.keyFinal) return { refused: "keyFinal" } as const;
  const open = await tx.mockObjection.count({ where: { testId, question, kind: "KEY", status: "OPEN" } });
  if (!open) return { refused: "noOpenObjections" } as const;
  return { test, open } as const;
}

export async function acceptObjection(db: PrismaClient, actorId: number | null, input: { testId: number; question: number; decision: Decision }, now = new Date()) {
  const { testId, question, decision } = input;
  return db.$transaction(async (tx) => {
    const found = await openObjections(tx, testId, question);
    if ("refused" in found) return { ok: false, reason: found.refused } as { ok: false; reason: DecisionRefusal };
    const { test, open } = found;
    const key = keyOf(test);
    const allowed = answerLetters(test.options as OptionSet);
    const entry = decidedEntry(key[question - 1], decision, allowed);
    if (!entry) return { ok: false, reason: "badLetter" } as { ok: false; reason: DecisionRefusal };
    const next = key.map((old, i) => (i === question - 1 ? entry : old));
    const { changed, moved } = await applyKeyChange(tx, testId, next);
    await tx.mockObjection.updateMany({ where: { testId, question, kind: "KEY", status: "OPEN" }, data: { status: "ACCEPTED", decidedAt: now } });
    await recordAudit(
      tx,
      actorId,
      "mockTest.objectionAccepted",
      "MockTest",
      testId,
      `${test.titleEn}: question ${question} key ${describe(key[question - 1])} → ${describe(entry)}, ${open} objections accepted, ${moved} scores changed`,
    );
    return { ok: true, changed: changed.length > 0, moved, decided: open } as const;
  });
}

export async function rejectObjection(db: PrismaClient, actorId: number | null, input: { testId: number; question: number }, now = new Date()) {
  const { testId, question } = input;
  return db.$transaction(async (tx) => {
    const found = await openObjections(tx, testId, question);
    if ("refused" in found) return { ok: false, reason: found.refused } as { ok: false; reason: DecisionRefusal };
    await tx.mockObjection.updateMany({ where: { testId, question, kind: "KEY", status: "OPEN" }, data: { status: "REJECTED", decidedAt: now } });
    await recordAudit(tx, actorId, "mockTest.objectionRejected", "MockTest", testId, `${found.test.titleEn}: question ${question}, ${found.open} objections rejected`);
    return { ok: true, decided: found.open } as const;
  });
}
