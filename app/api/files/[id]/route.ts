import { currentUser } from "@/lib/auth/guard";
import { parseId } from "@/lib/db/id";
import { fileWithAudience } from "@/lib/files/queries";
import { storage } from "@/lib/storage";
import { fileResponse } from "@/lib/storage/http";

/**
 * Streams a stored file: inline for the embedded viewer (with ranges), or as a download with
 * its original name when `?download=1`. Test-series files need a signed-in member.
 */
export async function GET(request: Request, { params }: RouteContext<"/api/files/[id]">) {
  const id = parseId((await params).id);
  if (id === null) return new Response("Not found", { status: 404 });
  const found = await fileWithAudience(id);
  if (!found) return new Response("Not found", { status: 404 });
  if (found.audience === "members") {
    const user = await currentUser();
    if (!user) return new Response("Sign in first.", { status: 401 });
  }
  const download = new URL(request.url).searchParams.get("download") === "1";
  const response = await fileResponse(request, storage(), found.file, download ? "attachment" : "inline");
  if (found.audience === "public" && response.ok) response.headers.set("Cache-Control", "public, max-age=300");
  return response;
}
