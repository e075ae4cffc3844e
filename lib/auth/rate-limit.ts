import type { PrismaClient } from "@/lib/generated/prisma/client";
import { freeAt } from "@/lib/security/rate-limit";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins for one account within the window before it is locked. */
export const ACCOUNT_FAILURE_LIMIT = 10;
/** Failed logins from one address within the window (any accounts) before it is locked. */
export const IP_FAILURE_LIMIT = 30;

export interface LoginKeys {
  account: string;
  ip: string;
}

export function loginKeys(role: string, username: string, ip: string): LoginKeys {
  return { account: `acct:${role}:${username.toLowerCase()}`, ip: `ip:${ip}` };
}

/**
 * When the account or the address may try again, or null if it may now. Stored in the database,
 * so the limit holds across every instance of the site.
 */
export async function loginBlockedUntil(db: PrismaClient, keys: LoginKeys, now = new Date()): Promise<Date | null> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  let until: Date | null = null;
  for (const [key, limit] of [[keys.account, ACCOUNT_FAILURE_LIMIT], [keys.ip, IP_FAILURE_LIMIT]] as const) {
    const failures = await db.loginAttempt.findMany({
      where: { key, success: false, createdAt: { gte: since } },
      orderBy: { createdAt: "desc" },
      take: limit,
      select: { createdAt: true },
    });
    const free = freeAt(failures.map((f) => f.createdAt), limit, LOGIN_WINDOW_MS);
    if (free && (!until || free > until)) until = free;
  }
  return until;
}

/** Records an attempt. Success clears the account's failures; old rows of these keys are pruned. */
export async function recordLogin(db: PrismaClient, keys: LoginKeys, success: boolean, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db.$transaction([
    db.loginAttempt.createMany({ data: [keys.account, keys.ip].map((key) => ({ key, success, createdAt: now })) }),
    db.loginAttempt.deleteMany({
      where: success
        ? { OR: [{ key: keys.account, success: false }, { key: { in: [keys.account, keys.ip] }, createdAt: { lt: cutoff } }] }
        : { key: { in: [keys.account, keys.ip] }, createdAt: { lt: cutoff } },
    }),
  ]);
}
