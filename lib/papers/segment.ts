import type { Block, Problem } from "@/lib/papers/types";
import { answerLine, bareNumber, explanationLine, headingKind, headingText, isRule, keyHeading, questionNumber, type Piece } from "@/lib/papers/lines";
import { keyPairs, type KeyEntry } from "@/lib/papers/key-table";
import { bothLanguages, letterCounts } from "@/lib/papers/bilingual";
import { firstWords, labelAt, langOf, type Label } from "@/lib/papers/text";

// Where each question starts (issue 35). A numbered line is a new question, a statement inside the
// stem ("1. … 2. … Which of the above …"), an item of an explanation, or an instruction before the
// first question. What decides it: the number expected next, whether the open question has its
// options yet, and whether the numbered lines that follow, up to the next options, are no more
// than lists of statements 1, 2, …. A restart at 1 (or lower after a heading, or in the other
// language) begins a new numbering run, which parse.ts may pair with a run in the other language.

export type Role = "stem" | "option" | "answer" | "explanation" | "feedback";
export interface Tagged {
  role: Role;
  text: string;
  block: number;
  /** On an option's first line (and a GIFT feedback's): its label. Continuation lines have none. */
  label?: Label;
}

export interface Segment {
  number: number;
  section: string | null;
  /** Numbering runs: a restart (at 1, after a heading or in the other language) begins the next. */
  run: number;
  pieces: Tagged[];
  /** Every block the question's text came from (pictures, fonts and sources follow them). */
  blocks: number[];
  problems: Problem[];
  /** GIFT's "::title::". */
  title?: string;
}

export interface Segmented {
  segments: Segment[];
  keys: KeyEntry[];
  problems: Problem[];
  /** Blocks outside every question (title, instructions, key), for their fonts and pictures. */
  loose: number[];
}

/** Matching lists: "(a) Kaveri 1. Karnataka" lines are the stem's; only coded lines ("(A) 2 4 1 3") are options. */
const MATCH = /\bmatch\s+(?:the|list|column|following|items)|\blist\s*(?:i|1)\b|\bcolumn\s*(?:i|1)\b|பொருத்து|பட்டியல்\s*(?:I|1)/iu;
/** An option of a matching question: at least three numbers or Roman numerals and nothing but letters a–d between. */
export const isCode = (body: string) => /^[\s\d,;:\-–—()[\]ivxIVXa-dA-Dஅஆஇஈ]+$/u.test(body) && (body.match(/\d+|(?<![a-z])[ivx]+(?![a-z])/giu)?.length ?? 0) >= 3;

/** Where the text being read goes: before any question, a stem, options, answer and explanation, a key, or nowhere after a heading. */
type Mode = "preamble" | "stem" | "options" | "after" | "key" | "closed";

