import { uploadPaper } from "@/lib/papers/http";

/** A question paper (staff and admins): Word, PDF, Aiken, GIFT or plain text, read and kept for review. */
export const POST = uploadPaper;
