import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { KeyEntry } from "@/components/mock-tests/console/key-entry";
import en from "@/messages/en.json";
import ta from "@/messages/ta.json";

// The console's key entry (issue 18) as first drawn: the problems of the typed key by question,
// and the tappable grid, fifty questions at a time, each toggle labelled and pressed as the text says.

const render = (locale: "ta" | "en", text: string, questions: number, options: "AD" | "AE") =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone="Asia/Kolkata" messages={locale === "ta" ? ta : en}>
      <KeyEntry id="key" text={text} onChange={() => {}} questions={questions} options={options} />
    </NextIntlClientProvider>,
  );

describe("the key entry", () => {
  it("lists the problems by question and draws the first fifty rows, without E", () => {
    const html = render("en", "A(BC)*x?", 60, "AE");
    assert.match(html, /Question 5: “\?” is not an answer/);
    assert.match(html, /56 answers are missing: 4 of 60 typed/);
    assert.match(html, /aria-pressed="true" aria-label="Question 2, B"/);
    assert.match(html, /aria-pressed="true" aria-label="Question 2, C"/);
    assert.match(html, /aria-pressed="false" aria-label="Question 2, A"/);
    assert.match(html, /aria-pressed="true" aria-label="Question 3, dropped"/);
    assert.equal((html.match(/aria-label="Question \d+, A"/g) ?? []).length, 50);
    assert.doesNotMatch(html, /, E"/);
    assert.match(html, />51–60</);
  });

  it("says a complete key is complete, in Tamil too", () => {
    assert.match(render("en", "ABCD", 4, "AD"), /The key is complete: 4 answers/);
    assert.match(render("ta", "ABCD", 4, "AD"), /விடைக்குறிப்பு முழுமையாக உள்ளது/);
  });
});
