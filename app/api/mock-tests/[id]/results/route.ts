import { resultsCsv } from "@/lib/mock-tests/export";

/** A mock test's results as CSV (staff and admins), streamed in rank order. */
export const GET = resultsCsv;
