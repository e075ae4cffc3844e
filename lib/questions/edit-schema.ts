import { z } from "@/lib/zod";
import { pools, rowSchema, type Pool, type QuestionInput } from "./schema";

// The console's edit of one question (issue 35): the same cells as a row of the spreadsheet, so a
// question edited by hand passes exactly the checks an imported one does (./schema.ts rowSchema),
// each problem on its column, plus the pool.

export const editForm = z.record(z.string(), z.string().max(20_000)).transform((row, ctx): QuestionInput & { pool: Pool } => {
  const pool = pools.find((p) => p === row.pool);
  if (!pool) ctx.addIssue({ code: "custom", path: ["pool"], message: "required" });
  const parsed = rowSchema.safeParse(row);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    return z.NEVER;
  }
  return { ...parsed.data, pool: pool ?? "RESERVED" };
});
