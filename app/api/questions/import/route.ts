import { importBank } from "@/lib/questions/http";

/** A CSV or XLSX of questions (staff and admins): all stored, or none with every bad row listed. */
export const POST = importBank;
