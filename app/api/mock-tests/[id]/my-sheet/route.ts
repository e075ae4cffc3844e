import { mySheetImage } from "@/lib/omr/http";

/** The signed-in student's own scanned answer sheet of a mock test, once its results are out (issue 36). */
export const GET = mySheetImage;
