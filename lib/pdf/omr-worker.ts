import { answer } from "@/lib/jobs/child";
import type { SheetShape } from "@/lib/omr/layout";
import { renderOmrSheets, type SheetTest, type SheetToPrint } from "./omr";

// A batch of answer sheets, drawn in a bounded child process (lib/jobs/bounded.ts): about 0.2 s of CPU a
// sheet, which must not stall the site's other requests.

export interface SheetBatch {
  test: SheetTest;
  shape: SheetShape;
  sheets: SheetToPrint[];
}

await answer(({ test, shape, sheets }: SheetBatch) => renderOmrSheets(test, shape, sheets));
