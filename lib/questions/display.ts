import type { Language } from "./schema";

// A question in the reader's language: the other language's text when a translation is missing,
// and whether it was, so the page can say so (issue 21). Any shape of text: the sheet's (stem and
// options) or the review's (with explanations).

export function textIn<T>(q: { ta: T | null; en: T | null }, lang: Language): { text: T; lang: Language; missing: boolean } {
  const own = q[lang];
  if (own) return { text: own, lang, missing: false };
  const other: Language = lang === "ta" ? "en" : "ta";
  return { text: q[other]!, lang: other, missing: true };
}
