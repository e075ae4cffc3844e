import { Readable } from "node:stream";
import { getTranslations } from "next-intl/server";
import { currentUser } from "@/lib/auth/guard";
import { withRole } from "@/lib/auth/with-role";
import { parseId } from "@/lib/db/id";
import { renderStudentPdf } from "@/lib/pdf/student";
import { CSV_BOM, csvLine } from "@/lib/files/csv";
import { studentCsvColumns, studentCsvLine } from "./csv";
import { studentPdfTokenValid } from "./pdf-link";
import { eachStudent, studentDetails } from "./queries";

// The students' route handlers (app/api/students/…): a student's details PDF and the CSV export.

/**
 * A student's details PDF (the old GET /exportToPDF/{id}): for admins, for the student themself,
 * or with the short-lived link handed out right after payment. Anyone else gets 404, so ids
 * cannot be probed.
 */
export async function studentPdf(request: Request, rawId: string): Promise<Response> {
  const id = parseId(rawId);
  if (id === null) return new Response("Not found", { status: 404 });
  const token = new URL(request.url).searchParams.get("token");
  const viaToken = token !== null && studentPdfTokenValid(id, token);
  if (!viaToken) {
    const user = await currentUser();
    if (!user) return new Response("Sign in first.", { status: 401 });
    if (user.role !== "ADMIN" && !(user.role === "STUDENT" && user.id === id)) return new Response("Not found", { status: 404 });
  }
  const student = await studentDetails(id);
  if (!student) return new Response("Not found", { status: 404 });
  const stream = await renderStudentPdf(student);
  return new Response(Readable.toWeb(stream as Readable) as ReadableStream, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${student.profile.registerNo}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * Student-Details as CSV (admins only), for the same search as the screen. Streamed a batch at a
 * time; starts with a byte-order mark so spreadsheets read the Tamil correctly.
 */
export const studentsCsv = withRole(["ADMIN"], async ({ request }) => {
  const url = new URL(request.url);
  const t = await getTranslations({ locale: url.searchParams.get("locale") === "en" ? "en" : "ta", namespace: "students" });
  const encoder = new TextEncoder();
  const rows = eachStudent(url.searchParams.get("q") ?? undefined);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${CSV_BOM}${csvLine(studentCsvColumns.map((c) => t(`columns.${c}`)))}\r\n`));
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
});
