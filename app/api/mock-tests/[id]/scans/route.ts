import { uploadScan } from "@/lib/omr/http";

/** An upload of scanned OMR answer sheets for a mock test (staff and admins), queued for the reader. */
export async function POST(request: Request, { params }: RouteContext<"/api/mock-tests/[id]/scans">) {
  return uploadScan(request, (await params).id);
}
