import JSZip from "jszip";
import mammoth from "mammoth";
import { LABEL_FONT, writeListNumbers } from "@/lib/papers/docx-numbering";
import { readStyles, type DocxStyles } from "@/lib/papers/docx-styles";
import { unicodeOf, type Run } from "@/lib/papers/legacy-text";
import type { Block, PaperPicture, RawPaper } from "@/lib/papers/types";
import { firstTag, tags } from "@/lib/papers/xml";

// A Word paper (.docx) as blocks (issue 35): one per paragraph, a table cell's paragraphs each their
// own, in document order; Word's list numbers written in (docx-numbering.ts); each run's legacy
// Tamil font converted (legacy-text.ts), its font found through the styles (docx-styles.ts);
// pictures kept with the paragraph they sit in. mammoth (BSD-2) reads the document: its document
// model is taken from the transformDocument hook, and an empty document handed back so no HTML
// is built. Pure: bytes in, blocks out, all in memory.

/** mammoth's document model, as far as this reader walks it (lib/documents.js of mammoth 1.x). */
interface Element {
  type: string;
  children?: Element[];
  value?: string;
  font?: string | null;
  styleId?: string | null;
  styleName?: string | null;
  alignment?: string | null;
  isBold?: boolean;
  breakType?: string;
  contentType?: string;
  read?: () => Promise<Uint8Array>;
}

const HEADING_STYLE = /^(heading \d|title|subtitle)$/i;

/** A part's path from the relationships of `from` ("" for the package), by the relationship type's last word. */
async function partPath(zip: JSZip, from: string, type: string): Promise<string | null> {
  // The folder of `from` with its slash ("word/"), or "" for a part at the package's root.
  const dir = from.slice(0, from.lastIndexOf("\u002f") + 1);
  const rels = await zip.file(`${dir}_rels/${from.slice(dir.length)}.rels`)?.async("string");
  for (const tag of tags(rels ?? "")) {
    if (tag.name !== "Relationship" || !tag.attrs.Type?.endsWith(`/${type}`)) continue;
    const target = tag.attrs.Target ?? "";
    return target.startsWith("/") ? target.slice(1) : `${dir}${target}`;
  }
  return null;
}

const text = async (zip: JSZip, path: string | null) => (path ? ((await zip.file(path)?.async("string")) ?? null) : null);

export async function readDocx(bytes: Uint8Array): Promise<RawPaper> {
  const zip = await JSZip.loadAsync(bytes);
  const main = (await partPath(zip, "", "officeDocument")) ?? "word/document.xml";
  const documentXml = await text(zip, main);
  if (documentXml === null || !firstTag(documentXml, "w:body")) throw new Error("not a Word document (.docx): no document part");
  const styles = readStyles(await text(zip, await partPath(zip, main, "styles")));
  const numberingXml = await text(zip, await partPath(zip, main, "numbering"));
  let input = bytes;
  if (numberingXml) {
    zip.file(main, writeListNumbers(documentXml, numberingXml, styles));
    // Stored, not deflated again: mammoth opens it at once, and the images need no second squeeze.
    input = await zip.generateAsync({ type: "uint8array", compression: "STORE" });
  }
  let document: Element | null = null;
  await mammoth.convertToHtml(
    { buffer: Buffer.from(input.buffer, input.byteOffset, input.byteLength) },
    {
      transformDocument: (element: Element) => {
        document = element;
        return { ...element, children: [] };
      },
    },
  );
  if (!document) throw new Error("mammoth read no document");
  return walkDocument(document, styles);
}

async function walkDocument(document: Element, styles: DocxStyles): Promise<RawPaper> {
  const blocks: Block[] = [];
  const pictures: PaperPicture[] = [];
  let index = 0;

  async function paragraph(p: Element) {
    const source = { kind: "paragraph" as const, index: index++ };
    const runs: Run[] = [];
    const mine: number[] = [];
    // Text boxes and the like come inside a paragraph's runs; they are read after it, as their own.
    const later: Element[] = [];
    const visit = async (element: Element, run: Run | null) => {
      if (element.type === "text" && run) run.text += element.value ?? "";
      else if (element.type === "tab" && run) run.text += "\t";
      else if (element.type === "break" && run) run.text += "\n";
      else if (element.type === "image" && element.read) {
        const data = await element.read();
        mine.push(pictures.length);
        pictures.push({ contentType: element.contentType ?? "application/octet-stream", bytes: new Uint8Array(data), source });
      } else if (element.type === "paragraph" || element.type === "table") later.push(element);
      else if (element.type === "run") {
        const own: Run =
          element.font === LABEL_FONT
            ? { text: "", font: null, verbatim: true }
            : { text: "", font: styles.fontOf({ font: element.font ?? null, styleId: element.styleId ?? null }, p.styleId ?? null) };
        runs.push(own);
        for (const child of element.children ?? []) await visit(child, own);
      } else for (const child of element.children ?? []) await visit(child, run);
    };
    for (const child of p.children ?? []) await visit(child, null);
    const { text, unknownFont } = unicodeOf(runs);
    const bold = runs.length > 0 && (p.children ?? []).every((r) => r.type !== "run" || r.isBold || !collect(r).trim());
    const heading = HEADING_STYLE.test(p.styleName ?? "") || (p.alignment === "center" && bold && !text.includes("\n") && text.trim().length <= 80);
    if (text.trim() || mine.length)
      blocks.push({ text, source, ...(heading && text.trim() ? { heading: true } : {}), ...(mine.length ? { pictures: mine } : {}), ...(unknownFont ? { unknownFont } : {}) });
    for (const element of later) await walk(element);
  }

  async function walk(element: Element) {
    if (element.type === "paragraph") return paragraph(element);
    // Tables, rows, cells, and whatever else holds paragraphs (content controls, notes' bodies).
    for (const child of element.children ?? []) await walk(child);
  }

  for (const child of document.children ?? []) await walk(child);
  return { blocks, pictures };
}

/** A run's plain text, for telling an empty run from a short one. */
const collect = (element: Element): string => (element.type === "text" ? (element.value ?? "") : (element.children ?? []).map(collect).join(""));
