import type { DocxStyles } from "@/lib/papers/docx-styles";
import { elements, escapeXml, firstTag, tags, without } from "@/lib/papers/xml";

// Word's automatic list numbers (issue 35). A question numbered with Word's list button has no
// "1." in its text: Word draws it from numbering.xml. mammoth tells only whether a paragraph is in
// an ordered list and at which level, not which list, its format ("(A)", "i."), nor where it
// starts, so "1." and "(A)" cannot be rebuilt from it. Instead each numbered paragraph gets, before
// mammoth reads the document, a run holding the number Word shows, counted as Word counts: per
// list, each level from its start (or the list's start override), a level's number restarting when
// a level above it moves on. The run carries LABEL_FONT so the reader keeps it as it is.

/** The font name marking a number this file put in, so no Tamil-font conversion touches it. */
export const LABEL_FONT = "papers-list-number";

interface Level {
  start: number;
  format: string;
  text: string;
  suffix: string;
  /** lvlRestart 0: never restarts when a level above moves on. */
  restarts: boolean;
}

const levelOf = (xml: string): Level => ({
  start: Number(firstTag(xml, "w:start")?.attrs["w:val"] ?? 1),
  format: firstTag(xml, "w:numFmt")?.attrs["w:val"] ?? "decimal",
  text: firstTag(xml, "w:lvlText")?.attrs["w:val"] ?? "",
  suffix: firstTag(xml, "w:suff")?.attrs["w:val"] ?? "tab",
  restarts: firstTag(xml, "w:lvlRestart")?.attrs["w:val"] !== "0",
});

function letters(n: number, base: string): string {
  // Word's letters: A … Z, then AA … ZZ, AAA … (the letter repeated, not base 26).
  const letter = String.fromCharCode(base.charCodeAt(0) + ((n - 1) % 26));
  return letter.repeat(Math.floor((n - 1) / 26) + 1);
}
function roman(n: number): string {
  const parts: [number, string][] = [
    [1000, "M"],
    [900, "CM"],
    [500, "D"],
    [400, "CD"],
    [100, "C"],
    [90, "XC"],
    [50, "L"],
    [40, "XL"],
    [10, "X"],
    [9, "IX"],
    [5, "V"],
    [4, "IV"],
    [1, "I"],
  ];
  let out = "";
  for (const [value, glyph] of parts) for (; n >= value; n -= value) out += glyph;
  return out;
}
/** A counter in a level's format; formats Word has beyond these are written as plain numbers. */
export function formatNumber(n: number, format: string): string {
  if (format === "upperLetter") return letters(n, "A");
  if (format === "lowerLetter") return letters(n, "a");
  if (format === "upperRoman") return roman(n);
  if (format === "lowerRoman") return roman(n).toLowerCase();
  if (format === "decimalZero") return String(n).padStart(2, "0");
  if (format === "none") return "";
  return String(n);
}

