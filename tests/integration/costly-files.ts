import { PassThrough } from "node:stream";
import { deflateSync } from "node:zlib";
import ExcelJS from "exceljs";
import sharp from "sharp";
import { sampleRows } from "@/lib/questions/samples";
import { columns } from "@/lib/questions/schema";

// Files built to cost more than they weigh (issue 33), as an attacker with a staff account, or an
// unlucky scanner, would upload them: each is small on the wire and large once opened.

/** A PDF of one page around `streams` objects, written with a correct cross-reference table. */
function pdfOf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n")];
  const offsets: number[] = [];
  let length = parts[0].length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.isBuffer(body) ? body : Buffer.from(body), Buffer.from("\nendobj\n")]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`)].join("");
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}

const stream = (dict: string, data: Buffer) => Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`), data, Buffer.from("\nendstream")]);

/** One A4 page whose content expands to `megabytes` MB of drawing operators (a few hundred KB deflated). */
export function operatorBombPdf(megabytes: number): Buffer {
  const op = Buffer.from("1 0 0 1 0 0 cm 0 0 1 1 re f\n");
  const content = deflateSync(Buffer.alloc(megabytes * 1024 * 1024, op), { level: 9 });
  return pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
    stream("/Filter /FlateDecode", content),
  ]);
}

/** One page holding a `side` × `side` grey image (deflated: a flat grey compresses to almost nothing). */
export function hugeImagePdf(side: number): Buffer {
  const pixels = deflateSync(Buffer.alloc(side * side, 200), { level: 9 });
  return pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im 5 0 R >> >> /Contents 4 0 R >>",
    stream("", Buffer.from("q 595 0 0 842 0 0 cm /Im Do Q")),
    stream(`/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`, pixels),
  ]);
}

/** A `side` × `side` JPEG photo (sharp writes it a strip at a time). */
export const hugePhoto = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: "#ccc" } })
    .jpeg({ quality: 50 })
    .toBuffer();

/** The bank's template with `rows` questions: a spreadsheet of a few MB that a whole-book parse would hold in memory at once. */
export async function manyRowsXlsx(rows: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = book.addWorksheet("questions");
  // The template's first sample, its question numbered: every row a good one.
  const sample = sampleRows()[0];
  sheet.addRow([...columns]).commit();
  for (let i = 1; i <= rows; i++) sheet.addRow(columns.map((c) => (c === "question_ta" || c === "question_en" ? `${i}. ${sample[c]}` : (sample[c] ?? "")))).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}
