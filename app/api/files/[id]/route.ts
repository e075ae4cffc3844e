import { currentUser } from "@/lib/auth/guard";
import { parseId } from "@/lib/db/id";
import { fileWithAudience } from "@/lib/files/queries";
import { storage } from "@/lib/storage";
import { fileResponse } from "@/lib/storage/http";

/**
 * Streams a stored file: inline for the embedded viewer (with ranges), or as a download with
 * its original name when `?download=1`. Test-series files need a signed-in member; a
 * mock test's papers are held back from students until it opens (question) or closes (answer).
 */
export async function GET(request: Request, { params }: RouteContext<"/api/files/[id]">) {
  const id = parseId((await params).id);
  if (id === null) return new Response("Not found", { status: 404 });
  const found = await fileWithAudience(id);
  if (!found) return new Response("Not found", { status: 404 });
  if (found.audience !== "public") {
    const user = await currentUser();
    if (!user) return new Response("Sign in first.", { status: 401 });
    // A paper an online test still holds back: a student learns nothing, not even that it exists.
    if (found.audience === "staff" && user.role === "STUDENT") return new Response("Not found", { status: 404 });
  }
  const download = new URL(request.url).searchParams.get("download") === "1";
  const response = await fileResponse(request, storage(), found.file, download ? "attachment" : "inline");
  if (found.audience === "public" && response.ok) response.headers.set("Cache-Control", "public, max-age=300");
  return response;
}
