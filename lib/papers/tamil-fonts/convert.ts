// The one conversion every legacy table goes through. A legacy Tamil font stores glyphs in the order
// they are drawn: the vowel signs ெ ே ை stand before their consonant, and ொ ோ ௌ are split around it
// (ெ + க + ா). Unicode stores letters in spoken order (க + ொ). So: read the text glyph by glyph
// (longest table entry first), move each prefix sign after the consonant it was drawn before, turn
// the ள-shaped tail of ௌ into the au length mark where the font has no glyph of its own for it, and
// let NFC compose the split vowels (க + ெ + ா → கொ, க + ெ + ௗ → கௌ, ஒ + ௗ → ஔ).

/** One encoding's glyphs: legacy sequence → Unicode, in the order the glyph is drawn. */
export interface FontTable {
  readonly glyphs: ReadonlyArray<readonly [legacy: string, unicode: string]>;
  /** 8-bit fonts: text may reach us with bytes 0x80–0x9F read as Windows-1252 (0x82 as ‚). */
  readonly eightBit: boolean;
  /** The font draws ௌ's tail with the letter ள (no au length mark glyph of its own). */
  readonly llaIsAuMark: boolean;
}

/** Pairs each key (one character) with the value in the same place: for tables laid out in series. */
export function series(keys: string, values: readonly string[]): [string, string][] {
  const chars = [...keys];
  if (chars.length !== values.length) throw new Error(`${chars.length} keys for ${values.length} values`);
  return chars.map((key, i) => [key, values[i]]);
}

const E = "\u0BC6";
const EE = "\u0BC7";
const AI = "\u0BC8";
const AU_MARK = "\u0BD7";
const LLA = "ள";
const PREFIX_SIGNS = new Set([E, EE, AI]);
/** Signs that attach to the letter before them: after one of these, ள is a letter, not ௌ's tail. */
const DEPENDENT = /^[\u0BBE-\u0BC2\u0BCD\u0BD7]/;
/** A consonant, or a cluster drawn as one glyph (க்ஷ): what a prefix sign can stand before. */
const CONSONANT_GLYPH = /^[\u0B95-\u0BB9](\u0BCD[\u0B95-\u0BB9])*$/;

// Windows-1252 puts printable characters on 0x80–0x9F; an 8-bit font's bytes there come back as them.
const CP1252 = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";
const FROM_CP1252 = new Map([...CP1252].map((char, i) => [char, String.fromCharCode(0x80 + i)]));

/**
 * The font's own code points: a Word symbol font's U+F0xx as the byte xx, and for 8-bit fonts the
 * Windows-1252 reading of 0x80–0x9F as those bytes.
 */
export function fontCodes(text: string, eightBit: boolean): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xf020 && code <= 0xf0ff) out += String.fromCharCode(code - 0xf000);
    else out += (eightBit && FROM_CP1252.get(char)) || char;
  }
  return out;
}

const compiled = new WeakMap<FontTable, { map: Map<string, string>; longest: number }>();
function lookup(table: FontTable) {
  let entry = compiled.get(table);
  if (!entry) {
    const map = new Map(table.glyphs);
    entry = { map, longest: Math.max(...[...map.keys()].map((key) => key.length)) };
    compiled.set(table, entry);
  }
  return entry;
}

/** The text as glyphs: each a table entry's Unicode, or the character itself when the table has none. */
export function glyphs(text: string, table: FontTable): { unicode: string; mapped: boolean }[] {
  const { map, longest } = lookup(table);
  const codes = fontCodes(text, table.eightBit);
  const out: { unicode: string; mapped: boolean }[] = [];
  for (let i = 0; i < codes.length;) {
    let length = Math.min(longest, codes.length - i);
    for (; length > 0; length--) {
      const unicode = map.get(codes.slice(i, i + length));
      if (unicode === undefined) continue;
      out.push({ unicode, mapped: true });
      break;
    }
    if (length > 0) {
      i += length;
      continue;
    }
    // An unmapped byte of 0x80–0x9F was a Windows-1252 character (a dash, a quote): give it back.
    const code = codes.charCodeAt(i);
    out.push({ unicode: code >= 0x80 && code <= 0x9f ? CP1252[code - 0x80] : codes[i], mapped: false });
    i += 1;
  }
  return out;
}

/** Legacy text in `table`'s encoding as NFC Unicode Tamil. */
export function convert(text: string, table: FontTable): string {
  const units = glyphs(text, table).map((glyph) => glyph.unicode);
  const out: string[] = [];
  for (let i = 0; i < units.length; i++) {
    const unit = units[i];
    const next = units[i + 1];
    // A prefix sign moves after the consonant it was drawn before; one before anything else stays.
    if (PREFIX_SIGNS.has(unit) && next !== undefined && CONSONANT_GLYPH.test(next)) {
      out.push(next, unit);
      i += 1;
      const after = units[i + 1];
      // ெ + C + ள: the ள is ௌ's tail unless a sign of its own shows it is the letter (தெளிவு).
      if (unit === E && table.llaIsAuMark && after === LLA && !DEPENDENT.test(units[i + 2] ?? "")) {
        out.push(AU_MARK);
        i += 1;
      }
      // ே + C + ௗ is no Tamil; GNU libc writes TSCII's ௌ so, and reads it back as ௌ.
      if (unit === EE && after === AU_MARK) out[out.length - 1] = E;
      continue;
    }
    // ஒ + ள is drawn the same as ஔ (Bamini types both "xs"): a sign of the ள's own after it makes it ஒளி, ஒள்ளிய.
    if (unit === "ஔ" && table.llaIsAuMark && next !== undefined && DEPENDENT.test(next)) {
      out.push("ஒ", LLA);
      continue;
    }
    out.push(unit);
  }
  return out.join("").normalize("NFC");
}
