import { elements, firstTag, without } from "@/lib/papers/xml";

// What a .docx's styles say about fonts and list numbers (issue 35). mammoth hands over a run's
// font only when the run names it itself; a Bamini typist more often sets Bamini once, as the
// document's default font or in the Normal style, and every run inherits it. Word's order: the
// run's own font, its character style, its paragraph's style (each through the styles it is
// based on), then the document's defaults.

interface Style {
  type: string;
  name: string;
  basedOn: string | null;
  font: string | null;
  /** A paragraph style that numbers its paragraphs (a "Question" style tied to a list). */
  numId: string | null;
  ilvl: string | null;
}

export interface DocxStyles {
  /** The font a run ends up in, given what mammoth read: its own font, its style, its paragraph's style. */
  fontOf(run: { font: string | null; styleId: string | null }, paragraphStyleId: string | null): string | null;
  /** The list a paragraph style numbers its paragraphs with, through the styles it is based on. */
  numberingOf(styleId: string | null): { numId: string | null; ilvl: string | null };
  /** A paragraph style's name ("heading 1"), through its id. */
  nameOf(styleId: string | null): string | null;
  /** The numbering a w:numbering style (a list style) stands for. */
  listStyleNumId(styleId: string): string | null;
}

/** A run's font as w:rFonts gives it: the ASCII slot first, where Bamini's Latin-keyed glyphs sit. */
export function fontIn(rPr: string): string | null {
  const fonts = firstTag(without(rPr, "w:rPrChange"), "w:rFonts")?.attrs;
  return fonts?.["w:ascii"] ?? fonts?.["w:hAnsi"] ?? null;
}

export function readStyles(xml: string | null): DocxStyles {
  const styles = new Map<string, Style>();
  let defaultParagraph: string | null = null;
  const defaults = fontIn(elements(elements(xml ?? "", "w:rPrDefault")[0] ?? "", "w:rPr")[0] ?? "");
  for (const element of elements(xml ?? "", "w:style")) {
    const head = firstTag(element, "w:style")!.attrs;
    const id = head["w:styleId"];
    if (!id) continue;
    const pPr = without(elements(element, "w:pPr")[0] ?? "", "w:pPrChange");
    const style: Style = {
      type: head["w:type"] ?? "paragraph",
      name: firstTag(element, "w:name")?.attrs["w:val"] ?? id,
      basedOn: firstTag(element, "w:basedOn")?.attrs["w:val"] ?? null,
      font: fontIn(elements(element, "w:rPr")[0] ?? ""),
      numId: firstTag(pPr, "w:numId")?.attrs["w:val"] ?? null,
      ilvl: firstTag(pPr, "w:ilvl")?.attrs["w:val"] ?? null,
    };
    styles.set(id, style);
    if (style.type === "paragraph" && (head["w:default"] === "1" || head["w:default"] === "true")) defaultParagraph = id;
  }
  // Along basedOn, with a bound: a loop in a damaged file must not hang the reader.
  const along = <T>(id: string | null, pick: (style: Style) => T | null): T | null => {
    for (let at = id, steps = 0; at && steps < 20; steps++) {
      const style = styles.get(at);
      if (!style) return null;
      const value = pick(style);
      if (value !== null) return value;
      at = style.basedOn;
    }
    return null;
  };
  return {
    fontOf: (run, paragraphStyleId) => run.font ?? along(run.styleId, (s) => s.font) ?? along(paragraphStyleId ?? defaultParagraph, (s) => s.font) ?? defaults,
    numberingOf: (id) => ({ numId: along(id ?? defaultParagraph, (s) => s.numId), ilvl: along(id ?? defaultParagraph, (s) => s.ilvl) }),
    nameOf: (id) => styles.get(id ?? defaultParagraph ?? "")?.name ?? null,
    listStyleNumId: (id) => styles.get(id)?.numId ?? null,
  };
}
