import { requireApiRole } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { categoryOr404, readUpload, refreshPublicPage, uploadStatus } from "@/lib/documents/http";
import { createDocument } from "@/lib/documents/service";
import { env } from "@/lib/env";
import { storage } from "@/lib/storage";

/** Adds a syllabus PDF to a category (staff and admins). Body: the PDF; query: the fields. */
export async function POST(request: Request, { params }: RouteContext<"/api/documents/[category]">) {
  const user = await requireApiRole(request, "STAFF", "ADMIN");
  if (user instanceof Response) return user;
  const category = categoryOr404((await params).category);
  if (category instanceof Response) return category;
  const { fields, file, fieldErrors } = readUpload(request);
  if (!fields) return Response.json({ error: "invalid", fieldErrors }, { status: 400 });
  if (!file) return Response.json({ error: "fileMissing" }, { status: 400 });
  const result = await createDocument({ db: db(), store: storage(), maxPdfMegabytes: env().MAX_PDF_MB, actorId: user.id }, category, fields, file);
  if (!result.ok) return Response.json({ error: result.error, maxMegabytes: env().MAX_PDF_MB }, { status: uploadStatus[result.error] });
  refreshPublicPage(category);
  return Response.json({ document: result.document }, { status: 201 });
}
