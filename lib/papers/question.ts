import type { PaperLang, ParsedText, Problem } from "@/lib/papers/types";
import type { Segment } from "@/lib/papers/segment";
import type { AnswerMark, Keyed } from "@/lib/papers/key-table";
import { bothLanguages, byLanguage, letterCounts, splitParts } from "@/lib/papers/bilingual";
import { parityProblems } from "@/lib/papers/parity";
import { firstWords, folded, labelAt, langOf, letterIn, type Label } from "@/lib/papers/text";
import { MAX_OPTION, MAX_STEM } from "@/lib/questions/schema";
import { questionNumber } from "@/lib/papers/lines";

// One question's lines made into its texts (issue 35): which labelled lines are its options and
// which belong to its stem (a list "(a) … (b) …" before the options "(A) … (D)", a matching
// list), its languages, its answer as printed, and the problems visible from the question alone.

export interface Draft extends Keyed {
  run: number;
  title?: string;
  ta: ParsedText | null;
  en: ParsedText | null;
  blocks: number[];
  problems: Problem[];
}

interface Group {
  /** Option index → its lines (the first without its label); a label repeated in the other language adds a line. */
  options: Map<number, string[]>;
  /** The lines as printed, labels and all, for a group that turns out to be part of the stem. */
  printed: string[];
  label: Label;
  last: number;
  /** Options whose label came twice (once per language): their lines stay together. */
  repeated: Set<number>;
}
type Item = { stem: string } | { group: Group };

const groupLang = (group: Group) => {
  const langs = new Set([...group.options.values()].flat().map(langOf).filter(Boolean));
  return langs.size === 1 ? [...langs][0]! : langs.size ? "both" : null;
};

const ASSERTION = /\(R\)|\bReason\s*(?:\(R\))?\s*:|காரணம்/u;
/** TNPSC's fifth option since 2022, the same in every question: not one of the bank's four. */
const NOT_KNOWN = /answernotknown|விடைதெரியவில்லை/u;

/** "(C) 18", "B", "ஆ", "Option B", "18": the letter (when the answer starts with one standing alone) and the text after it. */
export function answerMark(body: string, from: AnswerMark["from"]): AnswerMark {
  body = body.replace(/^(?:option|choice)\s+/iu, "");
  const match = /^\(?\s*([A-Za-z]|[அஆஇஈஉ])\s*\)?(?![\p{L}\p{M}\d])\s*[.:\-–—]?\s*(.*)$/su.exec(body);
  return match ? { token: match[1], text: match[2].trim(), from } : { token: null, text: body.trim(), from };
}

