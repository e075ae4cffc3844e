"use server";

import { action, refuse } from "@/lib/actions/builder";
import { idField, z } from "@/lib/zod";
import { acceptObjection, rejectObjection } from "./decisions";

// Staff decisions on objections to a provisional key (the Results page of a mock test). Refusals
// are keys under "mockReview": keyFinal, noOpenObjections, badLetter, notFound.

const question = z.object({ testId: idField, question: z.number().int().min(1).max(300) });
const letter = z.enum(["A", "B", "C", "D"]);
const decision = z.discriminatedUnion("kind", [z.object({ kind: z.literal("only"), letter }), z.object({ kind: z.literal("add"), letter }), z.object({ kind: z.literal("drop") })]);

export const acceptObjectionAction = action("acceptObjectionAction", ["STAFF", "ADMIN"])
  .inputSchema(question.extend({ decision }))
  .action(async ({ parsedInput, ctx }) => {
    const result = await acceptObjection(ctx.db, ctx.user.id, parsedInput);
    if (!result.ok) refuse(result.reason);
    return { moved: result.moved };
  });

export const rejectObjectionAction = action("rejectObjectionAction", ["STAFF", "ADMIN"])
  .inputSchema(question)
  .action(async ({ parsedInput, ctx }) => {
    const result = await rejectObjection(ctx.db, ctx.user.id, parsedInput);
    if (!result.ok) refuse(result.reason);
    return { decided: result.decided };
  });
