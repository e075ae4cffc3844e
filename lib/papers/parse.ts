import { paperLetters, type Block, type ParsedPaper, type ParsedQuestion, type ParsedText, type Problem, type RawPaper, type SourceRef } from "@/lib/papers/types";
import { piecesOf } from "@/lib/papers/lines";
import { segment, type Segmented } from "@/lib/papers/segment";
import { analyse, type Draft } from "@/lib/papers/question";
import { assignKeys } from "@/lib/papers/key-table";
import { numbersIn, parityProblems } from "@/lib/papers/parity";
import { folded, letterIn, letterIndex } from "@/lib/papers/text";

// The one parser of question papers (issue 35): every reader's blocks become questions here.
// lines.ts cuts blocks into lines, segment.ts decides where questions start, question.ts makes
// each one's texts; this file joins a Tamil half and an English half, gives the answer key's
// entries to their questions, and adds the problems only the whole paper shows. Pure: no I/O, so
// it runs in a worker. It never guesses silently: what it is unsure of, it keeps and flags.

export function parsePaper(raw: RawPaper): ParsedPaper {
  return finishPaper(segment(piecesOf(raw.blocks), raw.blocks), raw);
}

/** The common end of every format's parse (Aiken and GIFT build their segments themselves). */
export function finishPaper({ segments, keys, problems, loose }: Segmented, raw: RawPaper): ParsedPaper {
  const drafts = pairHalves(segments.map((s, i) => analyse(s, i)));
  const paperProblems: Problem[] = [...problems, ...assignKeys(drafts, keys), ...fonts(loose, raw.blocks)];
  const bilingual = drafts.filter((d) => d.ta && d.en).length >= drafts.length / 2 && drafts.length > 1;
  const questions = drafts.map((draft): ParsedQuestion => {
    const { answer, problems } = resolveAnswer(draft);
    // In a paper mostly in both languages, a question in one only is missing its translation.
    if (bilingual && !(draft.ta && draft.en) && !draft.problems.some((p) => p.code === "parity")) problems.push({ code: "parity", detail: `only in ${draft.ta ? "Tamil" : "English"}` });
    const sources: SourceRef[] = draft.blocks.map((b) => raw.blocks[b].source);
    const pictures = draft.blocks.flatMap((b) => raw.blocks[b].pictures ?? []);
    return {
      number: draft.number,
      section: draft.section,
      ...(draft.title ? { title: draft.title } : {}),
      ta: draft.ta,
      en: draft.en,
      answer,
      pictures,
      sources,
      problems: [...draft.problems, ...problems, ...fonts(draft.blocks, raw.blocks)],
    };
  });
  // The same number twice in one language and section (numbers restarting under a new heading are not).
  questions.forEach((q, i) => {
    const same = questions.filter((o, j) => j !== i && o.number === q.number && o.section === q.section && ((q.ta && o.ta) || (q.en && o.en)));
    if (same.length) q.problems.push({ code: "duplicateNumber", detail: `question ${q.number} appears ${same.length + 1} times` });
  });
  return { questions, problems: paperProblems };
}

const fonts = (blocks: number[], all: Block[]): Problem[] =>
  [...new Set(blocks.map((b) => all[b].unknownFont).filter((f): f is string => !!f))].map((font) => ({ code: "unknownFont", detail: font }));

const runLang = (run: Draft[]) => {
  for (const lang of ["ta", "en"] as const) if (run.filter((d) => d[lang] && !d[lang === "ta" ? "en" : "ta"]).length >= run.length * 0.8) return lang;
  return null;
};
const textOf = (t: ParsedText | null) => (t ? [t.stem, ...t.options].join("\n") : "");

/**
 * A Tamil half and an English half with the same numbers, joined into one question each. A
 * numbering run in one language pairs with an earlier run in the other when their numbers are
 * (nearly) the same and most of their questions agree where they can be compared (the numbers in
 * their text share at least half, the answers printed after them are the same); with nothing to
 * compare, only when they match one for one. Two unrelated sections (a Tamil-only part, an English-only part) stay apart: joining
 * different questions would be silently wrong, leaving them apart is not.
 */
