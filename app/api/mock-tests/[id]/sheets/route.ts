import { sheetsPdf } from "@/lib/omr/http";

/** A batch of a mock test's OMR answer sheets as one PDF (staff and admins). */
export const GET = sheetsPdf;
