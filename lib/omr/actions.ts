"use server";

import { action, refuse } from "@/lib/actions/builder";
import { optionSets } from "@/lib/mock-tests/key";
import { idField, z } from "@/lib/zod";
import { assignStudent, confirmReadySheets, confirmSheet, decideQuestion, setAsideSheet } from "./service";

// Staff settling scanned answer sheets on a test's paper view (issue 20). Refusals are keys under
// "mockReview.paper.problems": notFound, notDoubtful, badLetter, noSuchStudent, notReady, satOnline,
// duplicateStudent.

const id = idField;
const sheet = z.object({ testId: id, sheetId: id });

export const decideOmrQuestionAction = action("decideOmrQuestionAction", ["STAFF", "ADMIN"])
  .inputSchema(sheet.extend({ question: z.number().int().min(1).max(200), letter: z.enum(optionSets.AE).nullable() }))
  .action(async ({ parsedInput, ctx }) => {
    const result = await decideQuestion(ctx.db, parsedInput);
    if (!result.ok) refuse(result.reason);
    return {};
  });

export const assignOmrStudentAction = action("assignOmrStudentAction", ["STAFF", "ADMIN"])
  .inputSchema(sheet.extend({ registerNo: z.string().trim().min(1).max(40) }))
  .action(async ({ parsedInput, ctx }) => {
    const result = await assignStudent(ctx.db, parsedInput);
    if (!result.ok) refuse(result.reason);
    return {};
  });

export const confirmOmrSheetAction = action("confirmOmrSheetAction", ["STAFF", "ADMIN"])
  .inputSchema(sheet)
  .action(async ({ parsedInput, ctx }) => {
    const result = await confirmSheet(ctx.db, parsedInput, ctx.user.id);
    if (!result.ok) refuse(result.reason);
    return {};
  });

export const confirmReadyOmrSheetsAction = action("confirmReadyOmrSheetsAction", ["STAFF", "ADMIN"])
  .inputSchema(z.object({ testId: id }))
  .action(async ({ parsedInput, ctx }) => ({ confirmed: await confirmReadySheets(ctx.db, parsedInput.testId, ctx.user.id) }));

export const setAsideOmrSheetAction = action("setAsideOmrSheetAction", ["STAFF", "ADMIN"])
  .inputSchema(sheet)
  .action(async ({ parsedInput, ctx }) => {
    const result = await setAsideSheet(ctx.db, parsedInput);
    if (!result.ok) refuse(result.reason);
    return {};
  });
