import { importBank } from "@/lib/questions/http";

/** A CSV or XLSX of questions (staff and admins): a clean file stored, any other's good rows once staff confirm. */
export const POST = importBank;
