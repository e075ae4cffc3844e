// A PDF as an institute's old typesetting leaves it (issue 35): Tamil typed in a legacy font (Bamini,
// here), each line a text run in that font, the font named but not embedded, as Word and PageMaker
// save it when the font may not be embedded. A reader sees Latin letters in a font called "Bamini",
// exactly as in such a file; the page itself is drawn with a substitute font, as any viewer without
// Bamini draws it. Written out by hand (objects, stream, cross-reference table): no PDF library
// writes a text run in a font it does not embed.

/** A PDF string's special characters escaped. */
const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** One A4 page of `lines`, each a run in the font `font` (12 pt, 18 pt apart), its text as bytes in WinAnsi. */
export function legacyFontPdf(lines: readonly string[], font: string): Uint8Array {
  const content = lines.map((line, i) => `BT /F1 12 Tf 56 ${780 - i * 18} Td ${pdfString(line)} Tj ET`).join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    `<< /Type /Font /Subtype /TrueType /BaseFont /${font} /FirstChar 32 /LastChar 255 /Widths [${Array(224).fill(550).join(" ")}] /Encoding /WinAnsiEncoding >>`,
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, "latin1"));
}
