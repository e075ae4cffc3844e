import path from "node:path";
import JSZip from "jszip";
import { contentHash, IMAGE_MAX_BYTES, reencodeImage, type ImageError } from "@/lib/files/image";
import type { PictureCheck } from "./check";
import { withoutBidiControls } from "@/lib/zod";
import { MAX_ROWS, PICTURE_COLUMN } from "./schema";
import type { FileProblem, ParsedSheet } from "./sheet";

// A question bank upload with its pictures (issue 35): a .zip holding one spreadsheet (.xlsx or .csv)
// and the pictures its `picture` column names, matched by file name (with or without the folder, in
// any case). Bounded before anything is decoded: the number of entries, each entry's size as it
// inflates (a picture at most a photo's 5 MB, the sheet at most 100 MB) and all of them
// together, so a small zip that inflates to gigabytes (a "zip bomb") stops at the limit. Each picture
// named is checked by content and re-encoded as a photo upload is (lib/files/image.ts), in the
// check's bounded child. An .xlsx is a zip too: one with Excel's own parts is the sheet itself.

const MB = 1024 * 1024;
export const bundleLimits = {
  /** Entries a zip may hold: a picture a row and the sheet, twice over for the "__MACOSX" copies a Mac adds. */
  entries: 2 * MAX_ROWS + 100,
  /** The sheet inside: 20,000 bilingual rows with explanations are about 25 MB of CSV. */
  sheetBytes: 100 * MB,
  /** A picture: a photo upload's limit. */
  pictureBytes: IMAGE_MAX_BYTES,
  /** Everything inflated from one zip: the sheet and the pictures its rows name. */
  totalBytes: 400 * MB,
};

export type BundleProblem = Extract<FileProblem, "bundleTooLarge" | "bundleNoSheet" | "notASheet">;
export interface OpenedUpload {
  /** The spreadsheet's bytes: the upload itself, or the one sheet inside the zip. */
  sheet: Uint8Array;
  /** A picture's bytes by its name as a cell gives it; null when the upload has none of that name, "tooLarge" past a photo's size. */
  picture(name: string): Promise<Uint8Array | "tooLarge" | null>;
}

const none = async () => null;
/** Thrown inside when the zip inflates past MAX_BUNDLE_MB; the upload is refused whole. */
class TooLarge extends Error {}

const usable = (name: string) => !name.startsWith("__MACOSX/") && !/(^|\/)\./.test(name);
/** A picture's name as a cell or a zip gives it, in the one form they are matched by: "Pictures\\Q12.PNG" is "pictures/q12.png". */
export const pictureName = (name: string) => withoutBidiControls(name).normalize("NFC").trim().replace(/\\/g, path.posix.sep).toLowerCase();

/** The upload as a sheet and its pictures: a sheet alone, or a zip of a sheet and pictures. */
export async function openUpload(bytes: Uint8Array, limits = bundleLimits): Promise<({ ok: true } & OpenedUpload) | { ok: false; problem: BundleProblem }> {
  const zipped = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (!zipped) return { ok: true, sheet: bytes, picture: none };
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    return { ok: false, problem: "notASheet" };
  }
  if (zip.file("[Content_Types].xml")) return { ok: true, sheet: bytes, picture: none };
  const entries = Object.values(zip.files).filter((f) => !f.dir);
  if (entries.length > limits.entries) return { ok: false, problem: "bundleTooLarge" };
  const files = entries.filter((f) => usable(f.name));
  const sheets = files.filter((f) => /\.(xlsx|csv)$/i.test(f.name));
  if (sheets.length !== 1) return { ok: false, problem: "bundleNoSheet" };
  let left = limits.totalBytes;
  /** An entry inflated, stopping at `cap` bytes (null past it) and at what is left of the whole zip's allowance (TooLarge). */
  const inflate = (file: JSZip.JSZipObject, cap: number) =>
    new Promise<Uint8Array | null>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      // jszip's stream (readable-stream 2) is not async-iterable: its events, and pause() to stop inflating.
      const stream = file.nodeStream("nodebuffer");
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        left -= chunk.length;
        if (size <= cap && left >= 0) return void chunks.push(chunk);
        stream.pause();
        stream.removeAllListeners();
        if (left < 0) reject(new TooLarge());
        else resolve(null);
      });
      stream.on("end", () => resolve(Buffer.concat(chunks)));
      stream.on("error", reject);
    });
  const byName = new Map<string, JSZip.JSZipObject>();
  const names = files.map((f) => pictureName(f.name));
  const bases = names.map((name) => path.posix.basename(name));
  files.forEach((f, i) => {
    byName.set(names[i], f);
    // By its name alone too, unless two folders hold a file of that name.
    if (bases.indexOf(bases[i]) === bases.lastIndexOf(bases[i])) byName.set(bases[i], f);
  });
  try {
    const sheet = await inflate(sheets[0], limits.sheetBytes);
    if (!sheet) return { ok: false, problem: "bundleTooLarge" };
    const picture = async (name: string) => {
      const file = byName.get(pictureName(name));
      return file ? ((await inflate(file, limits.pictureBytes)) ?? "tooLarge") : null;
    };
    return { ok: true, sheet, picture };
  } catch (error) {
    if (error instanceof TooLarge) return { ok: false, problem: "bundleTooLarge" };
    throw error;
  }
}

const reasons: Record<ImageError, string> = { imageType: "pictureType", fileEmpty: "pictureType", imageTooLarge: "pictureTooLarge", imagePixels: "picturePixels" };

/**
 * Every picture the rows name, checked by content and re-encoded: what ./check.ts checkRows matches
 * the rows' cells against, and the JPEGs to store. A name the upload lacks is left out (the row's
 * problem is then "pictureMissing"). Throws TooLarge past the zip's allowance.
 */
export async function checkPictures(upload: OpenedUpload, sheet: ParsedSheet): Promise<{ checks: Map<string, PictureCheck>; jpegs: Map<string, Uint8Array> }> {
  const checks = new Map<string, PictureCheck>();
  const jpegs = new Map<string, Uint8Array>();
  for (const { row } of sheet.rows) {
    const name = pictureName(row[PICTURE_COLUMN] ?? "");
    if (!name || checks.has(name)) continue;
    const bytes = await upload.picture(name);
    if (bytes === null) continue;
    const image = bytes === "tooLarge" ? ({ ok: false, error: "imageTooLarge" } as const) : await reencodeImage(bytes);
    if (!image.ok) {
      checks.set(name, { ok: false, reason: reasons[image.error] });
      continue;
    }
    checks.set(name, { ok: true, sha256: contentHash(image.data) });
    jpegs.set(name, image.data);
  }
  return { checks, jpegs };
}

export { TooLarge as BundleTooLarge };