function itemsOf(segment: Segment, problems: Problem[]) {
  const items: Item[] = [];
  const marks: AnswerMark[] = [];
  const explanation: string[] = [];
  const feedback = new Map<number, string[]>();
  let group: Group | null = null;
  // In an assertion–reason question a line may start with "(A)" as its text: "(A) சரி, ஆனால் (R) தவறு"
  // is the Tamil of option C, not a second option A.
  const reasoning = ASSERTION.test(
    segment.pieces
      .filter((p) => p.role === "stem")
      .map((p) => p.text)
      .join("\n"),
  );
  segment.pieces.forEach((piece, i) => {
    const { role, text, label } = piece;
    if (role === "answer") return marks.push(answerMark(text, "paper"));
    if (role === "explanation") return explanation.push(text);
    if (role === "feedback") return feedback.set(label!.index, [...(feedback.get(label!.index) ?? []), text]);
    if (role === "stem" || (role === "option" && !group && !label)) {
      items.push({ stem: text });
      group = null;
      return;
    }
    // What a label line is: the next option, the first of a new set (A, with B next), the same
    // option in the other language ("(A) Chennai", "(A) சென்னை"), or, out of order, a line of the
    // option before that starts with a label-like "(A)".
    let step: "next" | "new" | "repeat" | "line" = "line";
    if (label && (!group || label.index > group.last)) step = group ? "next" : "new";
    else if (label && group) {
      const next = segment.pieces.slice(i + 1).find((p) => p.role === "option" && p.label)?.label;
      const differs = langOf(label.body) !== langOf(group.options.get(group.last)![0]);
      if (label.index === group.last && differs) step = reasoning ? "line" : "repeat";
      else if (label.index === 0 && next?.index === 1) step = "new";
    }
    if (step === "new") {
      group = { options: new Map(), printed: [], label: label!, last: -1, repeated: new Set() };
      items.push({ group });
    }
    const g = group!;
    g.printed.push(text);
    if (step === "line") g.options.get(g.last)!.push(text);
    else if (step === "repeat") {
      g.options.get(g.last)!.push(label!.body);
      g.repeated.add(g.last);
    } else {
      g.options.set(label!.index, [label!.body]);
      g.last = label!.index;
    }
  });
  // Options followed by more options: the last option's lines in another language than its own (or
  // with any letters, after "(D) 1962") are the next group's stem ("(D) Erode", then "தமிழ்நாட்டின்
  // தலைநகரம் எது?", then "(A) சென்னை" …).
  for (let i = items.length - 2; i >= 0; i--) {
    const item = items[i];
    if (!("group" in item) || item.group.repeated.has(item.group.last) || !items.slice(i + 1).some((next) => "group" in next)) continue;
    const lines = item.group.options.get(item.group.last)!;
    const own = langOf(lines[0]);
    const k = lines.findIndex((line, j) => j > 0 && langOf(line) && langOf(line) !== own);
    if (k > 0) {
      const moved = lines.splice(k);
      item.group.printed.splice(item.group.printed.length - moved.length);
      items.splice(i + 1, 0, ...moved.map((stem) => ({ stem })));
    }
  }
  // The options are the last group, with the nearest earlier group of (about) the same size in the
  // other language (a question printed in English, then in Tamil); every other group is part of the
  // stem. Options the same in both languages ("(A) 1947 …") may be printed twice: the copy is dropped.
  const groups = items.flatMap((item) => ("group" in item ? [item.group] : []));
  const last = groups.at(-1);
  const same = (g: Group) => !groupLang(g) && JSON.stringify([...g.options]) === JSON.stringify([...last!.options]);
  const copy = last && groups.slice(0, -1).find(same);
  const pair = last && !copy && [...groups.slice(0, -1)].reverse().find((g) => isPair(g, last));
  const chosen = [pair, last].filter((g): g is Group => !!g);
  for (const g of groups) {
    if (chosen.includes(g) || g === copy) continue;
    if (last && g.label.form === last.label.form && g.label.kind === last.label.kind && groupLang(g) === groupLang(last))
      problems.push({ code: "unplaced", detail: `two sets of options; the first kept in the stem: ${firstWords(g.printed.join(" "))}` });
  }
  const stem = items.flatMap((item) => ("stem" in item ? [item.stem] : chosen.includes(item.group) || item.group === copy ? [] : item.group.printed));
  const options: string[][] = [];
  for (const g of chosen) for (const [index, lines] of g.options) options[index] = [...(options[index] ?? []), ...lines];
  if (options[4] && NOT_KNOWN.test(folded(options[4].join(" ")))) options.length = 4;
  return { stem, options, marks, explanation, feedback };
}

function isPair(earlier: Group, last: Group) {
  const [a, b] = [groupLang(earlier), groupLang(last)];
  // Sizes may differ by one: an option missing in one language is then a problem of parity, not a lost set.
  const sizes = Math.abs(earlier.options.size - last.options.size) <= 1 && Math.min(earlier.options.size, last.options.size) >= 2;
  return a !== "both" && b !== "both" && !!a && !!b && a !== b && sizes && (earlier.label.kind !== "lower" || last.label.kind === "lower");
}

