import { uploadScan } from "@/lib/omr/http";

/** An upload of scanned OMR answer sheets for a mock test (staff and admins), queued for the reader. */
export const POST = uploadScan;
