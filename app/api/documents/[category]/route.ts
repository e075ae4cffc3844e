import { documentTarget } from "@/lib/documents/http";
import { createHandler } from "@/lib/records/http";

/** Adds a syllabus PDF to a category (staff and admins). Body: the PDF; query: the fields. */
export const POST = createHandler(documentTarget);