/** Four options, none empty (trailing empty ones not counted), or the problem saying which are missing: as read and after staff's edit (recheck.ts). */
export function optionCountProblem(name: string, options: readonly string[]): Problem | null {
  const given = [...options];
  while (given.length && !given.at(-1)!.trim()) given.pop();
  const missing = given.map((o, i) => (o.trim() ? "" : letterIn("upper", i))).filter(Boolean);
  if (given.length === 4 && !missing.length) return null;
  return { code: "optionCount", detail: `${name}: ${given.length - missing.length} options${missing.length ? `, no ${missing.join(", ")}` : ""}` };
}

/** A segment's texts in each language it has, its answers as printed and its own problems. */
export function analyse(segment: Segment, order: number): Draft {
  const problems: Problem[] = [...segment.problems];
  const { stem, options, marks, explanation, feedback } = itemsOf(segment, problems);
  const stemCounts = letterCounts(stem);
  // Both languages when the stem has both, or (a stem with a line of each, but one short) when two
  // options or more do. A Tamil stem with an English term in brackets counts as Tamil only (bilingual.ts).
  const bilingualOptions = options.filter((lines) => new Set((lines ?? []).flatMap((line) => splitParts(line, true).map((part) => part.lang))).size >= 2).length >= 2;
  const all = letterCounts([...stem, ...options.flat()]);
  const both = bothLanguages(stemCounts) || (bilingualOptions && Math.min(stemCounts.ta, stemCounts.en) >= 3);
  const only: PaperLang | null = both ? null : stemCounts.ta || stemCounts.en ? (stemCounts.ta >= stemCounts.en ? "ta" : "en") : all.ta >= all.en ? "ta" : "en";
  const langs: PaperLang[] = only ? [only] : ["ta", "en"];
  const stems = byLanguage(stem, only, false);
  const explanations = byLanguage(explanation, only, false);
  const optionTexts = Array.from(options, (lines) => byLanguage(lines ?? [], only, true));
  const texts: Record<PaperLang, ParsedText | null> = { ta: null, en: null };
  for (const lang of langs) {
    const options = optionTexts.map((o) => o[lang].join("\n"));
    while (options.length && !options.at(-1)) options.pop();
    const text: ParsedText = { stem: stems[lang].join("\n"), options, explanation: explanations[lang].join("\n") };
    if (feedback.size) text.whyWrong = text.options.map((_, i) => byLanguage(feedback.get(i) ?? [], only, true)[lang].join("\n"));
    texts[lang] = text;
    const name = lang === "ta" ? "Tamil" : "English";
    if (!text.stem) problems.push({ code: only ? "unplaced" : "parity", detail: `no ${name} stem` });
    // Longer than the bank takes: most likely the text of a question whose number was not seen.
    if (text.stem.length > MAX_STEM) problems.push({ code: "unplaced", detail: `${name} stem runs long: ${firstWords(text.stem)}` });
    const count = optionCountProblem(name, text.options);
    if (count) problems.push(count);
    text.options.forEach((o, i) => {
      if (o.length > MAX_OPTION || o.split("\n").length > 3) problems.push({ code: "unplaced", detail: `${name} option ${letterIn("upper", i)} runs long: ${firstWords(o)}` });
    });
  }
  if (texts.ta && texts.en) problems.push(...parityProblems(texts.ta, texts.en));
  // Options labelled A to D inside an explanation, after a numbered line: a question the numbering missed.
  const labelled = explanation.map((line) => labelAt(line)?.index);
  if ([0, 1, 2, 3].every((i) => labelled.includes(i)) && explanation.some((line) => questionNumber(line)))
    problems.push({ code: "unplaced", detail: `the explanation holds a numbered line and options: ${firstWords(explanation.join(" "))}` });
  return { number: segment.number, section: segment.section, title: segment.title, run: segment.run, order, ta: texts.ta, en: texts.en, marks, blocks: segment.blocks, problems };
}
