import type { Block, ParsedPaper, Problem, RawPaper } from "@/lib/papers/types";
import type { Segment, Segmented, Tagged } from "@/lib/papers/segment";
import { linesOf, lossyProblems, type TextLines } from "@/lib/papers/decode";
import { finishPaper } from "@/lib/papers/parse";
import { cleanLine, firstWords } from "@/lib/papers/text";

// Moodle's Aiken format (issue 35), read as Moodle's importer (question/format/aiken/format.php)
// reads it: each line trimmed; a line "A) text" or "A. text" (a capital letter, ")" or ".", then
// space or none) is the next option, whatever its letter (Moodle counts options by position);
// a line starting "ANSWER:" ends the question and its first letter names the right option; any
// other line starts a question. Kinder than Moodle in three ways, each kept visible: a question's
// text may run over several lines before its first option (a Thirukkural couplet), "Answer:" may
// be in any case, and a question left without its ANSWER line is kept with a problem instead of
// dropped. Blank lines are skipped; the file may be UTF-8 (with or without a byte-order mark) or
// UTF-16 as Notepad saves "Unicode", with Windows line ends.

const OPTION = /^([A-Z])([).])[ \t]?(.*)$/su;
const ANSWER = /^ANSWER\s*:\s*(.*)$/isu;

/** The file's lines as blocks, one per line, for the review to show beside each question. */
export function aikenBlocks(input: string | Uint8Array | TextLines): RawPaper & { lossy: boolean } {
  const { lines, lossy } = linesOf(input);
  return { blocks: lines.map((text, i): Block => ({ text, source: { kind: "line", line: i + 1 } })), pictures: [], lossy };
}

export function parseAiken(input: string | Uint8Array | TextLines): ParsedPaper {
  const raw = aikenBlocks(input);
  const segments: Segment[] = [];
  const problems: Problem[] = lossyProblems(raw.lossy);
  let current: Segment | null = null;
  let options = 0;
  const push = (piece: Tagged) => {
    current!.pieces.push(piece);
    current!.blocks.push(piece.block);
  };
  raw.blocks.forEach(({ text: line }, block) => {
    const text = cleanLine(line);
    if (!text) return;
    const answer = ANSWER.exec(text);
    if (answer) {
      if (!current) return problems.push({ code: "unplaced", detail: `line ${block + 1}: an ANSWER line with no question before it` });
      push({ role: "answer", text: answer[1].trim(), block });
      current = null;
      return;
    }
    const option = OPTION.exec(text);
    if (option && current) {
      push({ role: "option", text, block, label: { index: options++, form: option[2] === ")" ? "close" : "dot", kind: "upper", body: option[3].trim() } });
      return;
    }
    if (option) return problems.push({ code: "unplaced", detail: `line ${block + 1}: an option with no question before it: ${firstWords(text)}` });
    // A line that is neither: more of the question's text while it has no options yet, else a new question.
    if (current && !options) return push({ role: "stem", text, block });
    current = { number: segments.length + 1, section: null, run: 0, pieces: [], blocks: [], problems: [] };
    segments.push(current);
    options = 0;
    push({ role: "stem", text, block });
  });
  const segmented: Segmented = { segments, keys: [], problems, loose: [] };
  return finishPaper(segmented, raw);
}
