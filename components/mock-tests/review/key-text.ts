import type { KeyEntry } from "@/lib/mock-tests/key";

/** One question's key as staff read it: "B", "A / C", or the word for dropped. */
export const keyText = (entry: KeyEntry | undefined, dropped: string) => (!entry ? "" : "dropped" in entry ? dropped : entry.accepted.join(" / "));

/** Marks from hundredths for the screen: 1.5, 300, -0.33. */
export const marksOf = (hundredths: number) => hundredths / 100;
