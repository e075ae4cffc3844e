import { template } from "@/lib/questions/http";

/** The import template with two sample questions, as CSV or XLSX (staff and admins). */
export const GET = template;
