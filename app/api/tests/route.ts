import { createHandler } from "@/lib/records/http";
import { testPostTarget } from "@/lib/test-series/http";

/** Adds a test-series post (staff and admins). Body: the PDF; query: exam, department, subject, paper type. */
export const POST = createHandler(testPostTarget);