export function segment(pieces: Piece[], blocks: Block[]): Segmented {
  const segments: Segment[] = [];
  const keys: KeyEntry[] = [];
  const problems: Problem[] = [];
  const loose: number[] = [];
  let mode = "preamble" as Mode;
  let current: Segment | null = null;
  let inner: number[] = [];
  let section: string | null = null;
  let weakSection = false;
  let headingSince = false;
  let explanationOpen = false;
  let codes = false;
  let keyText: string[] = [];
  let keySection: string | null = null;
  let preamble: string[] = [];

  // What each line is, read once: the look-ahead below runs from many lines of a long paper.
  const facts = pieces.map(({ text }) => ({ a: labelAt(text)?.index === 0, stop: !!keyHeading(text) || answerLine(text) !== null, n: questionNumber(text)?.n }));
  /** The numbers of the numbered lines after piece i, up to the next line labelled A (null when none comes). */
  function numbersBeforeOptions(i: number): number[] | null {
    const numbers: number[] = [];
    for (let j = i + 1; j < pieces.length; j++) {
      if (facts[j].a) return numbers;
      if (facts[j].stop) return null;
      if (facts[j].n) numbers.push(facts[j].n!);
    }
    return null;
  }
  /**
   * A question starts here if options follow, with at most lists of statements between: each
   * 1, 2, … of two or more (a bilingual stem repeats its list in the other language).
   */
  function plausible(i: number): boolean {
    const numbers = numbersBeforeOptions(i);
    if (!numbers) return false;
    let length = 0;
    for (const [k, n] of numbers.entries()) {
      if (n === 1 && k && length < 2) return false;
      if (n === 1) length = 1;
      else if (length && n === numbers[k - 1] + 1) length++;
      else return false;
    }
    return length !== 1;
  }
  function startsQuestion(n: number, i: number): boolean {
    if (!current) return plausible(i);
    const m = current.number;
    if (mode === "stem") {
      // The open question has no options yet: a numbered line continuing its list of statements is one of them.
      const last = inner.at(-1);
      if (last === undefined ? n === 1 : n === last + 1) return false;
      return n > m;
    }
    if (mode === "options") return n > m || plausible(i);
    // After the answer or explanation: the next number, unless the same number comes again before
    // any options other than as a list of statements (then this one is an item of the explanation);
    // any other number (a jump, a restart at 1, the same number twice) only if options follow with
    // no numbered line between but a list of statements: an explanation's "1. … 2. …" is followed
    // by the next question's number before any options.
    if (n === m + 1) return plausible(i) || !(numbersBeforeOptions(i) ?? []).includes(n);
    return plausible(i);
  }
  function open(n: number, rest: string, block: number) {
    const restart = !!current && n <= current.number && (n === 1 || headingSince || langOf(rest) !== langOf(current.pieces.map((p) => p.text).join(" ")));
    const run = current ? current.run + (restart ? 1 : 0) : 0;
    const next: Segment = { number: n, section, run, pieces: [], blocks: [], problems: [] };
    if (current && !restart && n > current.number + 1) {
      const detail = `after ${current.number} comes ${n}`;
      current.problems.push({ code: "numberGap", detail });
      next.problems.push({ code: "numberGap", detail });
    }
    flushPreamble();
    segments.push(next);
    current = next;
    inner = [];
    headingSince = false;
    explanationOpen = false;
    codes = false;
    mode = "stem";
    if (rest) push("stem", rest, block);
  }
  function push(role: Role, text: string, block: number, label?: Label) {
    current!.pieces.push(label ? { role, text, block, label } : { role, text, block });
    if (!current!.blocks.includes(block)) current!.blocks.push(block);
  }
  function flushPreamble() {
    if (preamble.length) problems.push({ code: "unplaced", detail: firstWords(preamble.join(" ")) });
    preamble = [];
  }
  function flushKey() {
    const { pairs, rest } = keyPairs(keyText.join(" "));
    for (const pair of pairs) keys.push({ ...pair, heading: keySection, at: segments.length });
    if (rest) problems.push({ code: "unplaced", detail: `answer key: ${firstWords(rest)}` });
    keyText = [];
  }
  const keep = (block: number) => !loose.includes(block) && loose.push(block);

  pieces.forEach(({ text, block }, i) => {
    // A block with no text (a picture on its own) belongs to the question being read.
    if (!text && current && mode !== "key" && mode !== "closed") return void (current.blocks.includes(block) || current.blocks.push(block));
    if (!text) return keep(block);
    const q = questionNumber(text);
    if (mode === "key") {
      if (!q || /^[\s()A-Ea-eஅஆஇஈஉ.\-–\d]*$/u.test(q.rest)) {
        if (headingKind(text, blocks[block])) keySection = section = headingText(text);
        else keyText.push(text);
        return keep(block);
      }
      flushKey();
      mode = current ? "closed" : "preamble";
    }
    // "Answer Key", "விடைகள்: 1-ஆ 2-இ", "KEY - PART B" or "Answer key (History):" (the key of that section only).
    const key = keyHeading(text);
    const named = key && headingKind(key.rest, blocks[block]) === "strong" ? headingText(key.rest) : null;
    if (key && (named || keyPairs(key.rest).rest === "")) {
      mode = "key";
      keySection = key.name ?? named ?? (headingSince || !current ? section : null);
      keyText = named ? [] : [key.rest];
      return keep(block);
    }
    const answer = answerLine(text);
    if (answer !== null && current && mode !== "closed") {
      push("answer", answer, block);
      mode = "after";
      explanationOpen = false;
      return;
    }
    const explanation = explanationLine(text);
    if (explanation !== null && current && mode !== "closed") {
      if (explanation) push("explanation", explanation, block);
      mode = "after";
      explanationOpen = true;
      return;
    }
    // Not a heading: in a question in both languages, "அறிவியல்" right after "(A) Science" is that
    // option in Tamil, not a section ("GENERAL STUDIES" or "PART B" after a last option still is one).
    const previous = current?.pieces.at(-1);
    const translation =
      mode === "options" &&
      previous?.label &&
      langOf(previous.label.body) !== langOf(text) &&
      /[a-z\u0B80-\u0BFF]/u.test(text) &&
      !/^(?:part|section|பகுதி|பிரிவு)/iu.test(text) &&
      bothLanguages(letterCounts(current!.pieces.filter((p) => p.role === "stem").map((p) => p.text)));
    const heading = mode === "stem" || translation ? null : headingKind(text, blocks[block]);
    if (heading) {
      section = headingText(text);
      weakSection = heading === "weak";
      headingSince = true;
      // A heading ends the question before it: what follows up to the next question ("Directions: …")
      // belongs to no question, not to the last one's explanation.
      if (current) mode = "closed";
      return keep(block);
    }
    if (mode !== "stem" && !q?.rest.match(/\p{L}{2}/u)) {
      const { pairs, rest } = keyPairs(text);
      if (pairs.length >= 3 && !rest) {
        for (const pair of pairs) keys.push({ ...pair, heading: section, at: segments.length });
        return keep(block);
      }
    }
    if (q && startsQuestion(q.n, i)) return open(q.n, q.rest, block);
    const bare = !q && current && (mode === "options" || mode === "after" || mode === "closed") ? bareNumber(text) : null;
    if (bare && bare.n === current!.number + 1 && plausible(i)) return open(bare.n, bare.rest, block);
    if (isRule(text)) return current && mode !== "closed" ? undefined : keep(block);
    if (!current || mode === "closed") {
      // A line of capitals with instructions after it, before any question, was the paper's title.
      if (weakSection && !current) section = null;
      preamble.push(text);
      return keep(block);
    }
    if (q && mode === "stem") inner.push(q.n);
    const lastOption = [...current.pieces].reverse().find((p) => p.label && p.role === "option");
    const label = mode === "after" && explanationOpen ? null : labelAt(text, lastOption ? lastOption.label!.index + 1 : 0);
    if (label) {
      const stemText = current.pieces
        .filter((p) => p.role === "stem")
        .map((p) => p.text)
        .join(" ");
      if (MATCH.test(stemText) && !codes && !isCode(label.body)) return push("stem", text, block);
      codes ||= MATCH.test(stemText);
      mode = "options";
      return push("option", text, block, label);
    }
    if (mode === "stem") return push("stem", text, block);
    if (mode === "options") return push("option", text, block);
    explanationOpen = true;
    push("explanation", text, block);
  });
  if (mode === "key") flushKey();
  flushPreamble();
  if (!segments.length && pieces.some((p) => p.text)) problems.push({ code: "unplaced", detail: "no question found: no numbered line followed by options labelled A to D (or அ to ஈ)" });
  return { segments, keys, problems, loose };
}
