"use server";

import { action, refuse } from "@/lib/actions/builder";
import { storage } from "@/lib/storage";
import { idField } from "@/lib/zod";
import { subjectOf, topicOf, drawForm, poolForm } from "./schema";
import { drawable, drawQuestions } from "./draw";
import { deleteQuestion, editQuestion } from "./edit";
import { editForm } from "./edit-schema";
import { moveToPool } from "./service";

// The question bank's server actions (issues 21 and 32), for staff and admins.

/**
 * Draws questions for a test or quiz from the bank: their numbers, or none with how many the draw
 * could take and how many of those students have seen answered (a test may include them).
 */
export const drawQuestionsAction = action("drawQuestionsAction", ["STAFF", "ADMIN"])
  .inputSchema(drawForm)
  .action(async ({ parsedInput, ctx }) => {
    const subject = subjectOf(parsedInput.subject)!;
    const topic = parsedInput.topic ? topicOf(subject, parsedInput.topic) : "";
    if (topic === null) return refuse("notFound");
    const request = { ...parsedInput, subjects: [subject], topic };
    const ids = await drawQuestions(ctx.db, request);
    // All or nothing: fewer than asked for is said with how many there are.
    if (ids.length === parsedInput.count) return { ids, available: ids.length, seen: 0 };
    // How many seen ones staff could still include: nothing to tell when they already are.
    const seen = parsedInput.includeSeen ? 0 : (await drawable(ctx.db, request)).seen;
    return { ids: [], available: ids.length, seen };
  });

/** Moves questions to the reserved or the practice pool. */
export const moveToPoolAction = action("moveToPoolAction", ["STAFF", "ADMIN"])
  .inputSchema(poolForm)
  .action(async ({ parsedInput, ctx }) => {
    return { moved: await moveToPool(ctx.db, ctx.user.id, parsedInput.ids, parsedInput.pool) };
  });

/** Saves a question's edit as its next version; says which tests followed it and which kept theirs. */
export const editQuestionAction = action("editQuestionAction", ["STAFF", "ADMIN"])
  .bindArgsSchemas([idField])
  .inputSchema(editForm)
  .action(async ({ bindArgsParsedInputs: [id], parsedInput, ctx }) => {
    const result = await editQuestion(ctx.db, ctx.user.id, id, parsedInput);
    if (!result.ok) return refuse(result.error);
    return { version: result.version, changed: result.changed !== "", followed: result.followed.length, kept: result.kept.length };
  });

/** Deletes a question: gone from the bank, kept for the tests that hold it. */
export const deleteQuestionAction = action("deleteQuestionAction", ["STAFF", "ADMIN"])
  .bindArgsSchemas([idField])
  .action(async ({ bindArgsParsedInputs: [id], ctx }) => {
    const result = await deleteQuestion(ctx.db, storage(), ctx.user.id, id);
    if (!result.ok) return refuse(result.error);
    return { kept: result.kept };
  });
