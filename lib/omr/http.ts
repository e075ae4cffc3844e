import "server-only";
import { requireApiRole } from "@/lib/auth/guard";
import { parseId } from "@/lib/db/id";
import { printSheets } from "./print";

// The paper sheets' handlers (issue 20), staff and admins only; app/api/mock-tests/[id]/sheets
// re-exports this. The work is in ./print.ts, which the integration tests call directly.

/** GET /api/mock-tests/[id]/sheets: one batch of the test's OMR sheets as a PDF download. */
export async function sheetsPdf(request: Request, rawId: string): Promise<Response> {
  const user = await requireApiRole(request, "STAFF", "ADMIN");
  if (user instanceof Response) return user;
  const printed = await printSheets(parseId(rawId), new URL(request.url).searchParams);
  if (!printed.ok) return Response.json({ error: printed.error }, { status: printed.status });
  return new Response(printed.pdf, {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${printed.fileName}"`, "Cache-Control": "private, no-store" },
  });
}
