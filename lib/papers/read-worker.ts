import { answer } from "@/lib/jobs/child";
import { readPaper } from "./read";

// A question paper read and parsed in a bounded child process (lib/jobs/bounded.ts): a 200-question
// Word or PDF paper is seconds of CPU, which must not stall the site's other requests.

await answer(({ bytes }: { bytes: Uint8Array }) => readPaper(bytes));
