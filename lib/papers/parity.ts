import type { ParsedText, Problem } from "@/lib/papers/types";

// The Tamil and the English text of one question must say the same thing (issue 35). What a
// machine can compare without translating: the numbers (years, amounts, statement numbers), how
// many options there are, and the Latin-script names and acronyms (a Tamil text keeps "ISRO" or
// "GST" as it is). A difference is a flag staff can dismiss; a missed one is a wrong question in
// the bank, so each rule leans to flagging, while text that legitimately differs (names written
// in Tamil letters, ordinals "19th" / "19-ஆம்") is left alone.

const TAMIL_DIGITS = /[\u0BE6-\u0BEF]/gu;
const textOf = (t: ParsedText) => [t.stem, ...t.options].join("\n");

/** The numbers in a text, sorted: "1,00,000" and "1,000" as one number each, "1.5" and "15.08.1947" as written. */
export function numbersIn(text: string): string[] {
  const plain = text.replace(TAMIL_DIGITS, (d) => String(d.charCodeAt(0) - 0x0be6)).replace(/(?<=\d),(?=\d{2,3}\b)/gu, "");
  return (plain.match(/\d+(?:\.\d+)*/gu) ?? []).map((n) => n.replace(/^0+(?=\d)/u, "")).sort();
}

/** Roman numerals (statement I, List II) are not names: papers keep them in both languages or neither. */
const ROMAN = /^[IVX]+$/u;
/** Latin words of two letters or more in a text, as written. */
const latinWords = (text: string) => (text.match(/[A-Za-z][A-Za-z0-9]+/gu) ?? []).filter((word) => !ROMAN.test(word));
/** An acronym: two capitals or more ("ISRO", "GST", "NITI"), a digit allowed after the first ("G20"). */
const isAcronym = (word: string) => /^[A-Z][A-Z0-9]+$/u.test(word) && /[A-Z].*[A-Z]|\d/u.test(word);

function difference(a: string[], b: string[]): string[] {
  const rest = [...b];
  return a.filter((x) => {
    const i = rest.indexOf(x);
    if (i < 0) return true;
    rest.splice(i, 1);
    return false;
  });
}

export function parityProblems(ta: ParsedText, en: ParsedText): Problem[] {
  const problems: Problem[] = [];
  const count = (t: ParsedText) => t.options.filter(Boolean).length;
  if (count(ta) !== count(en)) problems.push({ code: "parity", detail: `options: ${count(ta)} in Tamil, ${count(en)} in English` });
  const [taNumbers, enNumbers] = [numbersIn(textOf(ta)), numbersIn(textOf(en))];
  const onlyTa = difference(taNumbers, enNumbers);
  const onlyEn = difference(enNumbers, taNumbers);
  if (onlyTa.length || onlyEn.length) {
    const say = (list: string[], lang: string) => (list.length ? `${list.join(", ")} only in ${lang}` : "");
    problems.push({ code: "parity", detail: `numbers: ${[say(onlyTa, "Tamil"), say(onlyEn, "English")].filter(Boolean).join("; ")}` });
  }
  const enWords = new Set(latinWords(textOf(en)).map((w) => w.toLowerCase()));
  const taWords = new Set(latinWords(textOf(ta)).map((w) => w.toLowerCase()));
  const missingInEn = [...new Set(latinWords(textOf(ta)))].filter((w) => !enWords.has(w.toLowerCase()));
  const missingInTa = [...new Set(latinWords(textOf(en)).filter(isAcronym))].filter((w) => !taWords.has(w.toLowerCase()));
  if (missingInEn.length) problems.push({ code: "parity", detail: `names: ${missingInEn.join(", ")} only in Tamil` });
  if (missingInTa.length) problems.push({ code: "parity", detail: `names: ${missingInTa.join(", ")} only in English` });
  return problems;
}
