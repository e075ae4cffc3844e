import { sheetImage } from "@/lib/omr/http";

/** A scanned OMR sheet's picture, or one part of it, for the review screen (staff and admins). */
export const GET = sheetImage;
