import type { Block } from "@/lib/papers/types";
import { cleanLine, INITIAL, labelAt, nextLabelPattern, type Label } from "@/lib/papers/text";

// A paper's blocks as the parser reads them (issue 35): one piece per printed line, with the
// options a line holds side by side ("(A) 12 (B) 15 (C) 18 (D) 21") and an answer written after
// the last option split off, so each piece is one thing. Then what a piece says by itself, before
// context: a question number, an answer, an explanation, a heading, an answer key.

export interface Piece {
  /** Cleaned (text.ts cleanLine); "" for a block with no text (a picture on its own). */
  text: string;
  block: number;
}

/** Every block's lines, each split where it holds several options or an answer after an option. */
export function piecesOf(blocks: Block[]): Piece[] {
  return blocks.flatMap((block, index) => {
    const lines = block.text
      .split(/\r\n|\r|\n/)
      .map(cleanLine)
      .filter(Boolean);
    if (!lines.length) return [{ text: "", block: index }];
    return lines.flatMap(splitLine).map((text) => ({ text, block: index }));
  });
}

/** Options on one line, after the stem or on a line of their own; the line itself when they cannot all be told apart. */
export function splitLine(line: string): string[] {
  const first = labelAt(line);
  if (first) return splitAnswerOff(splitOptions(line, first));
  // A stem with its options after it on the same line: only "(A)"-style labels, and at least A, B and C
  // in order, so "Assertion (A): … Reason (R): …" or "(A) and (B) both" inside a stem are left alone.
  for (const match of line.matchAll(/(?<=\s)\((?:A|a|அ)\)/gu)) {
    const rest = line.slice(match.index);
    const label = labelAt(rest);
    if (!label) continue;
    const options = splitOptions(rest, label);
    if (options.length >= 3) return [line.slice(0, match.index).trim(), ...splitAnswerOff(options)];
  }
  return [line];
}

/**
 * A line starting with a label split at the next labels of the same form and kind, in order
 * ("(A) 1.5 (B) 2.25 m" → two, "a. volt b. ampere" → two). A "B." followed by another initial is
 * part of a name ("A. Dr. B. R. Ambedkar"), and keeps the line whole. So does any empty option:
 * "(a) (b) (c) (d)" is the head of a matching list's code table, not four options.
 */
function splitOptions(line: string, first: Label): string[] {
  const starts = [0];
  let index = first.index + 1;
  for (let from = 0; ; index++) {
    const match = nextLabelPattern(first, index).exec(line.slice(from + 1));
    if (!match) break;
    from = from + 1 + match.index;
    starts.push(from);
  }
  const parts = starts.map((start, i) => line.slice(start, starts[i + 1]).trim());
  if (parts.length === 1) return parts;
  const bodies = parts.map((part, i) => labelAt(part, first.index + i)?.body);
  const name = first.form === "dot" && bodies.some((body) => body && INITIAL.test(body));
  return name || bodies.some((body) => !body) ? [line] : parts;
}

/** "(D) 21 Ans: B" or "(D) 21 Answer: (B) Explanation: …" → the option, the answer, the explanation. */
function splitAnswerOff(parts: string[]): string[] {
  const last = parts.at(-1)!;
  const at = /\s(?=(?:Ans|ANS|Answer|ANSWER|Correct answer|சரியான விடை|விடை)\s*(?:[.:\-–—=]|\())/u.exec(last);
  if (!at) return parts;
  const answer = last.slice(at.index).trim();
  const explanation = /\s(?=(?:Explanation|Exp|Solution|விளக்கம்|தீர்வு)\s*[.:\-–—])/u.exec(answer);
  const tail = explanation ? [answer.slice(0, explanation.index).trim(), answer.slice(explanation.index).trim()] : [answer];
  return [...parts.slice(0, -1), last.slice(0, at.index).trim(), ...tail];
}

/**
 * A question's number at the start of a line: "1.", "1)", "(1)", "1 .", "Q1.", "Q.1", "Q.No. 1",
 * "Question 1:", "கேள்வி 1", "வினா எண் 1". Not "1.5 m" (a number with decimals) nor a year
 * ("1947. …", four digits).
 */
const NUMBER = /^(?:(?:Q(?:uestion|n)?(?:\s*\.?\s*No\b\.?)?|கேள்வி(?:\s*எண்)?|வினா(?:\s*எண்)?)\s*[.:-]?\s*(\d{1,3})\s*[.):\-–]?|\(\s*(\d{1,3})\s*\)|(\d{1,3})\s?[.)])(?!\d)\s*(.*)$/isu;
export function questionNumber(text: string): { n: number; rest: string } | null {
  const match = NUMBER.exec(text);
  if (!match) return null;
  const n = Number(match[1] ?? match[2] ?? match[3]);
  return n >= 1 ? { n, rest: match[4].trim() } : null;
}

