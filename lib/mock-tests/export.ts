import { getTranslations } from "next-intl/server";
import { withRole } from "@/lib/auth/with-role";
import { resultCsvColumns, resultsCsvStream } from "./csv";
import { reviewTest } from "./review";

// A mock test's results as CSV (GET apiRoutes.mockResultsCsv), for staff and admins: streamed a
// batch at a time in rank order, UTF-8 with a byte-order mark so a spreadsheet shows the Tamil.

export const resultsCsv = withRole(["STAFF", "ADMIN"], async ({ request, id }) => {
  const test = await reviewTest(id);
  if (!test) return new Response("Not found", { status: 404 });
  const locale = new URL(request.url).searchParams.get("locale") === "en" ? "en" : "ta";
  const t = await getTranslations({ locale, namespace: "mockReview" });
  const header = Object.fromEntries(resultCsvColumns.map((c) => [c, t(`columns.${c}`)])) as Record<(typeof resultCsvColumns)[number], string>;
  return new Response(resultsCsvStream(test, header), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="mock-test-${test.id}-results.csv"`, "Cache-Control": "private, no-store" },
  });
});
