import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { describe, it } from "node:test";
import { createTranslator, type AbstractIntlMessages } from "next-intl";
import en from "@/messages/en.json";
import ta from "@/messages/ta.json";
import { list, template } from "@/lib/i18n/messages";

// The build precompiles the catalogs (next.config.ts): a message must be a string, and t.raw() would
// hand out a compiled message instead of text, so the site reads lists and templates through
// lib/i18n/messages.ts.

// Untyped, as the site's getTranslations is: the helpers take any key.
const translator = (locale: "ta" | "en", namespace: string) =>
  createTranslator({ locale, messages: (locale === "ta" ? ta : en) as AbstractIntlMessages, namespace }) as unknown as Parameters<typeof list>[0];

function leaves(value: unknown, path: string): [string, unknown][] {
  if (value && typeof value === "object" && !Array.isArray(value)) return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
  return [[path, value]];
}

describe("messages for precompiled catalogs", () => {
  it("every message is a string (no arrays)", () => {
    for (const messages of [ta, en])
      assert.deepEqual(
        leaves(messages, "").filter(([, value]) => typeof value !== "string"),
        [],
      );
  });

  it("no source file reads a message with t.raw()", () => {
    // git grep exits 1 when nothing matches (0: matches, anything else: it could not search). A
    // translator's raw() takes a key; sharp's pixel-output .raw() takes none, and is allowed.
    const grep = spawnSync("git", ["grep", "--untracked", "-n", "-E", String.raw`\.raw\(\s*[^)[:space:]]`, "--", "app", "components", "lib"], { encoding: "utf8" });
    assert.equal(grep.status, 1, grep.stdout || grep.stderr);
  });

  it("numbers every list 1, 2, 3… without a gap (list() stops at the first missing number)", () => {
    for (const messages of [ta, en]) {
      const numbered = leaves(messages, "").filter(([key]) => /\.\d+$/.test(key));
      const lists = new Map<string, number[]>();
      for (const [key] of numbered) {
        const at = key.lastIndexOf(".");
        lists.set(key.slice(0, at), [...(lists.get(key.slice(0, at)) ?? []), Number(key.slice(at + 1))]);
      }
      for (const [name, numbers] of lists)
        assert.deepEqual(
          numbers.sort((a, b) => a - b),
          numbers.map((_, i) => i + 1),
          name,
        );
    }
  });

  it("list() gives a numbered list in order, with values filled in", () => {
    const t = translator("en", "paymentPage");
    const steps = list(t, "steps", { amount: "₹500" });
    assert.equal(steps.length, Object.keys(en.paymentPage.steps).length);
    assert.equal(steps[0], en.paymentPage.steps["1"]);
    assert.match(steps[1], /₹500/);
    const tamil = translator("ta", "why");
    assert.deepEqual(list(tamil, "points"), Object.values(ta.why.points));
  });

  it("template() leaves the placeholders for the client to fill", () => {
    const t = translator("ta", "records");
    const text = template(t, "viewer.pageOf", "page", "pages");
    assert.equal(text, ta.records.viewer.pageOf);
    assert.equal(text.replace("{page}", "2").replace("{pages}", "9"), "பக்கம் 2 / 9");
  });
});
