import "server-only";
import { buffer } from "node:stream/consumers";
import { getTranslations } from "next-intl/server";
import { withRole } from "@/lib/auth/with-role";
import { db } from "@/lib/db";
import { acceptFile } from "@/lib/files/upload";
import { refusedWhenStopped, runBounded } from "@/lib/jobs/bounded";
import { limits } from "@/lib/jobs/limits";
import { storage } from "@/lib/storage";
import { readCappedBytes } from "@/lib/security/body";
import { exportRows, filterOf, MAX_EXPORT, type ExportPicture } from "./queries";
import type { ExportInput } from "./export-file";
import { sampleRows } from "./samples";
import { importQuestions, setQuestionImage } from "./service";
import { refusedColumns, type SheetFormat } from "./sheet";
import { refusedSheet, summaryOf, type CheckOutcome } from "./check";
import { columns, MAX_IMPORT_MB, type Row } from "./schema";
import { reasonText } from "./reasons";

// The question bank's route handlers (issue 21), staff and admins only: app/api/questions/* re-export
// these. The import's work is lib/questions/service.ts, which the integration tests call directly.

const formatOf = (request: Request): SheetFormat => (new URL(request.url).searchParams.get("format") === "xlsx" ? "xlsx" : "csv");

async function download(rows: Row[], format: SheetFormat, name: string, header: readonly string[] = columns, pictures: ExportInput["pictures"] = []): Promise<Response> {
  const body = await runBounded<Uint8Array<ArrayBuffer>>("lib/questions/export-worker.ts", { rows, format, header, pictures, name } satisfies ExportInput, { limits: limits.questionExport });
  const [type, extension] = pictures.length
    ? ["application/zip", "zip"]
    : format === "xlsx"
      ? ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "xlsx"]
      : ["text/csv; charset=utf-8", "csv"];
  return new Response(body, {
    headers: { "Content-Type": type, "Content-Disposition": `attachment; filename="${name}.${extension}"`, "Cache-Control": "private, no-store" },
  });
}

/** GET /api/questions/template?format=csv|xlsx: the two sample questions in the import's format. */
export const template = withRole(["STAFF", "ADMIN"], ({ request }) => download(sampleRows(), formatOf(request), "question-bank-template"));

/**
 * GET /api/questions/export?format=…&subject=…: the questions the list's filter shows, in the
 * import's format; with their pictures in a .zip when they have any (issue 35), as large as one
 * import may be (else 422: a subject at a time).
 */
export const exportBank = withRole(["STAFF", "ADMIN"], async ({ request }) => {
  const filter = filterOf(Object.fromEntries(new URL(request.url).searchParams));
  const found = await exportRows(filter);
  // More than one import's worth: the list page offers the export a subject at a time instead.
  if (found === null) return Response.json({ error: "tooMany", max: MAX_EXPORT }, { status: 422 });
  const bytes = found.pictures.reduce((sum, p) => sum + p.size, 0);
  if (bytes > MAX_IMPORT_MB * 1024 * 1024) return Response.json({ error: "picturesTooLarge", maxMegabytes: MAX_IMPORT_MB }, { status: 422 });
  const pictures = await readPictures(found.pictures);
  if (!pictures) return Response.json({ error: "storageUnavailable" }, { status: 503, headers: { "Retry-After": "30" } });
  return download(found.rows, formatOf(request), "question-bank", columns, pictures);
});

/** The pictures' bytes from storage; null when storage cannot be read (a picture gone is left out: its row then asks for it). */
async function readPictures(pictures: ExportPicture[]): Promise<{ name: string; bytes: Uint8Array }[] | null> {
  try {
    const read: { name: string; bytes: Uint8Array }[] = [];
    for (const picture of pictures) {
      const object = await storage().get(picture.key);
      if (object) read.push({ name: picture.name, bytes: new Uint8Array(await buffer(object.body)) });
    }
    return read;
  } catch {
    return null;
  }
}

/** The uploaded sheet read and every row checked in a bounded child; a Response when it is not a sheet to import. */
async function checkUpload(request: Request): Promise<Extract<CheckOutcome, { ok: true }> | Response> {
  const bytes = await readCappedBytes(request, MAX_IMPORT_MB * 1024 * 1024);
  if (bytes === null) return Response.json({ error: "fileTooLarge", maxMegabytes: MAX_IMPORT_MB }, { status: 413 });
  const checked = await runBounded<CheckOutcome>("lib/questions/check-worker.ts", { bytes }, { limits: limits.questionCheck }).catch(refusedWhenStopped);
  if (checked instanceof Response) return checked;
  return checked.ok ? checked : Response.json({ error: checked.problem, missing: checked.missing }, { status: 422 });
}

/**
 * POST /api/questions/import?pool=PRACTICE: the body is a CSV or XLSX file. A file whose every row
 * passed and every column is read is stored at once (in the pool named, reserved by default).
 * Otherwise nothing is stored yet: the answer is what the check found (the good rows' count, the
 * refused rows by problem, the columns not read), and staff who choose to store the good rows send
 * the same file again with `&good=N`; a file that no longer has N good rows is refused (409).
 */
export const importBank = withRole(["STAFF", "ADMIN"], async ({ request, user }) => {
  const checked = await checkUpload(request);
  if (checked instanceof Response) return checked;
  const summary = summaryOf(checked);
  const confirmed = new URL(request.url).searchParams.get("good");
  if (confirmed !== null && Number(confirmed) !== summary.good) return Response.json({ error: "fileChanged", summary }, { status: 409 });
  if (!summary.good || (confirmed === null && (summary.refused || summary.unread.length))) return Response.json({ error: "needsReview", summary }, { status: 422 });
  const pool = new URL(request.url).searchParams.get("pool") === "PRACTICE" ? "PRACTICE" : "RESERVED";
  // One transaction for the good rows: all of them are stored, or none (lib/questions/service.ts).
  const stored = await importQuestions(db(), storage(), user.id, checked.questions, pool, checked.pictures);
  return Response.json({ ...stored, refused: summary.refused }, { status: 201 });
});

/**
 * POST /api/questions/refused?format=csv|xlsx&locale=ta: the body is the file staff uploaded; the
 * answer is its refused rows in the template's columns, as read, with a last column saying what to
 * fix in each, for staff to correct and upload again (import skips that column).
 */
export const refusedRows = withRole(["STAFF", "ADMIN"], async ({ request }) => {
  const checked = await checkUpload(request);
  if (checked instanceof Response) return checked;
  const t = await getTranslations({ locale: new URL(request.url).searchParams.get("locale") === "en" ? "en" : "ta", namespace: "questionBank" });
  const reason = (key: string) => reasonText(t, key);
  const rows = refusedSheet(checked.refused, ({ line, problems }) => t("refusedCell", { line, problems: problems.map((p) => `${p.column}: ${reason(p.reason)}`).join("; ") }));
  return download(rows, formatOf(request), "refused-rows", refusedColumns);
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
