// The rings drawn on a student's scanned sheet (issue 36): what the reader took, and what staff
// settled (a doubt, an accepted reading objection). Plain, so the browser test reads the same colours.
import { BUBBLE_RADIUS } from "@/lib/omr/layout";

export const RING = { reader: "#1d4ed8", staff: "#ea580c" } as const;
/** Just outside the bubble, in the sheet's points: rows are 11.6 apart, so two rows' rings barely touch. */
export const RING_RADIUS = BUBBLE_RADIUS + 1.2;
