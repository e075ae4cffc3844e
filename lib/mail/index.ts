import nodemailer from "nodemailer";
import type { PrismaClient } from "@/lib/generated/prisma/client";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface MailSettings {
  smtpUrl?: string;
  from?: string;
}

/**
 * Every message is kept in the outbox; with SMTP configured it is also sent. Without SMTP (the
 * embedded default) the outbox is the delivery, read by admins in the console.
 */
export async function sendMail(db: PrismaClient, mail: Mail, settings: MailSettings): Promise<void> {
  const row = await db.outboxEmail.create({ data: mail });
  if (!settings.smtpUrl) return;
  const transport = nodemailer.createTransport(settings.smtpUrl);
  await transport.sendMail({ from: settings.from ?? "no-reply@localhost", ...mail });
  await db.outboxEmail.update({ where: { id: row.id }, data: { sentAt: new Date() } });
}
