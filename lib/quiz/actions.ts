"use server";

import { action, refuse, rejectFields } from "@/lib/actions/builder";
import { revalidatePage } from "@/lib/i18n/revalidate";
import { parseQuestionIds } from "@/lib/mock-tests/schema";
import { publicRoutes } from "@/lib/routes";
import { idField } from "@/lib/zod";
import { QUIZ_QUESTIONS, quizCorrection, quizForm } from "./schema";
import { correctQuiz, deleteQuiz, scheduleQuiz } from "./service";

// The Daily Current Affairs Quiz's console actions (issue 21), for staff and admins. The public
// quiz page is prerendered: each change rebuilds it.

export const scheduleQuizAction = action("scheduleQuizAction", ["STAFF", "ADMIN"])
  .inputSchema(quizForm)
  .action(async ({ parsedInput, ctx }) => {
    const ids = parseQuestionIds(parsedInput.bankQuestions, QUIZ_QUESTIONS.max)!;
    const result = await scheduleQuiz(ctx.db, ctx.user.id, parsedInput.date, ids);
    if (!result.ok) {
      if (result.error === "bankQuestions") return rejectFields(quizForm, { bankQuestions: "bankQuestionsMissing" });
      if (result.error === "heldByTest") return rejectFields(quizForm, { bankQuestions: "bankQuestionsHeld" });
      return refuse(result.error);
    }
    revalidatePage(publicRoutes.quiz);
    return { id: result.id };
  });

export const deleteQuizAction = action("deleteQuizAction", ["STAFF", "ADMIN"])
  .bindArgsSchemas([idField])
  .action(async ({ bindArgsParsedInputs: [id], ctx }) => {
    const result = await deleteQuiz(ctx.db, ctx.user.id, id);
    if (!result.ok) refuse(result.error);
    revalidatePage(publicRoutes.quiz);
  });

/** Corrects one answer of a day's quiz; its kept takes are scored again. */
export const correctQuizAction = action("correctQuizAction", ["STAFF", "ADMIN"])
  .inputSchema(quizCorrection)
  .action(async ({ parsedInput, ctx }) => {
    const result = await correctQuiz(ctx.db, ctx.user.id, parsedInput);
    if (!result.ok) return refuse(result.error);
    revalidatePage(publicRoutes.quiz);
    return { moved: result.moved };
  });
