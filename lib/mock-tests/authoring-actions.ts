"use server";

import { action, refuse, rejectFields } from "@/lib/actions/builder";
import { idField } from "@/lib/zod";
import { createMockTest, deleteMockTest, finaliseKey, updateMockTest, type AuthoringError } from "./authoring";
import { mockTestForm, toMockTestInput } from "./schema";

// The console's mock-test actions (issue 18), for staff and admins. Messages are keys under
// "mockConsole" (then "form"); a paper that does not fit is shown at its field.

const testId = idField;

function refused(error: AuthoringError): never {
  if (error === "questionPost") return rejectFields(mockTestForm, { questionPostId: "questionPost" });
  if (error === "answerPost") return rejectFields(mockTestForm, { answerPostId: "answerPost" });
  if (error === "bankQuestions") return rejectFields(mockTestForm, { bankQuestions: "bankQuestionsMissing" });
  if (error === "keyFinal") return rejectFields(mockTestForm, { key: "keyFinal" });
  return refuse(error);
}

export const createMockTestAction = action("createMockTestAction", ["STAFF", "ADMIN"])
  .inputSchema(mockTestForm)
  .action(async ({ parsedInput, ctx }) => {
    const result = await createMockTest(ctx.db, ctx.user.id, toMockTestInput(parsedInput));
    return result.ok ? { id: result.id } : refused(result.error);
  });

export const updateMockTestAction = action("updateMockTestAction", ["STAFF", "ADMIN"])
  .bindArgsSchemas([testId])
  .inputSchema(mockTestForm)
  .action(async ({ bindArgsParsedInputs: [id], parsedInput, ctx }) => {
    const result = await updateMockTest(ctx.db, ctx.user.id, id, toMockTestInput(parsedInput));
    return result.ok ? { rescored: result.rescored } : refused(result.error);
  });

export const deleteMockTestAction = action("deleteMockTestAction", ["STAFF", "ADMIN"])
  .bindArgsSchemas([testId])
  .action(async ({ bindArgsParsedInputs: [id], ctx }) => {
    const result = await deleteMockTest(ctx.db, ctx.user.id, id);
    if (!result.ok) refused(result.error);
  });

export const finaliseMockKeyAction = action("finaliseMockKeyAction", ["STAFF", "ADMIN"])
  .bindArgsSchemas([testId])
  .action(async ({ bindArgsParsedInputs: [id], ctx }) => {
    const result = await finaliseKey(ctx.db, ctx.user.id, id);
    if (!result.ok) refused(result.error);
  });
