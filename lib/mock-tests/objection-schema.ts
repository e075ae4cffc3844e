import { MAX_ID } from "@/lib/db/id";
import { withoutBidiControls, z } from "@/lib/zod";
import { reasonLength } from "./display";

// A student's objection to one question of a provisional key (issue 18, item 4) or of their sheet's
// reading (issue 36), shared by the result page's form and the server action. Messages are keys
// under "mockResults.errors".

export const objectionSchema = z.object({
  testId: z.coerce.number().int().positive().max(MAX_ID),
  question: z.coerce.number().int().positive().max(300),
  /** KEY: the provisional key; READING (issue 36): how the reader took the student's paper sheet. */
  kind: z.enum(["KEY", "READING"]).default("KEY"),
  /** A–E, or for a reading objection "-": nothing shaded. */
  letter: z.enum(["A", "B", "C", "D", "E", "-"], { error: "chooseLetter" }),
  reason: z
    .string()
    .overwrite(withoutBidiControls)
    .trim()
    .min(reasonLength.min, "reasonShort")
    .max(reasonLength.max, "reasonLong")
    .refine((value) => !value.includes("\u0000"), "invalidCharacters"),
});
export type ObjectionInput = z.infer<typeof objectionSchema>;

export const hideSchema = z.object({ hide: z.boolean() });
