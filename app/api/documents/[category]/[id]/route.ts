import { documentTarget } from "@/lib/documents/http";
import { itemHandlers } from "@/lib/records/http";

/** The Update dialog (fields, and the PDF when a new one is the body) and Delete. */
export const { PUT, DELETE } = itemHandlers(documentTarget);
