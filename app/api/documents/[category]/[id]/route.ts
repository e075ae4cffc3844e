import { requireApiRole } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { categoryOr404, readUpload, refreshPublicPage, uploadStatus } from "@/lib/documents/http";
import { deleteDocument, updateDocument } from "@/lib/documents/service";
import { env } from "@/lib/env";
import { storage } from "@/lib/storage";

type Context = RouteContext<"/api/documents/[category]/[id]">;

async function target(request: Request, { params }: Context) {
  const user = await requireApiRole(request, "STAFF", "ADMIN");
  if (user instanceof Response) return user;
  const { category: slug, id } = await params;
  const category = categoryOr404(slug);
  if (category instanceof Response) return category;
  const documentId = Number(id);
  if (!Number.isSafeInteger(documentId) || documentId < 1) return Response.json({ error: "notFound" }, { status: 404 });
  return { user, category, documentId };
}

/** Saves the Update dialog: fields always, the PDF only when a new one is sent as the body. */
export async function PUT(request: Request, context: Context) {
  const found = await target(request, context);
  if (found instanceof Response) return found;
  const { fields, file, fieldErrors } = readUpload(request);
  if (!fields) return Response.json({ error: "invalid", fieldErrors }, { status: 400 });
  const deps = { db: db(), store: storage(), maxPdfMegabytes: env().MAX_PDF_MB, actorId: found.user.id };
  const result = await updateDocument(deps, found.category, found.documentId, fields, file);
  if (!result.ok) return Response.json({ error: result.error, maxMegabytes: env().MAX_PDF_MB }, { status: uploadStatus[result.error] });
  refreshPublicPage(found.category);
  return Response.json({ document: result.document });
}

export async function DELETE(request: Request, context: Context) {
  const found = await target(request, context);
  if (found instanceof Response) return found;
  const deleted = await deleteDocument({ db: db(), store: storage(), actorId: found.user.id }, found.category, found.documentId);
  if (!deleted) return Response.json({ error: "notFound" }, { status: 404 });
  refreshPublicPage(found.category);
  return new Response(null, { status: 204 });
}
