import { getFormatter, getTranslations } from "next-intl/server";
import type { KeyEntry } from "@/lib/mock-tests/key";

/** A key entry in words, in the page's language: "B", "B or C" ("B அல்லது C"), or "Dropped"; for students and staff alike. */
export async function keyText(): Promise<(entry: KeyEntry | null) => string> {
  const [t, format] = await Promise.all([getTranslations("mockResults"), getFormatter()]);
  return (entry) => (!entry ? "–" : "dropped" in entry ? t("dropped") : format.list(entry.accepted, { type: "disjunction" }));
}
