"use server";

import { action, refuse } from "@/lib/actions/builder";
import { subjectOf, topicOf, drawForm } from "./schema";
import { drawQuestions } from "./draw";

// The question bank's server actions (issue 21), for staff and admins.

/** Draws questions for a test from the bank: their numbers, or "notEnough" with how many there are. */
export const drawQuestionsAction = action("drawQuestionsAction", ["STAFF", "ADMIN"])
  .inputSchema(drawForm)
  .action(async ({ parsedInput, ctx }) => {
    const subject = subjectOf(parsedInput.subject)!;
    const topic = parsedInput.topic ? topicOf(subject, parsedInput.topic) : "";
    if (topic === null) return refuse("notFound");
    const drawn = await drawQuestions(ctx.db, { ...parsedInput, subject, topic });
    return drawn.ok ? { ids: drawn.ids, available: drawn.ids.length } : { ids: [] as number[], available: drawn.available };
  });
