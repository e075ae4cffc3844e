// A PDF paper's pages and its questions (issue 34): pure, so the console's form, the service and
// the answer sheet (which must not carry zod) share one reading.

/**
 * The paper's pages as staff give them (issue 34): the number of the first question on each page,
 * in order ("1, 16, 31": page 2 starts with question 16). Empty: the sheet does not turn the paper.
 * Null when the list is not ascending from 1, or names a question the test does not have.
 */
export function parsePageStarts(text: string, questions: number): number[] | null {
  const starts = text.split(/[\s,;]+/).filter(Boolean);
  if (!starts.length) return [];
  if (starts.length > 500 || !starts.every((s) => /^\d{1,4}$/.test(s))) return null;
  const numbers = starts.map(Number);
  const ascending = numbers.every((n, i) => (i === 0 ? n === 1 : n > numbers[i - 1]));
  return ascending && numbers.at(-1)! <= questions ? numbers : null;
}

/** The page of the paper a question starts on (1 when the pages are not given). */
export const pageOf = (question: number, pageStarts: readonly number[]) => Math.max(1, pageStarts.filter((first) => first <= question).length);
