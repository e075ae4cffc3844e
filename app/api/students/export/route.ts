import { studentsCsv } from "@/lib/students/http";

/** Student-Details as CSV (admins only), streamed. */
export const GET = studentsCsv;
