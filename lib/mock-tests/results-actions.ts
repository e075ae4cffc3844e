"use server";

import { action, refuse } from "@/lib/actions/builder";
import { fileObjection, setHideFromToppers } from "./objections";
import { hideSchema, objectionSchema } from "./objection-schema";

// A student's actions on their result page (issue 18). Refusals are keys under "mockResults".

/** An objection to one question of the provisional key; the service checks the window, the attempt and the question. */
export const fileObjectionAction = action("fileObjectionAction", ["STUDENT"])
  .inputSchema(objectionSchema)
  .action(async ({ parsedInput, ctx }) => {
    const result = await fileObjection(ctx.db, { ...parsedInput, userId: ctx.user.id });
    if (!result.ok) refuse(`objection.${result.reason}`);
  });

/** "Don't show my name in the top ten": the student is still ranked. */
export const setHideFromToppersAction = action("setHideFromToppersAction", ["STUDENT"])
  .inputSchema(hideSchema)
  .action(async ({ parsedInput, ctx }) => {
    if (!(await setHideFromToppers(ctx.db, ctx.user.id, parsedInput.hide))) refuse("notFound");
    return { hide: parsedInput.hide };
  });
