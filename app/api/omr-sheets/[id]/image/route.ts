import { sheetImage } from "@/lib/omr/http";

/** A scanned OMR sheet's picture, or one part of it, for the review screen (staff and admins). */
export async function GET(request: Request, { params }: RouteContext<"/api/omr-sheets/[id]/image">) {
  return sheetImage(request, (await params).id);
}