/** Counts the paragraphs of every list in document order and gives each numbered one its label. */
export function listNumbers(numberingXml: string | null, styles: DocxStyles) {
  const abstract = new Map<string, { levels: Map<string, Level>; link: string | null }>();
  for (const element of elements(numberingXml ?? "", "w:abstractNum")) {
    const levels = new Map(elements(element, "w:lvl").map((lvl) => [firstTag(lvl, "w:lvl")!.attrs["w:ilvl"] ?? "0", levelOf(lvl)] as const));
    abstract.set(firstTag(element, "w:abstractNum")!.attrs["w:abstractNumId"], { levels, link: firstTag(element, "w:numStyleLink")?.attrs["w:val"] ?? null });
  }
  const nums = new Map<string, { abstractId: string; overrides: Map<string, { start?: number; level?: Level }> }>();
  for (const element of elements(numberingXml ?? "", "w:num")) {
    const overrides = new Map(
      elements(element, "w:lvlOverride").map((o) => {
        const start = firstTag(o, "w:startOverride")?.attrs["w:val"];
        const lvl = elements(o, "w:lvl")[0];
        return [firstTag(o, "w:lvlOverride")!.attrs["w:ilvl"] ?? "0", { ...(start ? { start: Number(start) } : {}), ...(lvl ? { level: levelOf(lvl) } : {}) }] as const;
      }),
    );
    nums.set(firstTag(element, "w:num")!.attrs["w:numId"], { abstractId: firstTag(element, "w:abstractNumId")?.attrs["w:val"] ?? "", overrides });
  }
  // A list whose levels live in a list style (numStyleLink): the style's own list holds them.
  const levelsOf = (numId: string, depth = 0): Map<string, Level> | null => {
    const definition = abstract.get(nums.get(numId)?.abstractId ?? "");
    if (!definition) return null;
    if (!definition.link || depth > 3) return definition.levels;
    const linked = styles.listStyleNumId(definition.link);
    return linked ? levelsOf(linked, depth + 1) : definition.levels;
  };

  // Lists that share a definition count on together in Word unless one restarts with an override.
  const counters = new Map<string, Map<number, number>>();
  return function label(numId: string, ilvl: string): string {
    const num = nums.get(numId);
    const levels = levelsOf(numId);
    if (!num || !levels) return "";
    const depth = Number(ilvl) || 0;
    const level = (d: number) => num.overrides.get(String(d))?.level ?? levels.get(String(d));
    const startOf = (d: number) => num.overrides.get(String(d))?.start ?? level(d)?.start ?? 1;
    const key = [...num.overrides.values()].some((o) => o.start !== undefined) ? `num ${numId}` : `abstract ${num.abstractId}`;
    const counts = counters.get(key) ?? new Map<number, number>();
    counters.set(key, counts);
    counts.set(depth, counts.has(depth) ? counts.get(depth)! + 1 : startOf(depth));
    for (const d of [...counts.keys()]) if (d > depth && level(d)?.restarts !== false) counts.delete(d);
    const own = level(depth);
    if (!own || own.format === "bullet") return "";
    const text = own.text.replace(/%([1-9])/g, (_, k: string) => formatNumber(counts.get(Number(k) - 1) ?? startOf(Number(k) - 1), level(Number(k) - 1)?.format ?? "decimal"));
    return text && own.suffix !== "nothing" ? `${text} ` : text;
  };
}

const HEADING = /^(heading \d|title|subtitle)$/i;

/**
 * document.xml with each numbered paragraph's number written in as its first run. Headings keep
 * none: "1 HISTORY" would read as a question. Paragraphs inside mc:Choice are skipped, as mammoth
 * reads the mc:Fallback copy of such content.
 */
export function writeListNumbers(documentXml: string, numberingXml: string | null, styles: DocxStyles): string {
  const label = listNumbers(numberingXml, styles);
  const all = [...tags(documentXml)];
  const inserts: [number, string][] = [];
  let choice = 0;
  for (let i = 0; i < all.length; i++) {
    const tag = all[i];
    if (tag.name === "mc:Choice" && tag.kind !== "empty") choice += tag.kind === "open" ? 1 : -1;
    if (tag.name !== "w:p" || tag.kind !== "open" || choice > 0) continue;
    let at = tag.end;
    let pPr = "";
    if (all[i + 1]?.name === "w:pPr" && all[i + 1].kind === "open") {
      let depth = 0;
      let j = i + 1;
      for (; j < all.length; j++) {
        if (all[j].name !== "w:pPr" || all[j].kind === "empty") continue;
        depth += all[j].kind === "open" ? 1 : -1;
        if (!depth) break;
      }
      pPr = without(documentXml.slice(all[i + 1].end, all[j]?.start ?? all[i + 1].end), "w:pPrChange");
      at = all[j]?.end ?? at;
    }
    const styleId = firstTag(pPr, "w:pStyle")?.attrs["w:val"] ?? null;
    if (HEADING.test(styles.nameOf(styleId) ?? "")) continue;
    const byStyle = styles.numberingOf(styleId);
    const numId = firstTag(pPr, "w:numId")?.attrs["w:val"] ?? byStyle.numId;
    // numId 0 takes a style's numbering off this paragraph.
    if (!numId || numId === "0") continue;
    const text = label(numId, firstTag(pPr, "w:ilvl")?.attrs["w:val"] ?? byStyle.ilvl ?? "0");
    if (text) inserts.push([at, `<w:r><w:rPr><w:rFonts w:ascii="${LABEL_FONT}" w:hAnsi="${LABEL_FONT}"/></w:rPr><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`]);
  }
  let out = "";
  let from = 0;
  for (const [at, text] of inserts) {
    out += documentXml.slice(from, at) + text;
    from = at;
  }
  return out + documentXml.slice(from);
}
