import { isCrossSite } from "../auth/request";

// Server-action requests are checked before Next decodes them (middleware.ts): Next itself answers
// a cross-site one or an undecodable body with a 500. Here they get 403 and 400 with a message.
// Arguments sent as JSON (every action without a file) are small; files travel as multipart and
// are checked by the action that reads them.

export const MAX_ACTION_JSON_BYTES = 1_000_000;

const refuse = (status: number, error: string, message: string) => Response.json({ error, message }, { status });

export async function refuseActionRequest(request: Request): Promise<Response | null> {
  if (request.method !== "POST" || !request.headers.has("next-action")) return null;
  if (isCrossSite(request)) return refuse(403, "crossSite", "Cross-site request refused.");
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) return null;
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_ACTION_JSON_BYTES) return refuse(413, "tooLarge", "The request is too large.");
  const text = await request.clone().text();
  if (text.length > MAX_ACTION_JSON_BYTES) return refuse(413, "tooLarge", "The request is too large.");
  try {
    if (Array.isArray(JSON.parse(text))) return null;
  } catch {
    // not JSON
  }
  return refuse(400, "badRequest", "The request could not be read.");
}
