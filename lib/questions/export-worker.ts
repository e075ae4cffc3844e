import { answer } from "@/lib/jobs/child";
import { writeExport, type ExportInput } from "./export-file";

// An export or template written in a bounded child process (lib/jobs/bounded.ts): 20,000 rows of
// XLSX take seconds of CPU, and a .zip of pictures megabytes of copying, which must not stall the
// site's other requests.

await answer(async (input: ExportInput) => writeExport(input));
