import { randomUUID } from "node:crypto";
import { recordAudit, withNote } from "@/lib/audit/service";
import { hashPassword } from "@/lib/auth/password";
import { bloodGroupValue } from "@/lib/zod";
import { institute } from "@/lib/config";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { stenoLevels, type StudentFields } from "./schema";

type Tx = Prisma.TransactionClient;

/** Everything the form collects except the password, which is stored only as its hash. */
export type StudentProfileFields = Omit<StudentFields, "password">;

/** Names are not unique (two students may both be "Priya S"); they sign in by register number, email or mobile. */
export type ContactClash = "emailTaken" | "phoneTaken";
export type StudentClash = ContactClash | "aadhaarTaken";

const STUDENT_LOCK = 727_274_012;

/** Registrations are serialised, so two people cannot claim the same email, phone or Aadhaar at once. */
export async function lockStudents(tx: Tx): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${STUDENT_LOCK})`;
}

/**
 * Which of email, phone and Aadhaar a student account already uses; null when none. `contact`
 * asks about email and phone only: what a public form may tell anyone who types them (issue 32).
 * An applicant is told their email or mobile is registered, or they would pay twice; whether an
 * Aadhaar number is registered is told to nobody before payment (lib/payments/registration.ts).
 */
type ClashFields = Pick<StudentProfileFields, "email" | "phoneNumber" | "aadhaarNumber">;
export async function studentClash(db: Tx | PrismaClient, fields: ClashFields, ask: "contact"): Promise<ContactClash | null>;
export async function studentClash(db: Tx | PrismaClient, fields: ClashFields, ask?: "all"): Promise<StudentClash | null>;
export async function studentClash(db: Tx | PrismaClient, fields: ClashFields, ask: "all" | "contact" = "all"): Promise<StudentClash | null> {
  const aadhaar = ask === "all" ? [{ student: { aadhaarNumber: fields.aadhaarNumber } }] : [];
  const clash = await db.user.findFirst({
    where: { role: "STUDENT", OR: [{ email: fields.email }, { student: { phoneNumber: fields.phoneNumber } }, ...aadhaar] },
    select: { email: true, student: { select: { phoneNumber: true } } },
  });
  if (!clash) return null;
  if (clash.email === fields.email) return "emailTaken";
  if (clash.student?.phoneNumber === fields.phoneNumber) return "phoneTaken";
  return "aadhaarTaken";
}

/** The year a register number belongs to: the institute's, so a payment at 1 a.m. on 1 January counts in the new one. */
export function registerYear(now = new Date()): number {
  return Number(new Intl.DateTimeFormat("en", { timeZone: institute.timeZone, year: "numeric" }).format(now));
}

/**
 * The next register number of the year, e.g. VP2026-00042: numbered 1, 2, 3… without gaps, in the
 * caller's transaction, so a registration that rolls back gives its number back. A year's first
 * number follows any already given that year (numbers from before this counter, a restored backup).
 */
export async function nextRegisterNumber(tx: Tx, now = new Date()): Promise<string> {
  const year = registerYear(now);
  const stem = `${institute.registerNoPrefix}${year}-`;
  const format = (last: number) => `${stem}${String(last).padStart(5, "0")}`;
  const taken = await tx.$queryRaw<{ last: number }[]>`UPDATE "RegisterNumberCounter" SET "last" = "last" + 1 WHERE "year" = ${year} RETURNING "last"`;
  if (taken.length) return format(taken[0].last);
  const [first] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "RegisterNumberCounter" ("year", "last")
    SELECT ${year}::int, COALESCE(MAX(substring("registerNo" FROM ${stem.length + 1}::int)::int), 0) + 1
      FROM "StudentProfile" WHERE starts_with("registerNo", ${stem}) AND substring("registerNo" FROM ${stem.length + 1}::int) ~ '^[0-9]{1,9}$'
    ON CONFLICT ("year") DO UPDATE SET "last" = "RegisterNumberCounter"."last" + 1
    RETURNING "last"`;
  return format(first.last);
}

/** The highest of the shorthand levels chosen (the old records kept one overall level too). */
function overallStenoLevel(fields: StudentProfileFields) {
  const chosen = [fields.tamilStenoLevel, fields.englishStenoLevel].filter((l) => l !== undefined);
  return chosen.sort((a, b) => stenoLevels.indexOf(b) - stenoLevels.indexOf(a))[0] ?? null;
}

/**
 * Writes the account and its profile for a paid registration, inside the caller's transaction
 * (which holds the student lock and has checked for clashes). The password arrives hashed.
 */
export async function insertStudent(tx: Tx, fields: StudentProfileFields, passwordHash: string, payment: { paymentId: string; amountPaise: number }) {
  const registerNo = await nextRegisterNumber(tx);
  const user = await tx.user.create({
    data: {
      role: "STUDENT",
      username: fields.username,
      email: fields.email,
      passwordHash,
      student: {
        create: {
          registerNo,
          fatherName: fields.fatherName,
          dob: new Date(fields.dob),
          qualification: fields.qualification,
          phoneNumber: fields.phoneNumber,
          whatsappNumber: fields.whatsappNumber,
          fatherPhoneNumber: fields.fatherPhoneNumber,
          aadhaarNumber: fields.aadhaarNumber,
          community: fields.community,
          bloodGroup: bloodGroupValue[fields.bloodGroup],
          typingSkills: fields.typingSkills,
          tamilTyping: fields.tamilTyping ?? null,
          englishTyping: fields.englishTyping ?? null,
          stenoSkills: fields.stenoSkills,
          stenoLanguage: fields.stenoLanguage ?? null,
          stenoLevel: overallStenoLevel(fields),
          tamilStenoLevel: fields.tamilStenoLevel ?? null,
          englishStenoLevel: fields.englishStenoLevel ?? null,
          exServiceman: fields.exServiceman,
          destituteWidow: fields.destituteWidow,
          address: fields.address,
          pstmTenth: fields.pstmTenth,
          pstmTwelfth: fields.pstmTwelfth,
          pstmUg: fields.pstmUg,
          pstmPg: fields.pstmPg,
          amountPaise: payment.amountPaise,
          paymentId: payment.paymentId,
        },
      },
    },
  });
  return { userId: user.id, registerNo };
}

export type AddStudentResult = { ok: true; userId: number; registerNo: string } | { ok: false; error: StudentClash };

/** The admin's "add student": the fee was paid at the institute and is recorded as an offline payment. */
export async function addOfflineStudent(db: PrismaClient, fields: StudentFields, actorId: number, amountPaise = institute.registrationFeePaise): Promise<AddStudentResult> {
  // A clash is refused before the password costs an argon2 hash, and checked again under the lock.
  const early = await studentClash(db, fields);
  if (early) return { ok: false, error: early };
  const passwordHash = await hashPassword(fields.password);
  return db.$transaction(async (tx) => {
    await lockStudents(tx);
    const clash = await studentClash(tx, fields);
    if (clash) return { ok: false, error: clash } as const;
    const reference = `offline_${randomUUID().replace(/-/g, "").slice(0, 20)}`;
    const student = await insertStudent(tx, fields, passwordHash, { paymentId: reference, amountPaise });
    await tx.payment.create({
      data: { gateway: "offline", orderId: reference, paymentId: reference, amountPaise, currency: institute.currency, status: "PAID", userId: student.userId },
    });
    await recordAudit(tx, actorId, "student.create", "User", student.userId, withNote(`${student.registerNo} ${fields.username}`, "feePaidOffline"));
    return { ok: true, ...student } as const;
  });
}
