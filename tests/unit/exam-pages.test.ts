import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { createTranslator } from "next-intl";
import { examPages, type Block, type ExamPageKey } from "@/lib/exams/pages";
import { exams } from "@/lib/exams/rules";

// Every message an exam page asks for exists in both languages and formats with the page's facts:
// a missing Tamil sentence would otherwise only show up as a raw key on the live page.

/** The message keys (under "examPages") one block reads, as exam-page.tsx reads them. */
function blockKeys(block: Block, base: string): string[] {
  if ("text" in block) return [`${base}.${block.text}`];
  if ("list" in block) return block.list.map((key) => `${base}.${key}`);
  if ("table" in block) {
    const cells = block.table.rows.flatMap((row) => row.cells.flatMap((cell) => (cell && typeof cell === "object" && "key" in cell ? [`${base}.${cell.key}`] : [])));
    return [...block.table.columns.map((c) => `columns.${c}`), ...block.table.rows.map((row) => `${base}.${row.label}`), ...cells];
  }
  if ("examLinks" in block) return block.examLinks.flatMap((key) => [`${key}.title`, `${key}.lead`]);
  if ("reservation" in block) return ["shared.reservation.intro", "columns.community", "columns.share"];
  return ["ageCaption", "columns.category", "columns.upperAge"];
}

function pageKeys(page: ExamPageKey): string[] {
  const spec = examPages[page];
  const base = (id: string) => (id.startsWith("@") ? `shared.${id.slice(1)}` : `${page}.${id}`);
  return [
    `${page}.title`,
    `${page}.lead`,
    ...spec.sections.flatMap((section) => [`${base(section.id)}.title`, ...(section.blocks as Block[]).flatMap((block) => blockKeys(block, base(section.id)))]),
  ];
}

for (const locale of ["ta", "en"] as const) {
  describe(`exam pages in ${locale}`, () => {
    const messages = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));
    for (const page of Object.keys(examPages) as ExamPageKey[]) {
      it(`${page}: every sentence exists and formats with the page's facts`, () => {
        const problems: string[] = [];
        const t = createTranslator({ locale, messages, namespace: "examPages", onError: (error) => problems.push(error.message) });
        const facts = { ...examPages[page].facts, min: 18, cutOff: "1 July" };
        for (const key of pageKeys(page)) {
          const text = t(key as never, facts as never) as string;
          if (text.includes("{") || text === `examPages.${key}`) problems.push(`${key}: ${text}`);
        }
        assert.deepEqual(problems, []);
      });
    }

    it("names every exam the eligibility checker knows", () => {
      const missing = Object.keys(exams).filter((key) => typeof messages.examPages[key]?.title !== "string");
      assert.deepEqual(missing, []);
    });
  });
}
