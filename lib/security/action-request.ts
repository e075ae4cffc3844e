import { isCrossSite } from "../auth/request";

// Server-action requests are checked before Next decodes them (middleware.ts): Next itself answers
// a cross-site one, an undecodable body or one over its size limit with a 500. Here they get 403,
// 400 and 413 with a message. Arguments sent as JSON (every action without a file) are small;
// forms with a staff photo travel as multipart.

export const MAX_ACTION_JSON_BYTES = 1_000_000;
/** A staff photo (at most 5 MB, lib/files/image.ts) and the form's fields; next.config.ts gives Next the same limit. */
export const MAX_ACTION_FORM_BYTES = 6 * 1024 * 1024;

const refuse = (status: number, error: string, message: string) => Response.json({ error, message }, { status });
const tooLarge = () => refuse(413, "tooLarge", "The request is too large.");

export async function refuseActionRequest(request: Request): Promise<Response | null> {
  if (request.method !== "POST" || !request.headers.has("next-action")) return null;
  if (isCrossSite(request)) return refuse(403, "crossSite", "Cross-site request refused.");
  const multipart = (request.headers.get("content-type") ?? "").startsWith("multipart/form-data");
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > (multipart ? MAX_ACTION_FORM_BYTES : MAX_ACTION_JSON_BYTES)) return tooLarge();
  if (multipart) return (await readableForm(request)) ? null : refuse(400, "badRequest", "The request could not be read.");
  const text = await request.clone().text();
  if (text.length > MAX_ACTION_JSON_BYTES) return tooLarge();
  try {
    if (Array.isArray(JSON.parse(text))) return null;
  } catch {
    // not JSON
  }
  return refuse(400, "badRequest", "The request could not be read.");
}

async function readableForm(request: Request): Promise<boolean> {
  try {
    await request.clone().formData();
    return true;
  } catch {
    return false;
  }
}
