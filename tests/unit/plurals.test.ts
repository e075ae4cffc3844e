import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { createTranslator } from "next-intl";
import { countArguments, pluralAfterOne, strings } from "./count-words";

// Every count in messages/ goes through ICU plural rules (issue 17: "1 தேர்வுகளுக்கு", "1 exams"):
// a count never sits bare beside a word, and each such message reads right with 1 and with 2.

const locales = ["ta", "en"] as const;
const messages = Object.fromEntries(locales.map((locale) => [locale, JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"))])) as Record<(typeof locales)[number], object>;

const bareCount = new RegExp(`\\{(${countArguments.join("|")})\\}(?=\\s*\\p{L})`, "u");
const countMessages = (locale: (typeof locales)[number]) => strings(messages[locale]).filter(([, text]) => countArguments.some((name) => new RegExp(`\\{${name}[,}]`).test(text)));

for (const locale of locales) {
  describe(`counts in ${locale}`, () => {
    it("no count stands bare beside a word: each goes through {x, plural, …}", () => {
      const bare = strings(messages[locale]).filter(([, text]) => bareCount.test(text));
      assert.deepEqual(bare, []);
    });

    it("every counted message formats with 1 and 2, and 1 never meets a plural noun", () => {
      const problems: string[] = [];
      const t = createTranslator({ locale, messages: messages[locale], onError: (error) => problems.push(error.message) });
      assert.ok(countMessages(locale).length >= 8, "the messages with counts are found");
      for (const [key] of countMessages(locale)) {
        for (const n of [1, 2]) {
          const values = Object.fromEntries([
            ...countArguments.map((name) => [name, n]),
            ["cutOff", "1 July"],
            ["page", n],
            ["pages", n],
            ["first", "VP2026-00001"],
            ["last", "VP2026-00050"],
            ["right", n],
            ["lines", "12, 14, 19"],
            ["share", "40%"],
          ]);
          const text = t(key as never, values as never) as string;
          if (text.includes("{")) problems.push(`${key}: ${text}`);
          const wrong = n === 1 && pluralAfterOne(locale, text);
          if (wrong) problems.push(`${key}: "${wrong}"`);
        }
      }
      assert.deepEqual(problems, []);
    });
  });
}

describe("the counts issue 17 found", () => {
  const say = (locale: (typeof locales)[number], key: string, values: Record<string, number>) =>
    createTranslator({ locale, messages: messages[locale] })(key as never, values as never) as string;

  it("the eligibility checker says 1 தேர்வுக்கு / 1 exam and 3 தேர்வுகளுக்கு / 3 exams", () => {
    assert.match(say("ta", "eligibility.count", { count: 1, total: 8 }), /1 தேர்வுக்குத்/);
    assert.match(say("ta", "eligibility.count", { count: 3, total: 8 }), /8 தேர்வுகளில் 3 தேர்வுகளுக்குத்/);
    assert.match(say("en", "eligibility.count", { count: 1, total: 8 }), /for 1 exam of 8/);
  });

  it("a duration reads as a length of time: 1 மணி நேரம் 30 நிமிடம், 1 hour 1 minute", () => {
    assert.equal(say("ta", "examPages.hoursMinutes", { h: 1, m: 30 }), "1 மணி நேரம் 30 நிமிடம்");
    assert.equal(say("en", "examPages.hoursMinutes", { h: 1, m: 1 }), "1 hour 1 minute");
    assert.equal(say("en", "examPages.minutes", { m: 90 }), "90 minutes");
  });

  it("one waiting staff request is one கோரிக்கை", () => {
    assert.match(say("ta", "console.staffRequestsWaiting", { count: 1 }), /^1 பணியாளர் கோரிக்கை உங்கள்/);
    assert.match(say("ta", "staff.requestsTitle", { count: 2 }), /2 பணியாளர் கோரிக்கைகள்$/);
  });
});
