import "server-only";
import { withRole } from "@/lib/auth/with-role";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { IMAGE_MAX_BYTES } from "@/lib/files/image";
import type { IncomingFile } from "@/lib/files/stream";
import { storage } from "@/lib/storage";
import { createRecord, deleteRecord, updateRecord, type RecordAdapter, type RecordDeps, type RecordError } from "./service";
import type { ZodType } from "zod";
import type { FieldSpec } from "./specs";

/** The form fields a route reads from the query string, and the schema that turns them into F. */
export interface UploadSpec<F> {
  fields: readonly FieldSpec[];
  schema: ZodType<F>;
}

/** What a route serves: the record's adapter, the form whose schema produces its fields, and what to rebuild after a change. */
export interface RouteTarget<F> {
  adapter: RecordAdapter<F>;
  spec: UploadSpec<F>;
  refresh(): void;
}

type Resolve<F> = (params: Record<string, string>) => RouteTarget<F> | null;

const status: Record<RecordError, number> = {
  fileType: 415,
  imageType: 415,
  fileTooLarge: 413,
  imageTooLarge: 413,
  imagePixels: 413,
  fileEmpty: 400,
  fileIncomplete: 400,
  fileMissing: 400,
  notFound: 404,
  storageUnavailable: 503,
};

/**
 * The console's uploads: the file is the raw request body (so it streams and the browser can
 * report progress) and the form's fields travel in the query string.
 */
export function readUpload<F>(request: Request, spec: UploadSpec<F>): { fields: F | null; file: IncomingFile | null; fieldErrors?: Record<string, string> } {
  const params = new URL(request.url).searchParams;
  const parsed = spec.schema.safeParse(Object.fromEntries(spec.fields.map(({ name }) => [name, params.get(name) ?? ""])));
  const length = request.headers.get("content-length");
  const size = length === null ? null : Number(length);
  const file = size ? { body: request.body, size, fileName: params.get("name") ?? "" } : null;
  if (!parsed.success) return { fields: null, file, fieldErrors: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])) };
  return { fields: parsed.data, file };
}

function refused(error: RecordError): Response {
  return Response.json({ error, maxMegabytes: env().MAX_PDF_MB, maxImageMegabytes: IMAGE_MAX_BYTES / 1024 / 1024 }, { status: status[error] });
}

const notFound = () => Response.json({ error: "notFound" }, { status: 404 });

type Found<F> = { target: RouteTarget<F>; deps: RecordDeps; id: number; request: Request };

/** A record handler for staff and admins (lib/auth/with-role.ts), given the record type the address names. */
function forStaff<F>(resolve: Resolve<F>, handler: (found: Found<F>) => Promise<Response>) {
  return withRole(["STAFF", "ADMIN"], async ({ request, user, id, params }) => {
    const target = resolve(params);
    if (!target) return notFound();
    return handler({ target, deps: { db: db(), store: storage(), pdfMegabytes: env().MAX_PDF_MB, actorId: user.id }, id, request });
  });
}

/** POST on a collection (staff and admins): adds a record with its file. */
export function createHandler<F>(resolve: Resolve<F>) {
  return forStaff(resolve, async (found) => {
    const { request } = found;
    const { fields, file, fieldErrors } = readUpload(request, found.target.spec);
    if (!fields) return Response.json({ error: "invalid", fieldErrors }, { status: 400 });
    const result = await createRecord(found.deps, found.target.adapter, fields, file);
    if (!result.ok) return refused(result.error);
    found.target.refresh();
    return Response.json({ row: result.row }, { status: 201 });
  });
}

/** PUT and DELETE on one record: the Update dialog (new file optional) and Delete. */
export function itemHandlers<F>(resolve: Resolve<F>) {
  return {
    PUT: forStaff(resolve, async (found) => {
      const { fields, file, fieldErrors } = readUpload(found.request, found.target.spec);
      if (!fields) return Response.json({ error: "invalid", fieldErrors }, { status: 400 });
      const result = await updateRecord(found.deps, found.target.adapter, found.id, fields, file);
      if (!result.ok) return refused(result.error);
      found.target.refresh();
      return Response.json({ row: result.row });
    }),
    DELETE: forStaff(resolve, async (found) => {
      const deleted = await deleteRecord(found.deps, found.target.adapter, found.id);
      if (deleted === "notFound") return notFound();
      if (deleted === "inUse") return Response.json({ error: "recordInUse" }, { status: 409 });
      found.target.refresh();
      return new Response(null, { status: 204 });
    }),
  };
}
