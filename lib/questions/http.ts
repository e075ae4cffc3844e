import "server-only";
import { withRole } from "@/lib/auth/with-role";
import { db } from "@/lib/db";
import { acceptFile } from "@/lib/files/upload";
import { refusedWhenStopped, runBounded } from "@/lib/jobs/bounded";
import { limits } from "@/lib/jobs/limits";
import { storage } from "@/lib/storage";
import { readCappedBytes } from "@/lib/security/body";
import { exportRows, filterOf, MAX_EXPORT } from "./queries";
import { sampleRows } from "./samples";
import { importQuestions, setQuestionImage } from "./service";
import type { SheetFormat } from "./sheet";
import type { CheckOutcome } from "./check";
import type { Row } from "./schema";

// The question bank's route handlers (issue 21), staff and admins only: app/api/questions/* re-export
// these. The import's work is lib/questions/service.ts, which the integration tests call directly.

/** 20,000 rows of two languages with explanations come to about 15 MB of CSV. */
export const MAX_IMPORT_MB = 20;

const formatOf = (request: Request): SheetFormat => (new URL(request.url).searchParams.get("format") === "xlsx" ? "xlsx" : "csv");

async function download(rows: Row[], format: SheetFormat, name: string): Promise<Response> {
  const xlsx = format === "xlsx";
  const body = await runBounded<Uint8Array<ArrayBuffer>>("lib/questions/export-worker.ts", { rows, format }, { limits: limits.questionExport });
  return new Response(body, {
    headers: {
      "Content-Type": xlsx ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" : "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}.${format}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** GET /api/questions/template?format=csv|xlsx: the two sample questions in the import's format. */
export const template = withRole(["STAFF", "ADMIN"], ({ request }) => download(sampleRows(), formatOf(request), "question-bank-template"));

/** GET /api/questions/export?format=…&subject=…: the questions the list's filter shows, in the import's format. */
export const exportBank = withRole(["STAFF", "ADMIN"], async ({ request }) => {
  const filter = filterOf(Object.fromEntries(new URL(request.url).searchParams));
  const rows = await exportRows(filter);
  // More than one import's worth: the list page offers the export a subject at a time instead.
  if (rows === null) return Response.json({ error: "tooMany", max: MAX_EXPORT }, { status: 422 });
  return download(rows, formatOf(request), "question-bank");
});

/** POST /api/questions/import?pool=PRACTICE: the body is a CSV or XLSX file; all its questions are stored, or none, in the pool named (reserved by default). */
export const importBank = withRole(["STAFF", "ADMIN"], async ({ request, user }) => {
  const bytes = await readCappedBytes(request, MAX_IMPORT_MB * 1024 * 1024);
  if (bytes === null) return Response.json({ error: "fileTooLarge", maxMegabytes: MAX_IMPORT_MB }, { status: 413 });
  const checked = await runBounded<CheckOutcome>("lib/questions/check-worker.ts", { bytes }, { limits: limits.questionCheck }).catch(refusedWhenStopped);
  if (checked instanceof Response) return checked;
  if (!checked.ok) return Response.json({ error: checked.problem, missing: checked.missing, problems: checked.problems }, { status: 422 });
  const pool = new URL(request.url).searchParams.get("pool") === "PRACTICE" ? "PRACTICE" : "RESERVED";
  return Response.json(await importQuestions(db(), user.id, checked.questions, pool), { status: 201 });
});

/**
 * POST /api/questions/[id]/image?name=…: the body is a picture (JPEG, PNG or WebP, checked by
 * content, re-encoded without metadata); DELETE removes the question's picture.
 */
export const questionImage = withRole(["STAFF", "ADMIN"], async ({ request, user, id }) => {
  if (request.method === "DELETE") {
    const removed = await setQuestionImage(db(), storage(), user.id, id, null);
    return removed.ok ? Response.json({ ok: true }) : Response.json({ error: "notFound" }, { status: 404 });
  }
  const length = request.headers.get("content-length");
  const incoming = { body: request.body, size: length === null ? null : Number(length), fileName: new URL(request.url).searchParams.get("name") ?? "picture" };
  const stored = await acceptFile(storage(), incoming, "image", { pdfMegabytes: 0 });
  if (!stored.ok) return Response.json({ error: stored.error }, { status: stored.error === "storageUnavailable" ? 503 : stored.error === "imageTooLarge" ? 413 : 400 });
  const set = await setQuestionImage(db(), storage(), user.id, id, stored.file);
  return set.ok ? Response.json({ ok: true }, { status: 201 }) : Response.json({ error: "notFound" }, { status: 404 });
});
