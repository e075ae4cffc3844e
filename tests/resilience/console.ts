import { request } from "node:http";
import { createDatabase } from "@/lib/db";
import type { Storage } from "@/lib/storage";
import { ADMIN } from "../../bench/site";

export { preparedDataDir } from "../../bench/site";

// What the fault tests do as a staff member of the console, over plain HTTP against `npm start`,
// and what they check in its data afterwards.

/** Signs in through the real login endpoint; returns the headers later requests need. */
export async function signIn(site: string): Promise<Record<string, string>> {
  const response = await fetch(`${site}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site },
    body: JSON.stringify({ role: "ADMIN", ...ADMIN, locale: "en" }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { cookie, origin: site };
}

export function pdf(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write("%PDF-1.7\n", 0, "latin1");
  return bytes;
}

export const uploadPath = (title: string) => `/api/documents/group4?${new URLSearchParams({ title, paper: "தாள் I", subject: "பொதுத் தமிழ்", name: `${title}.pdf` })}`;

/** The console's upload: the PDF as the body, the fields in the query string. */
export async function upload(site: string, headers: Record<string, string>, title: string, bytes: Buffer): Promise<{ status: number; body: Record<string, unknown>; ms: number }> {
  const started = Date.now();
  const response = await fetch(`${site}${uploadPath(title)}`, { method: "POST", headers: { ...headers, "content-type": "application/pdf" }, body: new Uint8Array(bytes) });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, body, ms: Date.now() - started };
}

/**
 * Starts an upload of `total` bytes and sends only the first `sent` of them, then waits: the
 * server is in the middle of storing it. Resolves once those bytes are on the wire; the request's
 * own end (an error, when the server is killed) is swallowed.
 */
export async function startSlowUpload(site: string, headers: Record<string, string>, title: string, total: number, sent: number): Promise<void> {
  const url = new URL(`${site}${uploadPath(title)}`);
  const req = request(url, { method: "POST", headers: { ...headers, "content-type": "application/pdf", "content-length": String(total) } });
  req.on("error", () => undefined);
  req.on("response", (res) => res.resume());
  const bytes = pdf(total).subarray(0, sent);
  await new Promise<void>((resolve, reject) => req.write(bytes, (error) => (error ? reject(error) : resolve())));
}

/** After the site stopped: every stored-file record and what it points at. */
export async function fileRecords(dataDir: string, store: Storage): Promise<{ documents: string[]; files: number; dangling: string[] }> {
  const database = createDatabase({ dataDir });
  try {
    const documents = (await database.prisma.document.findMany({ select: { title: true }, orderBy: { id: "asc" } })).map((d) => d.title);
    const files = await database.prisma.storedFile.findMany({ select: { key: true } });
    const dangling: string[] = [];
    for (const { key } of files) if ((await store.size(key)) === null) dangling.push(key);
    return { documents, files: files.length, dangling };
  } finally {
    await database.close();
  }
}
