"use server";

import { action, rejectFields } from "@/lib/actions/builder";
import { clashField } from "@/lib/actions/result";
import { studentFields } from "./schema";
import { addOfflineStudent } from "./service";

/** The admin's "add student" for a fee paid at the institute (admins only). */
export const addStudentAction = action("addStudentAction", ["ADMIN"])
  .inputSchema(studentFields)
  .action(async ({ parsedInput, ctx }) => {
    const result = await addOfflineStudent(ctx.db, parsedInput, ctx.user.id);
    if (!result.ok) rejectFields(studentFields, { [clashField[result.error]]: result.error });
    return { registerNo: result.registerNo };
  });
