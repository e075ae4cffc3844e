import { setTimeout as sleep } from "node:timers/promises";
import type { PrismaClient, User } from "@/lib/generated/prisma/client";
import { verifyDecoy, verifyPassword } from "./password";
import { loginGate, loginKeys, recordLogin } from "./rate-limit";
import type { LoginInput } from "./schema";

export interface SessionUser {
  id: number;
  role: User["role"];
  username: string;
  sessionVersion: number;
}

export type LoginResult = { ok: true; user: SessionUser } | { ok: false; reason: "invalid" | "pending" } | { ok: false; reason: "rateLimited"; until: Date };

/**
 * The account a login names. Staff and admins sign in with their unique username. Names are not
 * unique among students, so a student gives a register number, an email or a mobile number,
 * told apart by their shape (an @, ten digits, anything else).
 */
export function findLoginAccount(db: PrismaClient, role: User["role"], identifier: string): Promise<User | null> {
  const given = identifier.trim();
  if (role !== "STUDENT") return db.user.findFirst({ where: { role, username: given } });
  if (given.includes("@")) return db.user.findUnique({ where: { role_email: { role, email: given.toLowerCase() } } });
  const digits = given.replace(/[\s-]/g, "").replace(/^\+?91(?=\d{10}$)/, "");
  if (/^\d{10}$/.test(digits)) return db.user.findFirst({ where: { role, student: { phoneNumber: digits } } });
  return db.user.findFirst({ where: { role, student: { registerNo: given.toUpperCase() } } });
}

/** Checks an identifier and password for one role, within the brute-force limits. */
export async function checkCredentials(db: PrismaClient, input: LoginInput, ip: string): Promise<LoginResult> {
  const user = await findLoginAccount(db, input.role, input.username);
  // Keyed by the account, so its register number, email and mobile share one budget.
  const keys = loginKeys(input.role, user ? `#${user.id}` : input.username, ip);
  const gate = await loginGate(db, keys);
  if (gate.blockedUntil) return { ok: false, reason: "rateLimited", until: gate.blockedUntil };
  if (gate.delayMs) await sleep(gate.delayMs);
  const valid = user ? (await verifyPassword(user.passwordHash, input.password)) && !user.disabled : await verifyDecoy(input.password);
  await recordLogin(db, keys, valid);
  if (!valid || !user) return { ok: false, reason: "invalid" };
  // Said only to whoever knows the password, so it tells a stranger nothing.
  if (user.pendingApproval) return { ok: false, reason: "pending" };
  return { ok: true, user: { id: user.id, role: user.role, username: user.username, sessionVersion: user.sessionVersion } };
}

/** A signed session stays valid only while the account is enabled, approved and its version unchanged. */
export async function sessionStillValid(db: PrismaClient, id: number, sessionVersion: number): Promise<SessionUser | null> {
  const user = await db.user.findUnique({ where: { id }, select: { id: true, role: true, username: true, sessionVersion: true, disabled: true, pendingApproval: true } });
  if (!user || user.disabled || user.pendingApproval || user.sessionVersion !== sessionVersion) return null;
  return { id: user.id, role: user.role, username: user.username, sessionVersion: user.sessionVersion };
}
