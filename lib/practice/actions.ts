"use server";

import { action, refuse } from "@/lib/actions/builder";
import { practiceForm } from "./schema";
import { startPractice } from "./service";

// A student's practice (issue 21): a set drawn from the bank, or their wrong answers again.

export const startPracticeAction = action("startPracticeAction", ["STUDENT"])
  .inputSchema(practiceForm)
  .action(async ({ parsedInput, ctx }) => {
    const started = await startPractice(ctx.db, ctx.user.id, parsedInput);
    return started.ok ? { id: started.id } : refuse(started.error);
  });
