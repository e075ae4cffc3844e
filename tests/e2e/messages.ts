import { readFileSync } from "node:fs";
import { createTranslator } from "next-intl";

// The site's words as the specs read them, and formatted as the site formats them (ICU plurals).

export const messages = { ta: JSON.parse(readFileSync("messages/ta.json", "utf8")), en: JSON.parse(readFileSync("messages/en.json", "utf8")) };

/** One message formatted with its values, as a page shows it. */
export function say(locale: "ta" | "en", key: string, values: Record<string, string | number> = {}): string {
  return createTranslator({ locale, messages: messages[locale] })(key as never, values as never) as string;
}

/** A counted message as a pattern matching it for any count, in its singular or plural form. */
export function anyCount(locale: "ta" | "en", key: string): RegExp {
  const forms = [1, 2].map((n) =>
    say(locale, key, { count: n })
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace(String(n), "\\d+"),
  );
  return new RegExp(forms.join("|"));
}
