import "server-only";
import { withRole } from "@/lib/auth/with-role";
import { db } from "@/lib/db";
import { parseId } from "@/lib/db/id";
import { env } from "@/lib/env";
import { storage } from "@/lib/storage";
import { printSheets } from "./print";
import { sheetPicture } from "./crop";
import { sheetAsRead } from "./queries";
import { acceptScan, type ScanRefusal } from "./upload";

// The paper sheets' handlers (issue 20), staff and admins only, but a student's own sheet (issue 36);
// app/api/mock-tests/[id]/{sheets,scans,my-sheet} and app/api/omr-sheets/[id]/image re-export these.
// The work is in ./print.ts and ./upload.ts, which the integration tests call directly.

/** GET /api/mock-tests/[id]/sheets: one batch of the test's OMR sheets as a PDF download. */
export const sheetsPdf = withRole(["STAFF", "ADMIN"], async ({ request, id }) => {
  const printed = await printSheets(id, new URL(request.url).searchParams);
  if (!printed.ok) return Response.json({ error: printed.error }, { status: printed.status });
  return new Response(printed.pdf, {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${printed.fileName}"`, "Cache-Control": "private, no-store" },
  });
});

const scanStatus: Record<ScanRefusal, number> = {
  notFound: 404,
  tooManyQuestions: 422,
  fileType: 415,
  fileTooLarge: 413,
  fileEmpty: 400,
  fileIncomplete: 400,
  storageUnavailable: 503,
};

/** POST /api/mock-tests/[id]/scans?name=…: the body is one scan (PDF, JPEG or PNG), queued for the reader. */
export const uploadScan = withRole(["STAFF", "ADMIN"], async ({ request, id }) => {
  const length = request.headers.get("content-length");
  const incoming = { body: request.body, size: length === null ? null : Number(length), fileName: new URL(request.url).searchParams.get("name") ?? "scan" };
  const uploaded = await acceptScan(db(), storage(), id, incoming, env().MAX_SCAN_MB);
  if (!uploaded.ok) return Response.json({ error: uploaded.error, maxMegabytes: env().MAX_SCAN_MB }, { status: scanStatus[uploaded.error] });
  return Response.json({ scanId: uploaded.scanId }, { status: 201 });
});

/** GET /api/omr-sheets/[id]/image?test=T[&question=N|&register=1]: a scanned sheet's picture, or one part of it. */
export const sheetImage = withRole(["STAFF", "ADMIN"], async ({ request, id }) => {
  const params = new URL(request.url).searchParams;
  const question = params.get("question");
  const part = question !== null ? { question: Number(question) } : params.get("register") === "1" ? { register: true as const } : null;
  return pictureResponse(await sheetPicture(db(), storage(), parseId(params.get("test") ?? ""), id, part));
});

/** A sheet's picture, private to whoever may see it (an hour in their own cache), or 404. */
function pictureResponse(picture: Awaited<ReturnType<typeof sheetPicture>>): Response {
  if (!picture) return Response.json({ error: "notFound" }, { status: 404 });
  return new Response(new Uint8Array(picture.bytes), { headers: { "Content-Type": picture.type, "Cache-Control": "private, max-age=3600" } });
}

/** GET /api/mock-tests/[id]/my-sheet: the signed-in student's own confirmed sheet, straightened, once its results are out to them (./queries.ts sheetAsRead). */
export const mySheetImage = withRole(["STUDENT"], async ({ user, id }) => {
  const sheet = await sheetAsRead(id, user.id);
  return pictureResponse(sheet?.imageId ? await sheetPicture(db(), storage(), id, sheet.sheetId, null) : null);
});
