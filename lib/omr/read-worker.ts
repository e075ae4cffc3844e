import sharp from "sharp";
import { jobInput, post as send } from "@/lib/jobs/child";
import { loadCv } from "./cv";
import type { SheetShape } from "./layout";
import { ImageTooLarge, openScan } from "./pages";
import { readPage, type GreyImage } from "./read";
import type { ReadOutcome } from "./service";
import { MAX_SCAN_PAGES } from "./upload";

// The scan reader's child process (lib/omr/queue.ts starts it through lib/jobs/bounded.ts): opens
// the upload, reads its pages from `from` on and posts each page's reading as it goes, so progress
// is stored page by page and a restart carries on where it stopped. Importing this file starts the
// work: nothing but the worker may import it (types aside).

export interface ReadJob {
  // A buffer of its own: it moves to the worker.
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  shape: SheetShape;
  from: number;
}
export type ReadProgress = { pages: number } | ReadOutcome;
export type ReadResult = { ok: true } | { ok: false; problem: "unreadableFile" | "tooManyPages" | "imageTooLarge" };

const post = (message: { progress: ReadProgress } | { result: ReadResult }) => send<ReadProgress, ReadResult>(message);
const jpeg = (image: GreyImage, maxSide: number) =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 60 })
    .toBuffer();

const { bytes, contentType, shape, from } = await jobInput<ReadJob>();
const { cv } = await loadCv();
const scan = await openScan(bytes, contentType).catch((error: Error) => error);
if (scan instanceof ImageTooLarge) await post({ result: { ok: false, problem: "imageTooLarge" } });
else if (scan instanceof Error) await post({ result: { ok: false, problem: "unreadableFile" } });
else if (scan.count > MAX_SCAN_PAGES) await post({ result: { ok: false, problem: "tooManyPages" } });
else {
  await post({ progress: { pages: scan.count } });
  for (let page = from; page <= scan.count; page += 1) {
    const image = await scan.page(page).catch(() => null);
    // A page pdf.js cannot draw, or one the reader trips over, is said to be unreadable, not guessed at.
    const reading = image ? await readPage(cv, image, shape).catch(() => ({ ok: false as const, reason: "unreadable" as const })) : ({ ok: false, reason: "unreadable" } as const);
    if (reading.ok) {
      const { straightened, ...rest } = reading;
      await post({ progress: { page, reading: rest, jpeg: await jpeg(straightened, 2400) } });
    } else await post({ progress: { page, reading, jpeg: image ? await jpeg(image, 1200) : null } });
  }
  await scan.close();
  await post({ result: { ok: true } });
}
process.disconnect();
