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
