import { sheetsPdf } from "@/lib/omr/http";

/** A batch of a mock test's OMR answer sheets as one PDF (staff and admins). */
export async function GET(request: Request, { params }: RouteContext<"/api/mock-tests/[id]/sheets">) {
  return sheetsPdf(request, (await params).id);
}
