// Shared by the message tests: every string of the message files, and how a count meets its noun in each language.

/** Placeholders that hold a count of something, so the word beside them depends on the number. */
export const countArguments = ["count", "total", "n", "h", "m", "age"];

/**
 * A number 1 followed (within two words) by a plural noun: "1 exams", "1 staff requests",
 * "1 தேர்வுகளுக்கு", "1 பணியாளர் கோரிக்கைகள்" (but "5, 2 or 1 marks" lists several). Text rendered with
 * every count set to 1 must have none.
 */
export function pluralAfterOne(locale: "ta" | "en", text: string): string | undefined {
  // Tamil's plural "கள்" loses its virama before a case ending: தேர்வுகளுக்கு, தேர்வுகளில்.
  const pattern = locale === "ta" ? /(?<![\d.,])1 (?:\S+ )?\S*கள/u : /(?<![\d.,])(?<!\b(?:or|and) )\b1 (?:[a-z]+ )?[a-z]+s\b/;
  return text.match(pattern)?.[0];
}

/** Every string of a message tree with its dotted key. */
export function strings(tree: unknown, key = ""): [string, string][] {
  if (typeof tree === "string") return [[key, tree]];
  if (Array.isArray(tree)) return tree.flatMap((value, i) => strings(value, `${key}.${i}`));
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, value]) => strings(value, key ? `${key}.${k}` : k));
}
