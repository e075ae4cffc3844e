import type { ParsedQuestion, Problem } from "./types";

// A question's problems after staff corrected it on the review screen (issue 35): what a person can
// still get wrong is checked again (no answer, not four options); the rest (a parity flag, an
// unknown font, a gap in the numbering) was the reason to look, and a save says they looked.

export function recheck(question: ParsedQuestion): ParsedQuestion {
  const problems: Problem[] = [];
  if (!question.answer) problems.push({ code: "noAnswer" });
  for (const text of [question.ta, question.en])
    if (text && text.options.filter((o) => o.trim()).length !== 4) problems.push({ code: "optionCount", detail: String(text.options.filter((o) => o.trim()).length) });
  return { ...question, problems };
}
