import type { Block, ParsedPaper, Problem } from "@/lib/papers/types";
import type { Segment, Tagged } from "@/lib/papers/segment";
import { linesOf, lossyProblems, type TextLines } from "@/lib/papers/decode";
import { finishPaper } from "@/lib/papers/parse";
import { firstWords, letterIn } from "@/lib/papers/text";

// Moodle's GIFT format (issue 35), read with gift-pegjs (its PEG grammar of GIFT). Its `parse` is
// passed in, `parseGift(text, parse)` with `import { parse } from "gift-pegjs"`, so this file
// builds before the package is installed and stays pure. The file is cut into questions at blank
// lines, as Moodle cuts it, and each is parsed alone: one broken question is a problem naming its
// line, not a lost file. Multiple choice becomes a question ("=" the right answer, "~" the wrong
// ones, a "#" feedback why that option is wrong, "####" the explanation, "::title::" its title,
// "$CATEGORY:" the section); any other kind (true/false, short answer, numerical, matching, essay)
// is a problem, not a question. Stems and options then go through the same steps as every paper:
// Tamil and English found by script, parity, four options, one answer.

/** The parts of gift-pegjs's result this reader uses (its index.d.ts, version 1.0.2). */
interface GiftText {
  format: "moodle" | "html" | "markdown" | "plain";
  text: string;
}
interface GiftChoice {
  isCorrect: boolean;
  weight: number | null;
  text: GiftText;
  feedback: GiftText | null;
}
interface GiftQuestion {
  type: "Description" | "Category" | "MC" | "Numerical" | "Short" | "Essay" | "TF" | "Matching";
  title: string | null;
  stem?: GiftText;
  choices?: GiftChoice[];
  globalFeedback?: GiftText | null;
}
export type GiftParse = (input: string) => unknown[];

const KINDS: Record<string, string> = { TF: "true/false", Short: "short answer", Numerical: "numerical", Essay: "essay", Matching: "matching" };

/** A GIFT text as plain lines: HTML's breaks and paragraphs as new lines, its tags dropped, its entities read. */
function plain({ format, text }: GiftText): string {
  if (format !== "html") return text.trim();
  return text
    .replace(/<br\s*\/?>|<\/p>\s*<p[^>]*>/giu, "\n")
    .replace(/<[^>]+>/gu, "")
    .replace(/&nbsp;/gu, " ")
    .replace(/&lt;/gu, "<")
    .replace(/&gt;/gu, ">")
    .replace(/&quot;/gu, '"')
    .replace(/&#39;|&apos;/gu, "'")
    .replace(/&amp;/gu, "&")
    .trim();
}
const linesOfText = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A question as gift-pegjs should see it: comment lines dropped (Moodle drops them anywhere, the
 * grammar only between questions) and the stem's line breaks kept. gift-pegjs reads a new line
 * inside a question as a space where Moodle keeps it (a Thirukkural couplet is two lines), so the
 * lines before the answers' "{" are joined with GIFT's own escape "\\n".
 */
function prepared(chunk: string): string {
  const lines = chunk.split("\n").filter((line) => !/^\s*\/\//u.test(line));
  const brace = lines.findIndex((line) => /(?<!\\)\{/u.test(line));
  if (brace < 0) return lines.join("\n");
  const head: string[] = [];
  for (const line of lines.slice(0, brace + 1)) {
    if (head.length && !/^\s*\$CATEGORY:/iu.test(head.at(-1)!) && !/^\s*\$CATEGORY:/iu.test(line)) head[head.length - 1] += `\\n${line}`;
    else head.push(line);
  }
  return [...head, ...lines.slice(brace + 1)].join("\n");
}

export function parseGift(input: string | Uint8Array | TextLines, parse: GiftParse): ParsedPaper {
  const { lines, lossy } = linesOf(input);
  const problems: Problem[] = lossyProblems(lossy);
  // Questions are separated by blank lines; each chunk remembers its first line for the review.
  const chunks: { line: number; text: string }[] = [];
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    const last = chunks.at(-1);
    if (last && last.line + last.text.split("\n").length === i + 1) last.text += `\n${line}`;
    else chunks.push({ line: i + 1, text: line });
  });
  const blocks: Block[] = chunks.map((chunk) => ({ text: chunk.text, source: { kind: "line", line: chunk.line } }));
  const segments: Segment[] = [];
  let section: string | null = null;
  chunks.forEach((chunk, block) => {
    let questions: GiftQuestion[];
    try {
      questions = parse(prepared(chunk.text)) as GiftQuestion[];
    } catch (error) {
      problems.push({ code: "unplaced", detail: `line ${chunk.line}: not GIFT (${(error as Error).message}): ${firstWords(chunk.text)}` });
      return;
    }
    for (const question of questions) {
      if (question.type === "Category") section = question.title;
      else if (question.type === "Description") problems.push({ code: "unplaced", detail: `line ${chunk.line}: ${firstWords(plain(question.stem!))}` });
      else if (question.type !== "MC")
        problems.push({ code: "unplaced", detail: `line ${chunk.line}: a ${KINDS[question.type] ?? question.type} question, not multiple choice: ${firstWords(plain(question.stem!))}` });
      else segments.push(segmentOf(question, segments.length + 1, section, block));
    }
  });
  return finishPaper({ segments, keys: [], problems, loose: [] }, { blocks, pictures: [] });
}

function segmentOf(question: GiftQuestion, number: number, section: string | null, block: number): Segment {
  const pieces: Tagged[] = linesOfText(plain(question.stem!)).map((text) => ({ role: "stem", text, block }));
  const choices = question.choices ?? [];
  const problems: Problem[] = [];
  choices.forEach((choice, index) => {
    const [first, ...rest] = linesOfText(plain(choice.text));
    pieces.push({ role: "option", text: first ?? "", block, label: { index, form: "paren", kind: "upper", body: first ?? "" } });
    for (const line of rest) pieces.push({ role: "option", text: line, block });
    if (choice.feedback && !choice.isCorrect)
      for (const line of linesOfText(plain(choice.feedback))) pieces.push({ role: "feedback", text: line, block, label: { index, form: "paren", kind: "upper", body: line } });
  });
  // "=" is right; "~%100%" is right too; partial credit ("~%50%") has no place in a bank of one answer.
  const right = choices.map((c, i) => (c.isCorrect || c.weight === 100 ? i : -1)).filter((i) => i >= 0);
  if (right.length) pieces.push({ role: "answer", text: letterIn("upper", right[0]), block });
  if (right.length > 1) problems.push({ code: "badAnswer", detail: `${right.length} right answers: ${right.map((i) => letterIn("upper", i)).join(", ")}` });
  if (!right.length && choices.some((c) => c.weight)) problems.push({ code: "badAnswer", detail: "only partial credit, no one right answer" });
  if (question.globalFeedback) for (const text of linesOfText(plain(question.globalFeedback))) pieces.push({ role: "explanation", text, block });
  return { number, section, run: 0, pieces, blocks: [block], problems, ...(question.title ? { title: question.title } : {}) };
}
