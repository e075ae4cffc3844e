import JSZip from "jszip";
import { writeCsv, writeXlsx, type SheetFormat } from "./sheet";
import type { Row } from "./schema";

// An export or template as a file (issues 21 and 35): the sheet in the import's format, or, when its
// rows name pictures, a .zip of the sheet and those pictures, the very shape the import takes, so an
// export imports back unchanged. CPU only: ./export-worker.ts runs it in a bounded child.

export interface ExportInput {
  rows: Row[];
  format: SheetFormat;
  header: readonly string[];
  /** The pictures the rows name, by that name; none: the sheet alone. */
  pictures?: { name: string; bytes: Uint8Array }[];
  /** The sheet's name inside a .zip, without its extension. */
  name?: string;
}

export async function writeExport({ rows, format, header, pictures = [], name = "question-bank" }: ExportInput): Promise<Uint8Array> {
  const sheet = new Uint8Array(format === "xlsx" ? await writeXlsx(rows, header) : writeCsv(rows, header));
  if (!pictures.length) return sheet;
  const zip = new JSZip();
  zip.file(`${name}.${format}`, sheet);
  // JPEGs do not shrink: stored as they are, which also keeps the work to copying.
  for (const picture of pictures) zip.file(picture.name, picture.bytes, { compression: "STORE" });
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}
