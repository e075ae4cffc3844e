import "server-only";
import { revalidatePath } from "next/cache";
import { routing } from "@/lib/i18n/routing";
import type { IncomingFile } from "@/lib/files/stream";
import { categoryBySlug, type DocumentCategory } from "./categories";
import { documentFields, type DocumentFields } from "./schema";

/**
 * The upload requests of the console forms: the PDF is the raw request body (so it streams and
 * the browser can report progress) and the fields travel in the query string.
 */
export function readUpload(request: Request): { fields: DocumentFields | null; file: IncomingFile | null; fieldErrors?: Record<string, string> } {
  const params = new URL(request.url).searchParams;
  const parsed = documentFields.safeParse({ title: params.get("title") ?? "", paper: params.get("paper") ?? "", subject: params.get("subject") ?? "" });
  const length = request.headers.get("content-length");
  const size = length === null ? null : Number(length);
  const file = size ? { body: request.body, size, fileName: params.get("name") ?? "" } : null;
  if (!parsed.success) {
    return { fields: null, file, fieldErrors: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])) };
  }
  return { fields: parsed.data, file };
}

export function categoryOr404(slug: string): DocumentCategory | Response {
  return categoryBySlug(slug) ?? Response.json({ error: "notFound" }, { status: 404 });
}

/** The public page listing this category's cards is rebuilt on its next visit. */
export function refreshPublicPage(category: DocumentCategory): void {
  for (const locale of routing.locales) revalidatePath(`/${locale}${category.publicPath}`);
}

export const uploadStatus = { fileType: 415, fileTooLarge: 413, fileEmpty: 400, fileIncomplete: 400, notFound: 404 } as const;
