import { getTranslations } from "next-intl/server";
import { requireApiRole } from "@/lib/auth/guard";
import { parseId } from "@/lib/db/id";
import { csvField } from "@/lib/students/csv";
import { resultCsvColumns, resultCsvLine } from "./csv";
import { eachResult, reviewTest } from "./review";

// A mock test's results as CSV (GET apiRoutes.mockResultsCsv), for staff and admins: streamed a
// batch at a time in rank order, UTF-8 with a byte-order mark so a spreadsheet shows the Tamil.

export async function resultsCsv(request: Request, rawId: string): Promise<Response> {
  const user = await requireApiRole(request, "STAFF", "ADMIN");
  if (user instanceof Response) return user;
  const id = parseId(rawId);
  const test = id === null ? null : await reviewTest(id);
  if (!test) return new Response("Not found", { status: 404 });
  const locale = new URL(request.url).searchParams.get("locale") === "en" ? "en" : "ta";
  const t = await getTranslations({ locale, namespace: "mockReview" });
  const encoder = new TextEncoder();
  const rows = eachResult(test.id);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${resultCsvColumns.map((c) => csvField(t(`columns.${c}`))).join(",")}\r\n`));
    },
    async pull(controller) {
      const next = await rows.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(`${resultCsvLine(next.value)}\r\n`));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  return new Response(body, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="mock-test-${test.id}-results.csv"`, "Cache-Control": "private, no-store" },
  });
}
