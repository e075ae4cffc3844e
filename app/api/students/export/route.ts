import { getTranslations } from "next-intl/server";
import { requireApiRole } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { studentCsvColumns, studentCsvLine, csvField } from "@/lib/students/csv";
import { eachStudent } from "@/lib/students/list";

/**
 * Student-Details as CSV (admins only), for the same search as the screen. Streamed a batch at a
 * time; starts with a byte-order mark so spreadsheets read the Tamil correctly.
 */
export async function GET(request: Request) {
  const user = await requireApiRole(request, "ADMIN");
  if (user instanceof Response) return user;
  const url = new URL(request.url);
  const query = url.searchParams.get("q") ?? undefined;
  const t = await getTranslations({ locale: url.searchParams.get("locale") === "en" ? "en" : "ta", namespace: "students" });
  const encoder = new TextEncoder();
  const rows = eachStudent(db(), query);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${studentCsvColumns.map((c) => csvField(t(`columns.${c}`))).join(",")}\r\n`));
    },
    async pull(controller) {
      const next = await rows.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(`${studentCsvLine(next.value, (v) => (v ? t("yes") : t("no")))}\r\n`));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="students-${date}.csv"`, "Cache-Control": "private, no-store" },
  });
}
