"use server";

import { action, refuse } from "@/lib/actions/builder";
import { optionSets } from "@/lib/mock-tests/key";
import { idField, z } from "@/lib/zod";
import { storage } from "@/lib/storage";
import { removeScan, retryScan } from "./queue";
import { assignStudent, confirmReadySheets, confirmSheet, decideQuestion, decideReading, setAsideSheet } from "./service";

// Staff settling scanned answer sheets on a test's paper view (issue 20). Refusals are keys under
// "mockReview.paper.problems": notFound, notDoubtful, badLetter, noSuchStudent, notReady, satOnline,
// duplicateStudent, hasConfirmed, keyFinal.

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

const scan = z.object({ testId: id, scanId: id });

/** A failed scan read again from its first unread page (issue 33). */
export const retryOmrScanAction = action("retryOmrScanAction", ["STAFF", "ADMIN"])
  .inputSchema(scan)
  .action(async ({ parsedInput, ctx }) => {
    if (!(await retryScan(ctx.db, parsedInput.testId, parsedInput.scanId))) refuse("notFound");
    return {};
  });

/** A failed scan removed with what was read from it, unless a sheet of it is confirmed (issue 33). */
export const removeOmrScanAction = action("removeOmrScanAction", ["STAFF", "ADMIN"])
  .inputSchema(scan)
  .action(async ({ parsedInput, ctx }) => {
    const removed = await removeScan(ctx.db, storage(), parsedInput.testId, parsedInput.scanId);
    if (removed !== "removed") refuse(removed);
    return {};
  });

/** Accepts or rejects a student's objection to how one question of their sheet was read (issue 36). */
export const decideReadingAction = action("decideReadingAction", ["STAFF", "ADMIN"])
  .inputSchema(z.object({ testId: id, objectionId: id, accept: z.boolean() }))
  .action(async ({ parsedInput, ctx }) => {
    const result = await decideReading(ctx.db, ctx.user.id, parsedInput);
    if (!result.ok) refuse(result.reason);
    return { before: result.previous, after: result.score };
  });
