import { answer, post } from "@/lib/jobs/child";
import { drawPages, type DrawnPage } from "@/lib/files/pdf-pages";

// A question paper's pages drawn in a bounded child process (lib/jobs/bounded.ts): each page is a
// second or so of CPU and tens of MB, which must not stall the site. Each page goes back as progress.

await answer(({ bytes }: { bytes: Uint8Array }) => drawPages(bytes, (page) => post<DrawnPage, never>({ progress: page })));
