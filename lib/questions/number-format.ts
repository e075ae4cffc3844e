import { formatDate, isDateFormat, shownDate, type Token } from "./date-format";

// A number in an XLSX cell as the sheet shows it (issue 35): staff type "3:5", "1/2" or "25%" and
// Excel keeps a number with a format (0.2118… shown "h:mm", a date shown "d-mmm", 0.25 shown "0%").
// The import stores the text staff saw, so the format is applied here as Excel applies it: General,
// digits and decimals, thousands, percent, fractions, scientific, dates and times (./date-format.ts),
// quoted text, and sections by sign. Left out, as no question bank needs them: conditions ("[>100]"),
// other calendars, Indian digit grouping (the format's own is used), and the padding "?" and "_"
// add for column alignment (it is trimmed away with the cell anyway).

/** A format's sections ("positive;negative;zero;text"), split where ";" is neither quoted nor escaped. */
function sections(code: string): string[] {
  const out = [""];
  for (let i = 0, quoted = false; i < code.length; i++) {
    const c = code[i];
    if (c === '"') quoted = !quoted;
    if (c === ";" && !quoted) out.push("");
    else out[out.length - 1] += c === "\\" && !quoted ? c + (code[++i] ?? "") : c;
  }
  return out;
}

/** A section as codes and literal text: "quoted", \escaped, _x (a space as wide as x), *x (fill, dropped), [$₹-4009] (its symbol). */
function tokens(section: string): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < section.length;) {
    const c = section[i];
    const bracket = c === "[" ? section.indexOf("]", i) : -1;
    if (c === '"') {
      const end = section.indexOf('"', i + 1) < 0 ? section.length : section.indexOf('"', i + 1);
      out.push({ code: false, text: section.slice(i + 1, end) });
      i = end + 1;
    } else if (c === "\\" || c === "_" || c === "*") {
      if (c !== "*") out.push({ code: false, text: c === "_" ? " " : (section[i + 1] ?? "") });
      i += 2;
    } else if (bracket > 0) {
      const inner = section.slice(i + 1, bracket);
      // Elapsed time ([h]:mm); a currency's symbol; colours, conditions and locales show nothing.
      if (/^(h+|m+|s+)$/i.test(inner)) out.push({ code: true, text: `[${inner.toLowerCase()}]` });
      else if (inner.startsWith("$")) out.push({ code: false, text: inner.slice(1).split("-")[0] });
      i = bracket + 1;
    } else {
      const word = /^(general|am\/pm|a\/p|e[+-]|y+|m+|d+|h+|s+|[0#?.,%/@])/i.exec(section.slice(i))?.[0];
      out.push(word ? { code: true, text: /^(am\/pm|a\/p)$/i.test(word) ? word : word.toLowerCase() } : { code: false, text: c });
      i += word ? word.length : 1;
    }
  }
  return out;
}

const text = (tokens: Token[]) => tokens.map((t) => t.text).join("");
const isPlace = (t: Token) => t.code && (t.text === "0" || t.text === "#" || t.text === "?");
/** What an unused placeholder shows: "0" a zero, "?" a space, "#" nothing. */
const empty = (t: Token) => (t.text === "0" ? "0" : t.text === "?" ? " " : "");

/** A number as Excel's General format shows it in a standard column: at most 11 characters, scientific beyond (1.23457E+11). */
export function general(value: number): string {
  const abs = Math.abs(value);
  if (abs === 0) return "0";
  if (abs >= 1e11 || abs < 1e-9) {
    const [mantissa, exponent] = value.toExponential(5).split("e");
    return `${mantissa.replace(/\.?0+$/, "")}E${exponent[0] === "-" ? "-" : "+"}${exponent.replace(/^[+-]/, "").padStart(2, "0")}`;
  }
  const digits = abs < 1 ? 1 : Math.floor(Math.log10(abs)) + 1;
  return value
    .toFixed(Math.max(0, 10 - digits))
    .replace(/(\.\d*?)0+$/, "$1")
    .replace(/\.$/, "");
}

/** `value` (not negative) rounded half away from zero to `decimals`, as "123.40", after Excel's 15 significant digits. */
function fixed(value: number, decimals: number): string {
  const v = Number(value.toPrecision(15));
  if (String(v).includes("e")) return v.toFixed(decimals);
  return (Math.round(Number(`${v}e${decimals}`)) / 10 ** decimals).toFixed(decimals);
}

/** The integer's digits into its placeholders, right to left; the leftmost takes all that remain. */
function integerPart(places: Token[], digits: string, grouped: boolean): string {
  const count = places.filter(isPlace).length;
  if (!count) return text(places);
  if (grouped) {
    const first = places.findIndex(isPlace);
    const last = places.findLastIndex(isPlace);
    const zeros = places.filter((t) => t.text === "0").length;
    const body = digits.padStart(zeros, "0").replace(/\B(?=(\d{3})+(?!\d))/g, ",");
    return text(places.slice(0, first)) + body + text(places.slice(last + 1));
  }
  let out = "";
  let left = digits;
  let seen = 0;
  for (let i = places.length - 1; i >= 0; i--) {
    const t = places[i];
    if (!isPlace(t)) out = (t.code && t.text === "," ? "" : t.text) + out;
    else if (++seen === count) [out, left] = [(left || empty(t)) + out, ""];
    else [out, left] = [(left.slice(-1) || empty(t)) + out, left.slice(0, -1)];
  }
  return out;
}

/** The decimals into their placeholders, left to right; trailing zeros under "#" and "?" are not shown. */
function decimalPart(places: Token[], digits: string): string {
  const lastShown = digits.search(/0*$/) - 1;
  let i = 0;
  return places.map((t) => (isPlace(t) ? (i <= lastShown ? digits[i++] : (i++, empty(t))) : t.text)).join("");
}

/** Digits with an optional decimal point: "#,##0.00", "0%", "000-000". */
function plain(value: number, places: Token[]): string {
  const point = places.findIndex((t) => t.code && t.text === ".");
  const whole = point < 0 ? places : places.slice(0, point);
  const decimals = point < 0 ? [] : places.slice(point + 1);
  // A format without digits ("Yes") shows only its text.
  if (!places.some(isPlace)) return text(places);
  // A comma after the last digit scales by a thousand; one between digits groups them.
  const lastPlace = whole.findLastIndex(isPlace);
  const isComma = (t: Token) => t.code && t.text === ",";
  const scaling = whole.slice(lastPlace + 1).filter(isComma).length;
  const grouped = whole.slice(0, lastPlace).some(isComma);
  const [int, dec] = fixed(value / 1000 ** scaling, decimals.filter(isPlace).length).split(".");
  const digits = int === "0" ? "" : int;
  const tail = text(whole.slice(lastPlace + 1).filter((t) => !isComma(t)));
  // ".00" has no place for the whole number's digits: they go before the point.
  const shown = lastPlace < 0 ? text(whole.filter((t) => !isComma(t))) + digits : integerPart(whole.slice(0, lastPlace + 1), digits, grouped) + tail;
  return point < 0 ? shown : `${shown}.${decimalPart(decimals, dec ?? "")}`;
}

/** Scientific: "0.00E+00" shows 12345 as 1.23E+04. */
function scientific(value: number, places: Token[], at: number): string {
  const mantissaPlaces = places.slice(0, at);
  const point = mantissaPlaces.findIndex((t) => t.code && t.text === ".");
  const decimals = point < 0 ? 0 : mantissaPlaces.slice(point + 1).filter(isPlace).length;
  let exponent = value === 0 ? 0 : Math.floor(Math.log10(value));
  if (Number(fixed(value / 10 ** exponent, decimals)) >= 10) exponent++;
  const digits = places.slice(at + 1).filter(isPlace).length;
  const sign = exponent < 0 ? "-" : places[at].text.endsWith("+") ? "+" : "";
  return `${plain(value / 10 ** exponent, mantissaPlaces)}E${sign}${String(Math.abs(exponent)).padStart(digits, "0")}`;
}

/** A fraction: "# ?/?" shows 1.5 as "1 1/2", "?/?" as "3/2", "# ?/8" in eighths. */
function fraction(value: number, places: Token[], slash: number): string {
  let start = slash;
  while (start > 0 && isPlace(places[start - 1])) start--;
  const before = places.slice(0, start);
  const hasWhole = before.some(isPlace);
  let end = slash + 1;
  while (end < places.length && (isPlace(places[end]) || /^\d$/.test(places[end].text))) end++;
  const under = places.slice(slash + 1, end);
  // Digits under the line fix the denominator ("?/8"); placeholders bound it ("?/??": at most 99).
  const fixedBy = under.length && !under[0].code ? Number(text(under)) || 0 : 0;
  const whole = hasWhole ? Math.trunc(value) : 0;
  const part = value - whole;
  let [num, den] = [0, 1];
  if (fixedBy) [num, den] = [Math.round(part * fixedBy), fixedBy];
  else {
    for (let d = 1, best = Infinity, most = 10 ** under.filter(isPlace).length - 1; d <= most; d++) {
      const n = Math.round(part * d);
      if (Math.abs(part - n / d) < best) [best, num, den] = [Math.abs(part - n / d), n, d];
    }
  }
  const carried = hasWhole && num === den;
  const wholeText = hasWhole && whole + (carried ? 1 : 0) ? String(whole + (carried ? 1 : 0)) : "";
  const fractionText = num && !carried ? `${num}/${den}` : "";
  const firstPlace = before.findIndex(isPlace);
  const prefix = text(before.slice(0, firstPlace < 0 ? before.length : firstPlace));
  return prefix + ([wholeText, fractionText].filter(Boolean).join(" ") || "0") + text(places.slice(end));
}

/** One section applied to a number that is not negative (the sign is the caller's). */
function numberSection(value: number, section: Token[]): string {
  if (section.some((t) => t.code && (t.text === "general" || t.text === "@")))
    return section.map((t) => (t.code && (t.text === "general" || t.text === "@") ? general(value) : t.text)).join("");
  const percent = section.filter((t) => t.code && t.text === "%").length;
  const scaled = value * 100 ** percent;
  const exponent = section.findIndex((t) => t.code && /^e[+-]$/.test(t.text));
  if (exponent >= 0) return scientific(scaled, section, exponent);
  const slash = section.findIndex((t) => t.code && t.text === "/");
  if (slash >= 0) return fraction(scaled, section, slash);
  return plain(scaled, section);
}

/** Each format's sections as tokens, parsed once: a sheet has a few formats and thousands of cells. */
const parsed = new Map<string, Token[][]>();
function sectionsOf(code: string): Token[][] {
  let found = parsed.get(code);
  if (!found) {
    found = sections(code).map(tokens);
    if (parsed.size < 1000) parsed.set(code, found);
  }
  return found;
}

/**
 * A number as its format shows it; for a date format also the date it holds (`serial` counts days in
 * Excel's 1900 system, the caller having moved a 1904 workbook's).
 */
export function shownNumber(serial: number, code: string | undefined): { text: string; date?: string } {
  if (!Number.isFinite(serial)) return { text: String(serial) };
  const all = sectionsOf(code?.trim() || "General");
  const negative = serial < 0 && all.length > 1;
  const zero = serial === 0 && all.length > 2;
  const section = all[negative ? 1 : zero ? 2 : 0];
  if (isDateFormat(section)) return serial < 0 ? { text: general(serial) } : { text: formatDate(serial, section), date: shownDate(serial, section) ?? undefined };
  const shown = numberSection(Math.abs(serial), section);
  return { text: serial < 0 && !negative ? `-${shown}` : shown };
}
