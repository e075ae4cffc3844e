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
    const hits = spawnSync("git", ["grep", "--untracked", "-n", "-E", String.raw`\bt\.raw\(`, "--", "app", "components", "lib"], { encoding: "utf8" }).stdout.trim();
    assert.equal(hits, "", hits);
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
