import { Readable } from "node:stream";
import type { ByteRange, Storage } from "./types";
import { log } from "@/lib/ops/log";

/**
 * Reads a single-range "bytes=" header. Returns null to send the whole file (no header, or a
 * form we do not serve, such as several ranges) and "unsatisfiable" for a range past the end.
 */
export function parseRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === "" && match[2] === "")) return null;
  let start: number;
  let end: number;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    start = Math.max(size - suffix, 0);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}

/** RFC 6266 header with an ASCII fallback and the UTF-8 name (Tamil file names survive). */
export function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export interface FileToSend {
  key: string;
  fileName: string;
  contentType: string;
}

const STORAGE_DOWN = "கோப்புச் சேமிப்பகம் இப்போது பதில் தரவில்லை. சில நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள்.\n" + "File storage is not answering just now. Please try again in a few minutes.\n";

/**
 * Streams a stored file as an HTTP response, honouring Range so PDF viewers can seek. When the
 * storage (an S3 endpoint) does not answer, the reader gets 503 and a short bilingual note.
 */
export async function fileResponse(request: Request, store: Storage, file: FileToSend, disposition: "inline" | "attachment"): Promise<Response> {
  try {
    return await send(request, store, file, disposition);
  } catch (error) {
    log.warn({ key: file.key, reason: (error as Error).message }, "storage: a file could not be read");
    return new Response(STORAGE_DOWN, { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "30", "Cache-Control": "no-store" } });
  }
}

async function send(request: Request, store: Storage, file: FileToSend, disposition: "inline" | "attachment"): Promise<Response> {
  const size = await store.size(file.key);
  if (size === null) return new Response("Not found", { status: 404 });
  const range = parseRange(request.headers.get("range"), size);
  const headers = new Headers({
    "Accept-Ranges": "bytes",
    "Content-Type": file.contentType,
    "Content-Disposition": contentDisposition(disposition, file.fileName),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const object = await store.get(file.key, range ?? undefined);
  if (!object) return new Response("Not found", { status: 404 });
  const body = Readable.toWeb(object.body) as ReadableStream<Uint8Array>;
  if (range) {
    headers.set("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
    headers.set("Content-Length", String(range.end - range.start + 1));
    return new Response(body, { status: 206, headers });
  }
  headers.set("Content-Length", String(size));
  return new Response(body, { status: 200, headers });
}
