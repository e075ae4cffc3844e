// Two shapes of message the build's precompiled catalogs (next.config.ts) cannot give out raw, since
// t.raw returns a compiled message instead of its text: lists, and templates a client fills in.

/** What both getTranslations (server) and useTranslations (client) return, as far as these helpers need. */
interface Translate {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/** A list kept as numbered keys ({"1": "…", "2": "…"}), its items in order. */
export function list(t: Translate, key: string, values?: Record<string, string | number>): string[] {
  const items: string[] = [];
  for (let n = 1; t.has(`${key}.${n}`); n += 1) items.push(t(`${key}.${n}`, values));
  return items;
}

/**
 * A message with its placeholders left in ("Page {page} of {pages}"), for a client component that
 * fills them as it goes (text.replace("{page}", …)): the placeholders are formatted as their own names.
 */
export function template(t: Translate, key: string, ...names: string[]): string {
  return t(key, Object.fromEntries(names.map((name) => [name, `{${name}}`])));
}
