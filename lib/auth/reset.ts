import { createHash, randomBytes } from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { queueMail, type MailSettings } from "@/lib/mail/service";
import { hashPassword } from "./password";

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

/** The stored row of a token (only its digest is stored). */
export const resetTokenRow = (token: string) => ({ tokenHash: digest(token) });
/** The row of a token that still works: never used, not expired. */
export const usableResetToken = (token: string, now = new Date()) => ({ tokenHash: digest(token), usedAt: null, expiresAt: { gt: now } });

export interface ResetMailText {
  subject: string;
  /** Receives the link; returns the body. */
  body: (link: string) => string;
}

/**
 * Queues a single-use reset link if an account of this role uses the email. Says nothing either
 * way, and never waits for a mail server: the caller shows the same answer at once whether or not
 * the email exists (the mail goes out afterwards, lib/mail deliverDueMail).
 */
export async function requestPasswordReset(
  db: PrismaClient,
  role: "STUDENT" | "STAFF",
  email: string,
  link: (token: string) => string,
  text: ResetMailText,
  mail: MailSettings,
): Promise<void> {
  const user = await db.user.findUnique({ where: { role_email: { role, email } }, select: { id: true, disabled: true } });
  if (!user || user.disabled) return;
  const token = randomBytes(32).toString("base64url");
  await db.passwordResetToken.create({
    data: { userId: user.id, tokenHash: digest(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) },
  });
  await queueMail(db, { to: email, subject: text.subject, text: text.body(link(token)) }, mail);
}

/** Sets a new password with a token: once, before it expires. Ends all sessions of the account. */
export async function resetPassword(db: PrismaClient, token: string, password: string, now = new Date()): Promise<{ ok: true; role: string } | { ok: false }> {
  // A forged or spent token costs one lookup, not an argon2 hash; the claim below is the real check.
  const usable = await db.passwordResetToken.count({ where: usableResetToken(token, now) });
  if (!usable) return { ok: false };
  const passwordHash = await hashPassword(password);
  return db.$transaction(async (tx) => {
    // Claiming the token is one conditional update, so two requests cannot both use it.
    const claimed = await tx.passwordResetToken.updateMany({
      where: usableResetToken(token, now),
      data: { usedAt: now },
    });
    if (claimed.count !== 1) return { ok: false } as const;
    const { userId } = await tx.passwordResetToken.findUniqueOrThrow({ where: resetTokenRow(token), select: { userId: true } });
    const user = await tx.user.update({ where: { id: userId }, data: { passwordHash, sessionVersion: { increment: 1 } } });
    // Other outstanding links for the account stop working too.
    await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
    return { ok: true, role: user.role } as const;
  });
}
