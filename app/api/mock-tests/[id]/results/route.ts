import { resultsCsv } from "@/lib/mock-tests/export";

/** A mock test's results as CSV (staff and admins), streamed in rank order. */
export async function GET(request: Request, { params }: RouteContext<"/api/mock-tests/[id]/results">) {
  return resultsCsv(request, (await params).id);
}
