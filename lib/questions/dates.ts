// Days and months as staff write them in a sheet (issues 21 and 35): a current-affairs question
// names the day it is about, or only its month ("August 2025"). Month names are English or Tamil,
// long or short, as Intl writes them, with the spellings Intl does not use but people do.

const UTC_DAY = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
const folded = (name: string) => name.normalize("NFC").toLowerCase().replace(/\.$/, "");

const monthNames = new Map<string, number>();
for (const locale of ["en", "ta"])
  for (const month of ["long", "short"] as const)
    for (let m = 1; m <= 12; m++) monthNames.set(folded(new Intl.DateTimeFormat(locale, { month, timeZone: "UTC" }).format(UTC_DAY(2025, m, 1))), m);
for (const [name, m] of Object.entries({ sept: 9, பெப்ரவரி: 2, ஜுன்: 6, ஜுலை: 7, ஆகஸ்டு: 8, செப்டெம்பர்: 9, அக்டோபர்: 10 })) monthNames.set(name, m);

const monthOfName = (name: string) => monthNames.get(folded(name)) ?? null;
/** A year as written: four digits, or two after a month's name ("Aug-25", as Excel's "mmm-yy" shows it) for 20xx. */
const yearOf = (digits: string) => (digits.length === 4 ? Number(digits) : 2000 + Number(digits));
const NAME = String.raw`([\p{L}\p{M}]+\.?)`;
const SEP = String.raw`[\s,./-]+`;

function real(y: number, m: number, d: number): Date | null {
  const day = UTC_DAY(y, m, d);
  return day.getUTCDate() === d && day.getUTCMonth() === m - 1 ? day : null;
}

/** A day as staff write it: 2026-11-25, 25/11/2026 or 25-11-2026 (Indian order); 25 Nov 2026, 25-Nov-26 or Nov 25, 2026 with the month's name. */
export function dayOf(cell: string): Date | null {
  const text = cell.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return real(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const indian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (indian) return real(Number(indian[3]), Number(indian[2]), Number(indian[1]));
  const dayFirst = new RegExp(String.raw`^(\d{1,2})${SEP}${NAME}${SEP}(\d{4}|\d{2})$`, "u").exec(text);
  if (dayFirst && monthOfName(dayFirst[2])) return real(yearOf(dayFirst[3]), monthOfName(dayFirst[2])!, Number(dayFirst[1]));
  const nameFirst = new RegExp(String.raw`^${NAME}${SEP}(\d{1,2})${SEP}(\d{4})$`, "u").exec(text);
  if (nameFirst && monthOfName(nameFirst[1])) return real(Number(nameFirst[3]), monthOfName(nameFirst[1])!, Number(nameFirst[2]));
  // Tamil writes the year first: 2025 ஆகஸ்ட் 14.
  const yearFirst = new RegExp(String.raw`^(\d{4})${SEP}${NAME}${SEP}(\d{1,2})$`, "u").exec(text);
  if (yearFirst && monthOfName(yearFirst[2])) return real(Number(yearFirst[1]), monthOfName(yearFirst[2])!, Number(yearFirst[3]));
  return null;
}

/** A month as staff write it: August 2025, Aug 2025, ஆகஸ்ட் 2025, 2025 ஆகஸ்ட், Aug-25, 08/2025 or 2025-08; its first day. */
export function monthOf(cell: string): Date | null {
  const text = cell.trim();
  const yearMonth = /^(\d{4})[/.-](\d{1,2})$/.exec(text);
  if (yearMonth) return real(Number(yearMonth[1]), Number(yearMonth[2]), 1);
  const monthYear = /^(\d{1,2})[/.-](\d{4})$/.exec(text);
  if (monthYear) return real(Number(monthYear[2]), Number(monthYear[1]), 1);
  const named = new RegExp(String.raw`^${NAME}${SEP}(\d{4}|\d{2})$`, "u").exec(text);
  if (named && monthOfName(named[1])) return real(yearOf(named[2]), monthOfName(named[1])!, 1);
  const yearFirst = new RegExp(String.raw`^(\d{4})${SEP}${NAME}$`, "u").exec(text);
  if (yearFirst && monthOfName(yearFirst[2])) return real(Number(yearFirst[1]), monthOfName(yearFirst[2])!, 1);
  return null;
}

/** A source date: a day, or a month (its first day, with `isMonth`); null when the cell is neither. */
export function sourceDateOf(cell: string): { date: Date; isMonth: boolean } | null {
  const day = dayOf(cell);
  if (day) return { date: day, isMonth: false };
  const month = monthOf(cell);
  return month ? { date: month, isMonth: true } : null;
}

/** A source date as the sheet writes it back: 2025-08-14, or 2025-08 for a month. */
export const sourceDateCell = (date: Date | null, isMonth: boolean) => (date ? date.toISOString().slice(0, isMonth ? 7 : 10) : "");
