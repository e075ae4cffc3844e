import type { ZodType } from "zod";

// Request bodies read with a ceiling: a handler that parses JSON or checks a signature never holds
// more than it allows, whatever the client claims or streams.

/** The body as text, or null once it passes `max` bytes (a chunked upload has no length to check first). */
export async function readCapped(request: Request, max: number): Promise<string | null> {
  return (await readCappedBytes(request, max))?.toString("utf8") ?? null;
}

/** The body's bytes, or null once it passes `max` bytes. */
export async function readCappedBytes(request: Request, max: number): Promise<Buffer | null> {
  if (Number(request.headers.get("content-length") ?? 0) > max) return null;
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > max) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Why a JSON body was refused: past its size (413), or not JSON of the expected shape (400). */
export type BodyRefusal = { ok: false; error: "tooLarge" | "invalid"; status: 413 | 400 };

/**
 * The one reader of a JSON body (issue 32): at most `max` bytes, parsed and checked against
 * `schema`. Anything else is a refusal the handler answers with its 413 or 400, never a 500.
 */
export async function readJson<T>(request: Request, schema: ZodType<T>, max: number): Promise<{ ok: true; data: T } | BodyRefusal> {
  const text = await readCapped(request, max);
  if (text === null) return { ok: false, error: "tooLarge", status: 413 };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: "invalid", status: 400 };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, error: "invalid", status: 400 };
}

/** A refusal as the handlers answer it: `{ error }` with its status. */
export const refusedBody = (refusal: BodyRefusal) => Response.json({ error: refusal.error }, { status: refusal.status });
