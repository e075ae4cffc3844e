import nodemailer, { type Transporter } from "nodemailer";
import type { Env } from "@/lib/env";
import type { OutboxEmail, Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { log } from "@/lib/ops/log";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface MailSettings {
  smtpUrl?: string;
  from?: string;
}

export const mailSettings = (settings: Env): MailSettings => ({ smtpUrl: settings.SMTP_URL, from: settings.MAIL_FROM });

/** Tries per message: the retries double from 30 s, so the last falls within a reset link's 30 minutes. */
export const MAIL_ATTEMPTS = 6;
const FIRST_RETRY_MS = 30_000;
/** How long a sender's claim on a message lasts: well past the timeouts below, so no two senders send it. */
export const MAIL_CLAIM_MS = 3 * 60_000;
// nodemailer would wait an hour on a server that stops answering; it reads its options from the URL.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };
const BATCH = 20;

/**
 * Puts a message in the outbox and returns at once. With SMTP, deliverDueMail sends it after the
 * answer has gone; without, the outbox is the delivery, read by admins in the console.
 */
export async function queueMail(db: PrismaClient, mail: Mail, settings: MailSettings): Promise<void> {
  const viaSmtp = Boolean(settings.smtpUrl);
  await db.outboxEmail.create({ data: { ...mail, viaSmtp, nextAttemptAt: viaSmtp ? new Date() : null } });
}

/**
 * Sends the queued messages that are due. Several instances may run it together: each message is
 * claimed by one sender at a time, and a claim whose sender died runs out. A failure is logged and
 * retried later; after the last attempt, or once sent, the text (a reset link) is erased.
 * Never throws: it runs after the answer and from a timer, where nobody could be told.
 */
export async function deliverDueMail(db: PrismaClient, settings: MailSettings, now = new Date()): Promise<number> {
  if (!settings.smtpUrl) return 0;
  let sent = 0;
  try {
    const due = await db.outboxEmail.findMany({ where: { nextAttemptAt: { lte: now } }, orderBy: { nextAttemptAt: "asc" }, take: BATCH });
    if (due.length === 0) return 0;
    const transport = nodemailer.createTransport(withTimeouts(settings.smtpUrl));
    try {
      for (const mail of due) if (await claim(db, mail, now)) sent += Number(await send(db, transport, mail, settings, now));
    } finally {
      transport.close();
    }
  } catch (error) {
    log.warn({ err: error }, "mail: delivery stopped");
  }
  return sent;
}

/** One conditional update: of several senders that read the same row, only one changes it. */
async function claim(db: PrismaClient, mail: OutboxEmail, now: Date): Promise<boolean> {
  const { count } = await db.outboxEmail.updateMany({
    where: { id: mail.id, attempts: mail.attempts, nextAttemptAt: { lte: now } },
    data: { attempts: mail.attempts + 1, nextAttemptAt: new Date(now.getTime() + MAIL_CLAIM_MS) },
  });
  return count === 1;
}

async function send(db: PrismaClient, transport: Transporter, mail: OutboxEmail, settings: MailSettings, now: Date): Promise<boolean> {
  const attempt = mail.attempts + 1;
  // Only while the claim is still ours: a sender that stalled past it must not undo the next one's result.
  const record = (data: Prisma.OutboxEmailUpdateManyMutationInput) => db.outboxEmail.updateMany({ where: { id: mail.id, attempts: attempt }, data });
  try {
    await transport.sendMail({ from: settings.from ?? "no-reply@localhost", to: mail.to, subject: mail.subject, text: mail.text ?? "" });
  } catch (error) {
    const last = attempt >= MAIL_ATTEMPTS;
    log.warn({ mailId: mail.id, attempt, of: MAIL_ATTEMPTS, givingUp: last, reason: (error as Error).message }, "mail: message not sent");
    await record(last ? { failedAt: now, text: null, nextAttemptAt: null } : { nextAttemptAt: new Date(now.getTime() + FIRST_RETRY_MS * 2 ** (attempt - 1)) });
    return false;
  }
  await record({ sentAt: new Date(), text: null, nextAttemptAt: null });
  return true;
}

function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, ms] of Object.entries(TIMEOUTS)) if (!url.searchParams.has(key)) url.searchParams.set(key, String(ms));
  return url.toString();
}

/** What the admin's outbox shows: mail for SMTP goes to its recipient only, so its text never appears. */
export function forAdmins<Row extends Pick<OutboxEmail, "viaSmtp" | "text">>(row: Row): Row {
  return row.viaSmtp ? { ...row, text: null } : row;
}
