import "server-only";
import { requireApiRole } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { parseId } from "@/lib/db/id";
import { checkQuestion } from "@/lib/practice/check";
import { checkBody } from "@/lib/practice/schema";
import { readJson, refusedBody } from "@/lib/security/body";
import { saveMarksForStudent, startForStudent, submitForStudent } from "./sitting";

// The answer sheet's handlers (issue 18): students only, each on their own attempt. The bodies
// are in ./sitting.ts; app/api/mock-tests/**/route.ts re-export these.

type Context = { params: Promise<{ id: string }> };

const notFound = () => Response.json({ error: "notFound" }, { status: 404 });

async function guarded(request: Request, context: Context, body: (student: { id: number }, id: number) => Promise<Response>): Promise<Response> {
  const user = await requireApiRole(request, "STUDENT");
  if (user instanceof Response) return user;
  const id = parseId((await context.params).id);
  return id === null ? notFound() : body(user, id);
}

/** POST /api/mock-tests/[id]/attempt: starts (or resumes) the student's attempt. */
export function startHandler(request: Request, context: Context) {
  return guarded(request, context, (student, testId) => startForStudent(db(), student, testId));
}

/** POST /api/mock-tests/attempts/[id]/marks: a batch of queued marks. */
export function marksHandler(request: Request, context: Context) {
  return guarded(request, context, (student, attemptId) => saveMarksForStudent(db(), student, attemptId, request));
}

/** POST /api/mock-tests/attempts/[id]/submit: the student's submit. */
export function submitHandler(request: Request, context: Context) {
  return guarded(request, context, (student, attemptId) => submitForStudent(db(), student, attemptId));
}

/** POST /api/mock-tests/attempts/[id]/check {question}: a practice set's answer locked and explained (issue 21). */
export function checkHandler(request: Request, context: Context) {
  return guarded(request, context, async (student, attemptId) => {
    const body = await readJson(request, checkBody, 1024);
    if (!body.ok) return refusedBody(body);
    const outcome = await checkQuestion(db(), student.id, attemptId, body.data.question);
    if (!outcome.ok) return Response.json({ error: outcome.error }, { status: outcome.error === "notFound" ? 404 : 409 });
    return Response.json(outcome.checked);
  });
}
