// The few facts the .docx reader needs that mammoth does not hand over (list numbers, style fonts)
// are read from the package's XML directly. Word writes that XML machine-made and well-formed, so a
// scan of its tags is enough: no DOM, nothing kept but what is asked for.

export interface Tag {
  /** Qualified name, "w:p". */
  name: string;
  attrs: Record<string, string>;
  kind: "open" | "close" | "empty";
  /** Offsets of the tag itself in the text: [start, end). */
  start: number;
  end: number;
}

// A start, end or empty tag; quoted attribute values may hold ">" (comments and <?xml?> never match).
const TAG = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const ATTR = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
export const unescapeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name[0] === "#" ? String.fromCodePoint(name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1))) : (ENTITIES[name] ?? whole),
  );
export const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => `&${({ "&": "amp", "<": "lt", ">": "gt", '"': "quot" } as Record<string, string>)[c]};`);

export function* tags(xml: string): Generator<Tag> {
  for (const match of xml.matchAll(TAG)) {
    const attrs: Record<string, string> = {};
    for (const [, key, double, single] of match[3].matchAll(ATTR)) attrs[key] = unescapeXml(double ?? single);
    yield { name: match[2], attrs, kind: match[1] ? "close" : match[4] ? "empty" : "open", start: match.index, end: match.index + match[0].length };
  }
}

/** Each element named `name` (outermost ones only), as the text from its start tag to its end tag. */
export function elements(xml: string, name: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let from = 0;
  for (const tag of tags(xml)) {
    if (tag.name !== name) continue;
    if (tag.kind === "empty") {
      if (!depth) found.push(xml.slice(tag.start, tag.end));
    } else if (tag.kind === "open") {
      if (!depth++) from = tag.start;
    } else if (depth && !--depth) found.push(xml.slice(from, tag.end));
  }
  return found;
}

/** The first tag named `name` inside `xml`, or null. */
export function firstTag(xml: string, name: string): Tag | null {
  for (const tag of tags(xml)) if (tag.name === name && tag.kind !== "close") return tag;
  return null;
}

/** `xml` with the elements named `name` (and what they hold) left out: a style's change history, say. */
export function without(xml: string, name: string): string {
  let out = xml;
  for (const element of elements(xml, name)) out = out.replace(element, "");
  return out;
}
