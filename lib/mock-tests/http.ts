import { withRole } from "@/lib/auth/with-role";
import { db } from "@/lib/db";
import { checkQuestion } from "@/lib/practice/check";
import { checkBody } from "@/lib/practice/schema";
import { saveMarksForStudent, startForStudent, submitForStudent } from "./sitting";

// The answer sheet's handlers (issue 18): students only, each on their own attempt. The bodies
// are in ./sitting.ts; app/api/mock-tests/**/route.ts re-export these. No "server-only" marker:
// npm start's server answers the mark save itself with marksHandler (lib/http/direct.ts).

/** POST /api/mock-tests/[id]/attempt: starts (or resumes) the student's attempt. */
export const startHandler = withRole(["STUDENT"], ({ user, id }) => startForStudent(db(), user, id));

/** POST /api/mock-tests/attempts/[id]/marks: a batch of queued marks. */
export const marksHandler = withRole(["STUDENT"], ({ request, user, id }) => saveMarksForStudent(db(), user, id, request));

/** POST /api/mock-tests/attempts/[id]/submit: the student's submit. */
export const submitHandler = withRole(["STUDENT"], ({ user, id }) => submitForStudent(db(), user, id));

/** POST /api/mock-tests/attempts/[id]/check {question}: a practice set's answer locked and explained (issue 21). */
export const checkHandler = withRole(
  ["STUDENT"],
  async ({ user, id, body }) => {
    const outcome = await checkQuestion(db(), user.id, id, body.question);
    if (!outcome.ok) return Response.json({ error: outcome.error }, { status: outcome.error === "notFound" ? 404 : 409 });
    return Response.json(outcome.checked);
  },
  { schema: checkBody, maxBytes: 1024 },
);
