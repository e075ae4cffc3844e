import { textIn } from "@/lib/questions/display";
import type { Language } from "@/lib/questions/schema";
import type { ReviewText } from "./bank";
import { rightLetters, type KeyEntry } from "./key";

// A bank question's review in the reader's language (issue 21), as components/mock-tests/results/explanation.tsx draws it.

export function explained(text: ReviewText, key: KeyEntry, chosen: string | null, lang: Language, notes: { ta: string; en: string }) {
  const shown = textIn(text, lang);
  return {
    stem: shown.text.stem,
    options: shown.text.options,
    explanation: shown.text.explanation,
    whyWrong: shown.text.whyWrong,
    right: rightLetters(key),
    chosen,
    missingNote: shown.missing ? notes[lang] : null,
    imageId: text.imageId,
  };
}