/**
 * A number with no stop after it ("4 முதுமலை …", a typing slip or a lost tab stop): a question's
 * number only where the caller expects exactly that number next and options follow, since "3 men
 * can finish a work …" starts a stem line the same way.
 */
export function bareNumber(text: string): { n: number; rest: string } | null {
  const match = /^(\d{1,3})\s+(?=[\p{L}"'“‘(])(.*)$/su.exec(text);
  return match && Number(match[1]) >= 1 ? { n: Number(match[1]), rest: match[2].trim() } : null;
}

/** A line of no letters or digits ("* * *", "-----"): a rule drawn between parts, not text. */
export const isRule = (text: string) => !/[\p{L}\p{N}]/u.test(text);

/** "Answer: B", "Ans. b", "Ans: (B)", "விடை: ஆ", "சரியான விடை: (இ)", "Answer: (C) 18": what follows the word. */
const ANSWER = /^(?:correct\s+answer|right\s+answer|answer|ans|சரியான\s+விடை|விடை)\s*(?:[.:\-–—=]+|(?=\())\s*(.*)$/isu;
export const answerLine = (text: string) => ANSWER.exec(text)?.[1].trim() ?? null;

const EXPLANATION = /^(?:explanation|expl?|solution|விளக்கம்|தீர்வு)\s*[.:\-–—]+\s*(.*)$/isu;
export const explanationLine = (text: string) => EXPLANATION.exec(text)?.[1].trim() ?? null;

/**
 * "Answer Key", "Answers:", "KEY", "விடைகள்", "Answer key (History): 1-a 2-b": the start of a key
 * table, with the section it names in brackets, if any, and what follows on the line.
 */
const KEY_HEADING = /^(?:answer\s*keys?|keys?\s*(?:to\s*)?answers?|answers|key|விடைக்?\s*குறிப்புகள்?|விடைகள்|சரியான\s+விடைகள்)\s*(?:\(([^)]{1,40})\))?\s*(?:[.:\-–—/]+\s*|$)(.*)$/isu;
export function keyHeading(text: string): { name: string | null; rest: string } | null {
  const match = KEY_HEADING.exec(text);
  return match ? { name: match[1]?.trim() ?? null, rest: match[2].trim() } : null;
}

const SECTION_WORD = /^(?:part|section|unit|paper|பகுதி|பிரிவு|அலகு|தாள்)(?=[\s\-–:.]|$)/iu;
/** Subjects that head a section as a line of their own ("HISTORY", "Physics"); two or more capital words ("GENERAL STUDIES") do too. */
const SUBJECT_WORDS = new Set([
  "HISTORY",
  "GEOGRAPHY",
  "POLITY",
  "ECONOMY",
  "ECONOMICS",
  "SCIENCE",
  "PHYSICS",
  "CHEMISTRY",
  "BIOLOGY",
  "BOTANY",
  "ZOOLOGY",
  "APTITUDE",
  "REASONING",
  "MATHEMATICS",
  "TAMIL",
  "ENGLISH",
]);
/** Tamil section names as papers print them on a line of their own. */
const TAMIL_SUBJECTS = /^(?:பொது\s?அறிவு|பொதுத்?\s?தமிழ்|பொது\s?ஆங்கிலம்|திறனறிவு.*|கணிதம்|நடப்பு\s?நிகழ்வுகள்|அறிவியல்|வரலாறு|புவியியல்|இந்திய\s?அரசியலமைப்பு|பொருளாதாரம்|தமிழ்\s?வடிவம்|ஆங்கில\s?வடிவம்)$/u;

/**
 * Whether a line heads a section, and how surely: "PART A", "பகுதி - அ" or a subject's name are
 * "strong"; a reader's heading or a line of capitals ("GENERAL STUDIES", but also an institute's
 * name at the top) "weak", which the segmenter drops when instructions follow it before the first
 * question. The caller asks only between questions, never inside a stem, where a bold line or
 * "Part IV of the Constitution" is text.
 */
export function headingKind(text: string, block: Block): "strong" | "weak" | null {
  if (!text || text.length > 80 || /[?]$/.test(text) || questionNumber(text) || labelAt(text)) return null;
  // Without decoration: "*** ALL THE BEST ***" ends a paper the way "PART B" heads one.
  const bare = text.replace(/^[\s*=_#~\-–—]+|[\s*=_#~:.\-–—]+$/gu, "");
  if ((SECTION_WORD.test(text) && text.split(" ").length <= 10) || TAMIL_SUBJECTS.test(bare) || SUBJECT_WORDS.has(bare.toUpperCase())) return "strong";
  if (block.heading) return "weak";
  if (!/^[A-Z][A-Z&,'()\-–\s]*[A-Z)]$/.test(bare)) return null;
  const words = bare.split(/\s+/);
  return words.length >= 2 && words.length <= 6 ? "weak" : null;
}

export const headingText = (text: string) => text.replace(/^[\s*=_#~\-–—]+|[\s*=_#~:\-–—]+$/gu, "");
