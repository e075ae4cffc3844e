// An audit entry in words. The services store an action code ("test.create") and a short summary
// whose shape each of them fixes ("TNPSC GROUP_IV ANSWER: Tamil (new file)", "group2: Notes",
// "Kavya (new photo)"); this turns both into the reader's language: the action through
// "console.auditActions", codes through their form labels, the bracketed note through
// "console.auditNotes". Whatever it does not recognise is shown as stored, never dropped.

import { auditNotes } from "./service";

/** A translator over the whole message tree (getTranslations() without a namespace). */
export interface Translate {
  (key: string): string;
  has(key: string): boolean;
}

/** The notes the services append in brackets: their key by their stored English. */
const notes: Record<string, string> = Object.fromEntries(Object.entries(auditNotes).map(([key, stored]) => [stored, key]));

/** The summary's parts by the entity the action belongs to; `null` when the shape is not that entity's. */
const shapes: Record<string, (text: string, t: Translate) => string[] | null> = {
  // lib/test-series/adapter.ts: "<examType> <department> <paperType>: <subject>".
  test(text, t) {
    const match = /^(\w+) (\w+) (\w+): (.*)$/s.exec(text);
    if (!match) return null;
    const [, exam, department, paper, subject] = match;
    return [label(t, "tests.options.examType", exam), label(t, "tests.options.department", department), label(t, "tests.options.paperType", paper), subject];
  },
  // lib/documents/adapter.ts: "<category slug>: <title>".
  document(text, t) {
    const match = /^(\w+): (.*)$/s.exec(text);
    return match && t.has(`documents.categories.${match[1]}.title`) ? [t(`documents.categories.${match[1]}.title`), match[2]] : null;
  },
};

function label(t: Translate, group: string, code: string): string {
  return t.has(`${group}.${code}`) ? t(`${group}.${code}`) : code;
}

export function describeAudit(entry: { action: string; summary: string }, t: Translate): { action: string; details: string } {
  const action = t.has(`console.auditActions.${entry.action}`) ? t(`console.auditActions.${entry.action}`) : entry.action;
  const bracket = /^(.*) \(([^()]+)\)$/s.exec(entry.summary);
  const note = bracket && notes[bracket[2]];
  const text = note ? bracket[1] : entry.summary;
  const parts = shapes[entry.action.split(".")[0]]?.(text, t) ?? [text];
  const details = parts.filter(Boolean).join(" · ");
  return { action, details: note ? `${details} (${t(`console.auditNotes.${note}`)})` : details };
}
