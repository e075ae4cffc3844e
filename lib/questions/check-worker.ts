import { answer } from "@/lib/jobs/child";
import { checkSheet } from "./check";

// An uploaded spreadsheet read and checked in a bounded child process (lib/jobs/bounded.ts): 10,000
// rows of XLSX take about 2 s of CPU, which must not stall the site's other requests.

await answer(({ bytes }: { bytes: Uint8Array }) => checkSheet(bytes));
