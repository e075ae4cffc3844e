import type { Letter } from "@/lib/mock-tests/key";
import { appSecret, hmacHex, signatureMatches } from "@/lib/security/hmac";

// A visitor's take of a day's quiz, signed by the site and kept by their browser (issue 32). When
// the visitor signs in as a student on that browser and takes the quiz, the browser hands it back:
// the first take is the one kept, and the two takes count as one person. Nothing else can be read
// from it, and it cannot be made up or changed: its answers and time are what the site scored.

type Answer = Letter | null;
const payload = (quizId: number, at: number, answers: string) => `quiz-take:${quizId}:${at}:${answers}`;
/** "AB-D": one character per question, "-" for one left out. */
const encode = (answers: readonly Answer[]) => answers.map((a) => a ?? "-").join("");

export function takeToken(quizId: number, answers: readonly Answer[], at: Date): string {
  const code = encode(answers);
  return `${at.getTime()}.${code}.${hmacHex(appSecret(), payload(quizId, at.getTime(), code))}`;
}

/** The take a token holds, when it is this quiz's, signed by this site and not from the future; null otherwise. */
export function readTakeToken(quizId: number, token: string | undefined, now: Date): { answers: Answer[]; at: Date } | null {
  const [time, code, signature] = (token ?? "").split(".");
  const at = Number(time);
  if (!Number.isSafeInteger(at) || at > now.getTime() || !/^[ABCD-]{1,20}$/.test(code ?? "")) return null;
  if (!signatureMatches(appSecret(), payload(quizId, at, code), signature)) return null;
  return { answers: [...code].map((c) => (c === "-" ? null : (c as Letter))), at: new Date(at) };
}
