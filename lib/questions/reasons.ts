// A refusal's reason in the reader's words (issues 21 and 35): a row's, a question's or a field's
// problem names a key under "questionBank.reasons"; a key with no words there is shown by
// `otherwise` (as it is, by default). The one reading for the import's review, the refused rows'
// file, the edit form and a paper's review. Plain: the browser's forms and the server share it.

/** next-intl's translator for the "questionBank" namespace, in either form (useTranslations, getTranslations). */
type Says = { has(key: never): boolean };

export function reasonText(t: Says, key: string, otherwise: (key: string) => string = (k) => k): string {
  const say = t as unknown as { has(key: string): boolean; (key: string): string };
  return say.has(`reasons.${key}`) ? say(`reasons.${key}`) : otherwise(key);
}
