import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";

// A PDF as a printer or scanner sees it: every page rasterised by poppler's pdftoppm (the same
// renderer as a Linux print queue), then read as 8-bit grey. Shared by the PDF tests and the
// scan generator (issue 20).

export interface GreyPage {
  /** One byte per pixel, 0 black to 255 white, row by row. */
  data: Buffer;
  width: number;
  height: number;
  /** The page as pdftoppm wrote it (grey PNG). */
  png: Buffer;
}

export async function rasterisePdf(pdf: Buffer, dpi: number): Promise<GreyPage[]> {
  const dir = await mkdtemp(path.join(tmpdir(), "rasterise-"));
  try {
    await writeFile(path.join(dir, "in.pdf"), pdf);
    await promisify(execFile)("pdftoppm", ["-r", String(dpi), "-png", "-gray", path.join(dir, "in.pdf"), path.join(dir, "page")]);
    const pages = (await readdir(dir)).filter((f) => f.endsWith(".png")).sort();
    // Awaited here: returned bare, the finally below removed the folder while the pages were still being read.
    return await Promise.all(
      pages.map(async (name) => {
        const png = await readFile(path.join(dir, name));
        const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
        return { data, width: info.width, height: info.height, png };
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