function pairHalves(drafts: Draft[]): Draft[] {
  const runs: Draft[][] = [];
  for (const d of drafts) (runs[d.run] ??= []).push(d);
  const partnered = new Set<Draft[]>();
  const gone = new Set<Draft>();
  runs.forEach((later, r) => {
    if (!later) return;
    const lang = runLang(later);
    if (!lang) return;
    const earlier = runs.slice(0, r).find((run) => run && !partnered.has(run) && runLang(run) === (lang === "ta" ? "en" : "ta") && alike(run, later));
    if (!earlier) return;
    partnered.add(earlier).add(later);
    for (const target of earlier) {
      const source = later.find((d) => d.number === target.number && !gone.has(d));
      if (!source) {
        target.problems.push({ code: "parity", detail: `no ${lang === "ta" ? "Tamil" : "English"} version in the other half` });
        continue;
      }
      gone.add(source);
      target.ta ??= source.ta;
      target.en ??= source.en;
      target.section ??= source.section;
      target.marks.push(...source.marks);
      target.blocks.push(...source.blocks.filter((b) => !target.blocks.includes(b)));
      target.problems.push(...source.problems);
      if (target.ta && target.en) target.problems.push(...parityProblems(target.ta, target.en));
    }
    for (const source of later.filter((d) => !gone.has(d))) source.problems.push({ code: "parity", detail: `no ${lang === "ta" ? "English" : "Tamil"} version in the other half` });
  });
  return drafts.filter((d) => !gone.has(d));
}

function alike(a: Draft[], b: Draft[]): boolean {
  const numbers = new Set(a.map((d) => d.number));
  const shared = b.filter((d) => numbers.has(d.number));
  if (shared.length < 0.8 * Math.max(a.length, b.length)) return false;
  const votes: boolean[] = [];
  for (const d of shared) {
    const other = a.find((x) => x.number === d.number)!;
    const [x, y] = [numbersIn(textOf(d.ta ?? d.en)), numbersIn(textOf(other.ta ?? other.en))];
    if (x.length || y.length) votes.push(overlap(x, y) >= 0.5);
    const [p, q] = [d.marks[0]?.token, other.marks[0]?.token];
    if (p && q) votes.push(letterIndex(p) === letterIndex(q));
  }
  return votes.length ? votes.filter(Boolean).length >= 0.6 * votes.length : a.length === b.length;
}

/** How much two sorted lists of numbers share, as a multiset: 1 when the same, 0 when nothing in common. */
function overlap(x: string[], y: string[]): number {
  const rest = [...y];
  const common = x.filter((n) => rest.includes(n) && rest.splice(rest.indexOf(n), 1)).length;
  return common / (x.length + y.length - common);
}

/** The answer from the marks after the question and in the key: one letter among its options, or problems saying why not. */
function resolveAnswer(draft: Draft): { answer: ParsedQuestion["answer"]; problems: Problem[] } {
  const problems: Problem[] = [];
  if (!draft.marks.length) return { answer: null, problems: [{ code: "noAnswer" }] };
  const texts = [draft.ta, draft.en].filter((t): t is ParsedText => !!t);
  const count = Math.min(4, Math.max(...texts.map((t) => t.options.length)));
  const found: { index: number; from: string }[] = [];
  for (const mark of draft.marks) {
    let index = mark.token ? letterIndex(mark.token) : -1;
    if (!mark.token) {
      const hits = [0, 1, 2, 3].filter((i) => texts.some((t) => t.options[i] && folded(t.options[i]) === folded(mark.text)));
      if (hits.length !== 1) {
        problems.push({ code: "badAnswer", detail: `"${mark.text}" is not one of the options` });
        continue;
      }
      index = hits[0];
    }
    if (index < 0 || index >= count) {
      problems.push({ code: "badAnswer", detail: `${mark.token} is not one of the ${count} options` });
      continue;
    }
    if (mark.token && mark.text) {
      const given = folded(mark.text);
      const fits = texts.some((t) => {
        const option = folded(t.options[index] ?? "");
        return option && (option.includes(given) || given.includes(option));
      });
      if (!fits) problems.push({ code: "badAnswer", detail: `answer ${letterIn("upper", index)} "${mark.text}" is not option ${letterIn("upper", index)}` });
    }
    found.push({ index, from: mark.from === "key" ? "in the key" : "after the question" });
  }
  const letters = [...new Set(found.map((f) => f.index))];
  if (letters.length > 1) problems.push({ code: "badAnswer", detail: `answers differ: ${found.map((f) => `${letterIn("upper", f.index)} ${f.from}`).join(", ")}` });
  return { answer: found.length ? paperLetters[found[0].index] : null, problems };
}
