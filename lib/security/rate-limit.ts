import type { PrismaClient } from "@/lib/generated/prisma/client";

// Sliding-window limits on actions that cost the site something or tell a caller something:
// starting a registration (an argon2id hash, a gateway order, and whether an email is registered)
// and asking for a password-reset link (an email). Counted in the database, so the limits hold
// across every instance of the site and across restarts. Sign-in has its own rules
// (lib/auth/rate-limit.ts: failures only, cleared by a success).

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

const HOUR = 60 * 60 * 1000;

/**
 * Registrations from one address: generous, because a class may register together from the
 * institute's own connection. One email may start a few (a failed or cancelled payment).
 */
export const registrationLimits = (ip: string, email: string): Limit[] => [
  { key: `register:ip:${ip}`, max: 30, windowMs: HOUR },
  { key: `register:email:${email.toLowerCase()}`, max: 5, windowMs: HOUR },
];

export const resetLimits = (ip: string, email: string): Limit[] => [
  { key: `reset:ip:${ip}`, max: 10, windowMs: HOUR },
  { key: `reset:email:${email.toLowerCase()}`, max: 3, windowMs: HOUR },
];

/** Guesses at the first admin's setup code: few per address, and few overall against a spread attack. */
export const setupCodeLimits = (ip: string): Limit[] => [
  { key: `setup:ip:${ip}`, max: 10, windowMs: HOUR },
  { key: "setup:any", max: 100, windowMs: HOUR },
];

/** Takes of the daily quiz without an account: each is counted, so a script must not inflate the count. */
export const quizLimits = (ip: string): Limit[] => [{ key: `quiz:ip:${ip}`, max: 60, windowMs: HOUR }];
/** Practice sets a student starts: plenty for a day's study, not a script's flood. */
export const practiceLimits = (userId: number): Limit[] => [{ key: `practice:user:${userId}`, max: 60, windowMs: HOUR }];
/** Staff sign-up requests: a scripted flood must not fill the cap of fifteen with waiting requests. */
export const staffRequestLimits = (ip: string): Limit[] => [{ key: `staff-request:ip:${ip}`, max: 5, windowMs: HOUR }];

/**
 * When a key with `max` uses at these times (newest first) may be used again, or null if it may
 * now: once the oldest of its last `max` uses leaves the window.
 */
export function freeAt(usesNewestFirst: Date[], max: number, windowMs: number): Date | null {
  if (usesNewestFirst.length < max) return null;
  return new Date(usesNewestFirst[max - 1].getTime() + windowMs);
}

export type Taken = { ok: true } | { ok: false; retryAt: Date };

/**
 * Counts one use under every limit, unless one of them is used up: then nothing is counted (so a
 * refused caller is free again on time) and the answer says when to come back. Two requests at the
 * same instant may both pass the last free place; these are soft limits against floods.
 */
export async function take(db: PrismaClient, limits: Limit[], now = new Date()): Promise<Taken> {
  let retryAt: Date | null = null;
  for (const { key, max, windowMs } of limits) {
    const uses = await db.rateEvent.findMany({
      where: { key, createdAt: { gt: new Date(now.getTime() - windowMs) } },
      orderBy: { createdAt: "desc" },
      take: max,
      select: { createdAt: true },
    });
    const free = freeAt(
      uses.map((u) => u.createdAt),
      max,
      windowMs,
    );
    if (free && (!retryAt || free > retryAt)) retryAt = free;
  }
  if (retryAt) return { ok: false, retryAt };
  const longest = Math.max(...limits.map((l) => l.windowMs));
  await db.$transaction([
    db.rateEvent.createMany({ data: limits.map(({ key }) => ({ key, createdAt: now })) }),
    db.rateEvent.deleteMany({ where: { key: { in: limits.map((l) => l.key) }, createdAt: { lt: new Date(now.getTime() - longest) } } }),
  ]);
  return { ok: true };
}
