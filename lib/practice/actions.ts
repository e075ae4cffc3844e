"use server";

import { action, refuse } from "@/lib/actions/builder";
import { practiceLimits, take } from "@/lib/security/rate-limit";
import { practiceForm } from "./schema";
import { startPractice } from "./service";

// A student's practice (issue 21): a set drawn from the bank, or their wrong answers again.

export const startPracticeAction = action("startPracticeAction", ["STUDENT"])
  .inputSchema(practiceForm)
  .action(async ({ parsedInput, ctx }) => {
    // Each set is a few queries and rows: a script must not start thousands.
    if (!(await take(ctx.db, practiceLimits(ctx.user.id))).ok) return refuse("tooMany");
    const started = await startPractice(ctx.db, ctx.user.id, parsedInput);
    return started.ok ? { id: started.id } : refuse(started.error);
  });
