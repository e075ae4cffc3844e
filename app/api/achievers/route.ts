import { achieverTarget } from "@/lib/achievers/http";
import { createHandler } from "@/lib/records/http";

/** Adds an achiever (staff and admins). Body: the photo, if any; query: the fields. */
export const POST = createHandler(achieverTarget);
