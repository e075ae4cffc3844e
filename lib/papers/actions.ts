"use server";

import { action, refuse } from "@/lib/actions/builder";
import { storage } from "@/lib/storage";
import { idField } from "@/lib/zod";
import { confirmPaperImport, removePaperPicture, savePaperQuestion, testFromPaper } from "./import";
import { paperPictureForm, paperQuestionForm, paperSettingsForm } from "./schema";

// The review screen's actions (issue 35), for staff and admins.

/** Saves staff's correction of one parsed question; answers it with its problems checked again. */
export const savePaperQuestionAction = action("savePaperQuestionAction", ["STAFF", "ADMIN"])
  .bindArgsSchemas([idField])
  .inputSchema(paperQuestionForm)
  .action(async ({ bindArgsParsedInputs: [id], parsedInput, ctx }) => {
    const { index, ...edit } = parsedInput;
    const result = await savePaperQuestion(ctx.db, id, index, edit);
    if (!result.ok) return refuse(result.error);
    return { problems: result.question.problems };
  });

/** Takes a picture off one question on review; answers the pictures it still holds. */
export const removePaperPictureAction = action("removePaperPictureAction", ["STAFF", "ADMIN"])
  .bindArgsSchemas([idField])
  .inputSchema(paperPictureForm)
  .action(async ({ bindArgsParsedInputs: [id], parsedInput, ctx }) => {
    const result = await removePaperPicture(ctx.db, id, parsedInput.index, parsedInput.picture);
    if (!result.ok) return refuse(result.error);
    return { pictures: result.question.pictures };
  });

/** Stores every question of the paper, or none with each question's problems. */
export const confirmPaperAction = action("confirmPaperAction", ["STAFF", "ADMIN"])
  .bindArgsSchemas([idField])
  .inputSchema(paperSettingsForm)
  .action(async ({ bindArgsParsedInputs: [id], parsedInput, ctx }) => {
    const result = await confirmPaperImport(ctx.db, storage(), ctx.user.id, id, parsedInput);
    if (result.ok) return { stored: result.stored, updated: result.updated, known: result.known, problems: [] };
    if (result.error === "badQuestions") return { stored: 0, updated: 0, known: 0, problems: result.problems };
    return refuse(result.error);
  });

/** A bank test from the confirmed paper, in its order; answers the test's id for its page. */
export const paperTestAction = action("paperTestAction", ["STAFF", "ADMIN"])
  .bindArgsSchemas([idField])
  .action(async ({ bindArgsParsedInputs: [id], ctx }) => {
    const result = await testFromPaper(ctx.db, ctx.user.id, id);
    if (!result.ok) return refuse(result.error);
    return { testId: result.testId };
  });
