import { questionImage } from "@/lib/questions/http";

/** A question's picture (staff and admins): POST sets it, DELETE removes it. */
export const POST = questionImage;
export const DELETE = questionImage;
