import { optionCountProblem } from "./question";
import type { ParsedQuestion, Problem } from "./types";

// A question's problems after staff corrected it on the review screen (issue 35): what a person can
// still get wrong is checked again (no answer, not four options: the reader's own rule); the rest (a
// parity flag, an unknown font, a gap in the numbering) was the reason to look, and a save says they looked.

export function recheck(question: ParsedQuestion): ParsedQuestion {
  const problems: Problem[] = question.answer ? [] : [{ code: "noAnswer" }];
  for (const [name, text] of [
    ["Tamil", question.ta],
    ["English", question.en],
  ] as const) {
    const count = text && optionCountProblem(name, text.options);
    if (count) problems.push(count);
  }
  return { ...question, problems };
}
