import { refusedRows } from "@/lib/questions/http";

/** The rows of an uploaded sheet that the import refused, as a sheet to correct (staff and admins). */
export const POST = refusedRows;
