import "server-only";
import { currentUser } from "@/lib/auth/guard";
import { clientIp, isCrossSite } from "@/lib/auth/request";
import { db } from "@/lib/db";
import { parseId } from "@/lib/db/id";
import { readJson, refusedBody } from "@/lib/security/body";
import { quizLimits, take } from "@/lib/security/rate-limit";
import { answersBody } from "./schema";
import { takeQuiz } from "./service";

// POST /api/quiz/[id]: a take of the Daily Current Affairs Quiz (issue 21), by anyone. The answers
// come back scored with the right letters and explanations; a signed-in student's first take is
// kept with their streak, a visitor's is only counted (and limited per address).

export async function takeQuizHandler(request: Request, rawId: string): Promise<Response> {
  if (isCrossSite(request)) return Response.json({ error: "crossSite" }, { status: 403 });
  const parsed = await readJson(request, answersBody, 4096);
  if (!parsed.ok) return refusedBody(parsed);
  const id = parseId(rawId);
  if (id === null) return Response.json({ error: "invalid" }, { status: 400 });
  const user = await currentUser();
  const student = user?.role === "STUDENT" ? user.id : null;
  if (student === null) {
    const taken = await take(db(), quizLimits(clientIp(request.headers)));
    if (!taken.ok) return Response.json({ error: "tooMany" }, { status: 429, headers: { "Retry-After": String(Math.ceil((taken.retryAt.getTime() - Date.now()) / 1000)) } });
  }
  const result = await takeQuiz(db(), id, parsed.data.answers, student, new Date(), parsed.data.earlier);
  if (typeof result === "string") return Response.json({ error: result }, { status: result === "notFound" ? 404 : 400 });
  return Response.json(result, { headers: { "Cache-Control": "private, no-store" } });
}
