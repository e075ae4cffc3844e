import type { Language, QuestionText } from "./schema";

// A question in the reader's language: the other language's text when a translation is missing,
// and whether it was, so the page can say so (issue 21).

export function textIn(q: { ta: QuestionText | null; en: QuestionText | null }, lang: Language): { text: QuestionText; lang: Language; missing: boolean } {
  const own = q[lang];
  if (own) return { text: own, lang, missing: false };
  const other: Language = lang === "ta" ? "en" : "ta";
  return { text: q[other]!, lang: other, missing: true };
}
