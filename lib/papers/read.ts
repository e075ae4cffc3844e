import { parse as parseGiftText } from "gift-pegjs";
import { reencodeImage } from "@/lib/files/image";
import type { DrawnPage } from "@/lib/files/pdf-pages";
import { aikenBlocks, parseAiken } from "./aiken";
import { linesOf, lossyProblems } from "./decode";
import { readDocx } from "./docx";
import { keepPictures, type KeptPicture } from "./keep-pictures";
import { PaperTooLong, readPdfText } from "./pdf";
import { parseGift } from "./gift";
import { parsePaper } from "./parse";
import type { Block, ParsedPaper, RawPaper } from "./types";

// A question paper's file read by its content, whatever its name says (issue 35): a Word document
// (a zip holding word/document.xml), a PDF with text, or text: GIFT (Moodle's braces), Aiken
// (ANSWER: lines) or a numbered paper typed as plain text. Each reader hands the one parser blocks.

export const paperFormats = ["docx", "pdf", "gift", "aiken", "text"] as const;
export type PaperFormat = (typeof paperFormats)[number];

/** A PDF paper's page as the review shows each question's region of it (a JPEG, as a picture is kept). */
export interface ReviewPage {
  /** 1-based, as a SourceRef names it. */
  page: number;
  jpeg: Uint8Array;
  width: number;
  height: number;
}

export type ReadOutcome =
  { ok: true; format: PaperFormat; paper: ParsedPaper; blocks: Block[]; pictures: KeptPicture[]; pages: ReviewPage[] } | { ok: false; error: "notAPaper" | "tooManyPages" | "empty" };

/** A PDF's pages for the review (issue 35: "each question beside the part of the source it came from"), kept as JPEGs, as pictures are. */
async function reviewPages(drawn: DrawnPage[]): Promise<ReviewPage[]> {
  const pages: ReviewPage[] = [];
  for (const page of drawn) {
    const image = await reencodeImage(page.bytes);
    if (image.ok) pages.push({ page: page.page, jpeg: image.data, width: image.width, height: image.height });
  }
  return pages;
}

const starts = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** Which kind of file this is, by its first bytes and, for text, its shape. */
export function paperFormat(bytes: Uint8Array, text?: string): PaperFormat | null {
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04])) return "docx";
  if (starts(bytes, [0x25, 0x50, 0x44, 0x46])) return "pdf";
  if (text === undefined) return null;
  // GIFT: a question's answers in braces, each right one after "=", wrong ones after "~".
  if (/\{[^{}]*[=~][^{}]*\}/u.test(text) && /^\s*::|\}\s*$/mu.test(text)) return "gift";
  if (/^\s*ANSWER\s*:\s*[A-Za-z]\s*$/mu.test(text)) return "aiken";
  return "text";
}

/** A Word or PDF paper through its reader; a file that is neither (a zip of something else, a broken PDF) is not a paper. */
async function readBinary(format: "docx" | "pdf", bytes: Uint8Array): Promise<ReadOutcome> {
  let raw: RawPaper;
  try {
    raw = format === "docx" ? await readDocx(bytes) : await readPdfText(bytes);
  } catch (error) {
    if (error instanceof PaperTooLong) return { ok: false, error: "tooManyPages" };
    return { ok: false, error: "notAPaper" };
  }
  const paper = parsePaper(raw);
  if (!paper.questions.length) return { ok: false, error: "notAPaper" };
  return { ok: true, format, paper, blocks: raw.blocks, pictures: await keepPictures(paper, raw.pictures), pages: await reviewPages(raw.pages ?? []) };
}

export async function readPaper(bytes: Uint8Array): Promise<ReadOutcome> {
  const binary = paperFormat(bytes);
  if (binary === "docx" || binary === "pdf") return readBinary(binary, bytes);
  // A text file decoded once; its lines as blocks (the same for every text format, so the review shows each line).
  const decoded = linesOf(bytes);
  const { blocks } = aikenBlocks(decoded);
  const text = decoded.lines.join("\n");
  if (!text.trim()) return { ok: false, error: "empty" };
  // Text with control characters other than tabs and line ends is a binary file of another kind.
  if (/[\u0000-\u0008\u000e-\u001f]/u.test(text)) return { ok: false, error: "notAPaper" };
  const format = paperFormat(bytes, text)!;
  let paper: ParsedPaper;
  if (format === "gift") paper = parseGift(decoded, parseGiftText as (input: string) => unknown[]);
  else if (format === "aiken") paper = parseAiken(decoded);
  else {
    const parsed = parsePaper({ blocks, pictures: [] });
    paper = { ...parsed, problems: [...lossyProblems(decoded.lossy), ...parsed.problems] };
  }
  if (!paper.questions.length) return { ok: false, error: "notAPaper" };
  return { ok: true, format, paper, blocks, pictures: [], pages: [] };
}
