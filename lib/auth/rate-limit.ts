import type { PrismaClient } from "@/lib/generated/prisma/client";
import { freeAt } from "@/lib/security/rate-limit";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins for one account from one address within the window before that pair is locked. */
export const ACCOUNT_FAILURE_LIMIT = 10;
/** Failed logins from one address within the window (any accounts) before it is locked. */
export const IP_FAILURE_LIMIT = 30;
/** Extra wait per failure of an account (from any address) past the limit, and its ceiling. */
export const SLOWDOWN_STEP_MS = 250;
export const SLOWDOWN_MAX_MS = 5_000;

export interface LoginKeys {
  /** Every address's failures for the account: only slows it down. */
  account: string;
  /** This address's failures for the account: locks the pair. */
  pair: string;
  ip: string;
}

/**
 * A stranger's failures must not lock the owner out, so the lock is per account *and* address;
 * an attacker spreading guesses over many addresses meets the per-account slow-down instead.
 */
export function loginKeys(role: string, account: string, ip: string): LoginKeys {
  const acct = `acct:${role}:${account.toLowerCase()}`;
  return { account: acct, pair: `${acct}@${ip}`, ip: `ip:${ip}` };
}

async function failures(db: PrismaClient, key: string, since: Date, take: number): Promise<Date[]> {
  const rows = await db.loginAttempt.findMany({ where: { key, success: false, createdAt: { gte: since } }, orderBy: { createdAt: "desc" }, take, select: { createdAt: true } });
  return rows.map((row) => row.createdAt);
}

export interface LoginGate {
  /** When the pair or the address may try again; null if now. */
  blockedUntil: Date | null;
  /** How long to wait before checking the password. */
  delayMs: number;
}

/** Stored in the database, so the limits hold across every instance of the site. */
export async function loginGate(db: PrismaClient, keys: LoginKeys, now = new Date()): Promise<LoginGate> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  let blockedUntil: Date | null = null;
  for (const [key, limit] of [
    [keys.pair, ACCOUNT_FAILURE_LIMIT],
    [keys.ip, IP_FAILURE_LIMIT],
  ] as const) {
    const free = freeAt(await failures(db, key, since, limit), limit, LOGIN_WINDOW_MS);
    if (free && (!blockedUntil || free > blockedUntil)) blockedUntil = free;
  }
  const cap = ACCOUNT_FAILURE_LIMIT + SLOWDOWN_MAX_MS / SLOWDOWN_STEP_MS;
  const beyond = (await failures(db, keys.account, since, cap)).length - ACCOUNT_FAILURE_LIMIT;
  return { blockedUntil, delayMs: Math.min(Math.max(beyond, 0) * SLOWDOWN_STEP_MS, SLOWDOWN_MAX_MS) };
}

/**
 * Records an attempt. Only failures are kept (nothing reads successes, and a busy address's
 * successes would only lengthen every later check); the owner's success clears the account's
 * failures (lock and slow-down). Rows older than a day are pruned.
 */
export async function recordLogin(db: PrismaClient, keys: LoginKeys, success: boolean, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const all = [keys.account, keys.pair, keys.ip];
  const prune = db.loginAttempt.deleteMany({
    where: success ? { OR: [{ key: { in: [keys.account, keys.pair] } }, { key: keys.ip, createdAt: { lt: cutoff } }] } : { key: { in: all }, createdAt: { lt: cutoff } },
  });
  await (success ? prune : db.$transaction([db.loginAttempt.createMany({ data: all.map((key) => ({ key, success, createdAt: now })) }), prune]));
}
