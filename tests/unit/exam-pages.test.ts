import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { createTranslator } from "next-intl";
import { examPages, messageKey, type Block, type ExamPageKey, type Section } from "@/lib/exams/pages";
import { exams } from "@/lib/exams/rules";
import { pluralAfterOne } from "./count-words";

// Every message an exam page asks for exists in both languages and formats with the page's facts:
// a missing Tamil sentence would otherwise only show up as a raw key on the live page.

/** The message keys (under "examPages") one block reads, as exam-page.tsx reads them. */
function blockKeys(block: Block, base: string): string[] {
  if ("text" in block) return [messageKey(base, block.text)];
  if ("list" in block) return block.list.map((key) => messageKey(base, key));
  if ("table" in block) {
    const cells = block.table.rows.flatMap((row) => row.cells.flatMap((cell) => (cell && typeof cell === "object" && "key" in cell ? [messageKey(base, cell.key)] : [])));
    return [...block.table.columns.map((c) => `columns.${c}`), ...block.table.rows.map((row) => messageKey(base, row.label)), ...cells];
  }
  if ("examLinks" in block) return block.examLinks.flatMap((key) => [`${key}.title`, `${key}.lead`]);
  if ("reservation" in block) return ["shared.reservation.intro", "columns.community", "columns.share"];
  return ["ageCaption", "columns.category", "columns.upperAge"];
}

function pageKeys(page: ExamPageKey): string[] {
  const spec = examPages[page];
  const base = (id: string) => messageKey(page, id);
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
          // A fact of 1 (NSS's one mark) must meet a singular noun, as counts do everywhere.
          const wrong = pluralAfterOne(locale, text);
          if (wrong) problems.push(`${key}: "${wrong}"`);
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

describe("Common Recruitment's physical standards (spec section 9: heights, chest, endurance as above)", () => {
  const physical = (page: ExamPageKey) => (examPages[page].sections as readonly Section[]).find((section) => section.id === "physical")!;
  const heights = (page: ExamPageKey) => physical(page).blocks.flatMap((block) => ("table" in block ? [block.table] : []))[0];

  it("hold the heights 170/167 (men) and 159/157 (women, transgender), the chest 81 cm + 5 cm and the ex-servicemen's 1500 m in 8 minutes", () => {
    assert.deepEqual(heights("common").columns, ["group", "men", "womenTransgender"]);
    assert.deepEqual(
      heights("common").rows.map((row) => row.cells),
      [
        [170, 159],
        [167, 157],
      ],
    );
    const { chest, chestExpansion, menRun, exServicemenMinutes } = examPages.common.facts;
    assert.deepEqual({ chest, chestExpansion, menRun, exServicemenMinutes }, { chest: 81, chestExpansion: 5, menRun: 1500, exServicemenMinutes: 8 });
  });

  it("are the Joint Recruitment's data, not a copy that could drift", () => {
    assert.deepEqual(physical("common").blocks, physical("joint").blocks);
    for (const fact of ["chest", "chestExpansion", "menRun", "menMinutes", "womenRun", "womenMinutes", "womenSeconds", "exServicemenMinutes"] as const) {
      assert.equal(examPages.common.facts[fact], examPages.joint.facts[fact], fact);
    }
  });

  for (const locale of ["ta", "en"] as const) {
    it(`are said in ${locale === "ta" ? "Tamil" : "English"}: each figure in its sentence`, () => {
      const messages = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));
      const t = createTranslator({ locale, messages, namespace: "examPages" });
      const say = (key: string) => t(messageKey("common.physical", key) as never, examPages.common.facts as never) as string;
      assert.match(say("@physical.chest"), /81\D+5\D/);
      assert.match(say("@physical.enduranceExServicemen"), /1500\D+8\D/);
      assert.match(say("@physical.endurance"), /1500\D+7\D.*400\D+2\D+30\D/);
    });
  }
});
