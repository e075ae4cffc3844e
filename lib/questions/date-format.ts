// Excel's date and time formats (issue 35), for ./number-format.ts: a date or time is a number of
// days (Excel's 1900 system) shown through codes such as "d-mmm-yy", "h:mm AM/PM" or "[h]:mm:ss",
// in English as Excel shows it with an English locale.

/** A piece of a format section: a code ("mm", "0", "am/pm") or literal text. */
export interface Token {
  code: boolean;
  text: string;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const DAY_SECONDS = 86_400;

const dateCode = (t: Token) => t.code && /^(y|m|d|h|s|\[|am\/pm|a\/p)/i.test(t.text);
export const isDateFormat = (section: Token[]) => section.some(dateCode);

/**
 * Each code of a date format with what it stands for: "m" and "mm" are minutes right after an hour
 * or right before seconds, otherwise the month, as Excel reads them.
 */
function meanings(section: Token[]): (string | null)[] {
  const codes = section.map((t, i) => (dateCode(t) ? i : -1)).filter((i) => i >= 0);
  return section.map((t, i) => {
    if (!dateCode(t)) return null;
    const kind = t.text.replace(/^\[|\]$/g, "")[0].toLowerCase();
    if (kind !== "m" || t.text.length > 2) return kind === "m" && t.text.startsWith("[") ? "minute" : kind;
    const at = codes.indexOf(i);
    const before = section[codes[at - 1]]?.text ?? "";
    const after = section[codes[at + 1]]?.text ?? "";
    return /^\[?h/.test(before) || /^\[?s/.test(after) ? "minute" : "m";
  });
}

/** Year, month (1–12), day and weekday of a day number, with Excel's 29 February 1900 (day 60) and 0 January 1900 (day 0). */
function dayParts(days: number): [number, number, number, number] {
  if (days === 60) return [1900, 2, 29, 3];
  if (days === 0) return [1900, 1, 0, 6];
  // Lotus 1-2-3 took 1900 for a leap year and Excel kept it: days before 1 March 1900 count from 31 December 1899.
  const date = new Date(Date.UTC(1899, 11, days < 60 ? 31 : 30) + days * DAY_SECONDS * 1000);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCDay()];
}

const pad = (n: number, width: number) => String(n).padStart(width, "0");

export function formatDate(serial: number, section: Token[]): string {
  const meaning = meanings(section);
  // A fraction of a second (".00" after seconds) is shown to its digits; otherwise Excel rounds to the second.
  const point = section.findIndex((t, i) => t.code && t.text === "." && meaning.slice(0, i).includes("s"));
  let places = 0;
  while (point >= 0 && section[point + 1 + places]?.text === "0") places++;
  const scale = 10 ** places;
  const units = Math.round(serial * DAY_SECONDS * scale);
  const days = Math.floor(units / (DAY_SECONDS * scale));
  const seconds = Math.floor((units - days * DAY_SECONDS * scale) / scale);
  const [year, month, day, weekday] = dayParts(days);
  const [hour, minute, second] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const twelve = section.some((t) => t.code && /^(am\/pm|a\/p)$/i.test(t.text));
  const elapsed = (unit: number) => Math.floor(units / (unit * scale));
  let out = "";
  for (let i = 0; i < section.length; i++) {
    const { text } = section[i];
    const n = text.length;
    if (i === point && places) {
      out += `.${pad(units % scale, places)}`;
      i += places;
      continue;
    }
    switch (meaning[i]) {
      case "y":
        out += n > 2 ? year : pad(year % 100, 2);
        break;
      case "m":
        out += n === 1 ? month : n === 2 ? pad(month, 2) : n === 3 ? MONTHS[month - 1].slice(0, 3) : n === 5 ? MONTHS[month - 1][0] : MONTHS[month - 1];
        break;
      case "d":
        out += n === 1 ? day : n === 2 ? pad(day, 2) : n === 3 ? DAYS[weekday].slice(0, 3) : DAYS[weekday];
        break;
      case "h":
        out += text.startsWith("[") ? elapsed(3600) : pad(twelve ? hour % 12 || 12 : hour, Math.min(n, 2));
        break;
      case "minute":
        out += text.startsWith("[") ? elapsed(60) : pad(minute, n);
        break;
      case "s":
        out += text.startsWith("[") ? elapsed(1) : pad(second, Math.min(n, 2));
        break;
      case "a": {
        const marker = /^am/i.test(text) ? (hour < 12 ? "AM" : "PM") : hour < 12 ? "A" : "P";
        out += text[0] === text[0].toLowerCase() ? marker.toLowerCase() : marker;
        break;
      }
      default:
        out += text;
    }
  }
  return out;
}

/**
 * The date a date format's cell holds, for the source_date column: "2025-08-14", or "2025-08" when
 * the format shows the month and no day ("mmm yyyy"); null for a time of day.
 */
export function shownDate(serial: number, section: Token[]): string | null {
  const meaning = meanings(section);
  const showsDay = section.some((t, i) => meaning[i] === "d" && t.text.length <= 2);
  if (!showsDay && !meaning.includes("m")) return null;
  const [year, month, day] = dayParts(Math.floor(serial));
  return showsDay ? `${year}-${pad(month, 2)}-${pad(day, 2)}` : `${year}-${pad(month, 2)}`;
}
