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
    const ids = await drawQuestions(ctx.db, { ...parsedInput, subjects: [subject], topic });
    // All or nothing: fewer than asked for is said with how many there are.
    return { ids: ids.length === parsedInput.count ? ids : [], available: ids.length };
  });
