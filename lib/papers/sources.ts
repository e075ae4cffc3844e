import type { Block, ParsedQuestion, SourceRef } from "./types";

// The text each question was read from, for the review's "from the paper" (issue 35): the blocks
// its sources name, in order. A region of a PDF page shows its text too (its picture is to come).

const keyOf = (ref: SourceRef) => (ref.kind === "paragraph" ? `p${ref.index}` : ref.kind === "line" ? `l${ref.line}` : `g${ref.page}:${ref.x}:${ref.y}`);

export function sourceTexts(questions: ParsedQuestion[], blocks: Pick<Block, "text" | "source">[]): string[] {
  const byKey = new Map(blocks.map((b) => [keyOf(b.source), b.text]));
  return questions.map((q) =>
    q.sources
      .map((ref) => byKey.get(keyOf(ref)) ?? "")
      .filter(Boolean)
      .join("\n"),
  );
}
