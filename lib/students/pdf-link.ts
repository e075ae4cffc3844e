import { apiRoutes } from "@/lib/routes";
import { appSecret, hmacHex, signatureMatches } from "@/lib/security/hmac";

// Right after paying, the new student is not signed in yet; the browser gets a link to their own
// details PDF that only works for that student, for a short while.

const VALID_MS = 30 * 60 * 1000;

const payload = (userId: number, expires: number) => `student-pdf:${userId}:${expires}`;

export function studentPdfToken(userId: number, now = Date.now()): string {
  const expires = now + VALID_MS;
  return `${expires}.${hmacHex(appSecret(), payload(userId, expires))}`;
}

export function studentPdfTokenValid(userId: number, token: string | null, now = Date.now()): boolean {
  const [expires, signature] = (token ?? "").split(".");
  const until = Number(expires);
  if (!Number.isSafeInteger(until) || until < now) return false;
  return signatureMatches(appSecret(), payload(userId, until), signature);
}

export const studentPdfPath = apiRoutes.studentPdf;
