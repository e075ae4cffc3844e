import { exportBank } from "@/lib/questions/http";

/** The question bank, or the part the console's filter shows, as CSV or XLSX (staff and admins). */
export const GET = exportBank;
