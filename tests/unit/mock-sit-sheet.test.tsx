import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { PathnameContext } from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { AnswerSheet, type SheetProps } from "@/components/mock-tests/sit/answer-sheet";
import { bubbleStyles } from "@/components/mock-tests/sit/question-row";
import en from "@/messages/en.json";
import ta from "@/messages/ta.json";

// The answer sheet as the server renders it: one labelled radio group per question, the bubbles
// of the sheet's option set, section headings, the palette and the counters.

const router = { push() {}, replace() {}, refresh() {}, back() {}, forward() {}, prefetch() {} } as unknown as AppRouterInstance;

function render(locale: "ta" | "en", props: Partial<SheetProps> = {}) {
  const sheet: SheetProps = {
    testId: 7,
    attemptId: 3,
    title: "Group IV mock",
    startedAt: "2026-11-29T04:30:00.000Z",
    deadline: "2026-11-29T07:30:00.000Z",
    serverNow: "2026-11-29T04:30:00.000Z",
    questions: 200,
    options: "AE",
    sections: [
      { name: "General Tamil", from: 1, to: 100 },
      { name: "General Studies", from: 101, to: 200 },
    ],
    marks: [
      { question: 1, letter: "B", seq: 4 },
      { question: 2, letter: "E", seq: 5 },
    ],
    visits: [],
    paper: { pdf: "/api/files/9", pages: [] },
    pageStarts: [],
    texts: [],
    locale,
    practice: null,
    ...props,
  };
  return renderToStaticMarkup(
    <AppRouterContext.Provider value={router}>
      <PathnameContext.Provider value="/Test-Series/7">
        <NextIntlClientProvider locale={locale} timeZone="Asia/Kolkata" messages={locale === "ta" ? ta : en}>
          <AnswerSheet {...sheet} />
        </NextIntlClientProvider>
      </PathnameContext.Provider>
    </AppRouterContext.Provider>,
  );
}

describe("the answer sheet", () => {
  it("draws each question as a labelled radio group of the sheet's bubbles, with section headings", () => {
    const html = render("en");
    assert.equal(html.match(/<fieldset id="q-\d+"/g)?.length, 200);
    assert.match(html, /<fieldset id="q-12"[^>]*aria-label="Question 12"/);
    // Nothing in a row is positioned or translucent: each would be a paint layer in each of 200
    // rows that every tap walks (bench/sheet.ts measured the browser's work a tap halve without).
    const row = html.slice(html.indexOf('<fieldset id="q-12"'), html.indexOf('<fieldset id="q-13"'));
    assert.doesNotMatch(`${row} ${bubbleStyles}`, /\b(sr-only|absolute|relative|fixed|sticky|opacity-\d+)\b/);
    assert.equal(html.match(/name="q12" (checked="" )?value=/g)?.length, 5);
    assert.match(html, /name="q1" checked="" value="B"/);
    assert.match(html, /<h2[^>]*>General Tamil<\/h2>/);
    assert.match(html, /<h2[^>]*>General Studies<\/h2>/);
    // No Clear on an A–E sheet: E is how a question is left unanswered.
    assert.doesNotMatch(html, /Clear the answer/);
    // The palette is a drawer from the sticky bar (issue 34): its 200 buttons are drawn when it opens, not in the page.
    assert.equal(html.match(/aria-label="Go to question \d+"/g), null);
    assert.match(html, /<div id="sheet-bar"[^>]*>.*>Question palette<\/button>/);
  });

  it("offers Clear and four bubbles on an A–D sheet, in Tamil", () => {
    const html = render("ta", { options: "AD", questions: 5, sections: [], marks: [] });
    assert.equal(html.match(/name="q3" (checked="" )?value=/g)?.length, 4);
    assert.match(html, /<fieldset id="q-3"[^>]*aria-label="வினா 3"/);
    assert.match(html, /aria-label="வினா 3-இன் விடையை அழி"/);
  });

  it("counts answered questions (A–D, not E) and renders 300 questions quickly", () => {
    const html = render("en");
    assert.match(html, /<dt class="text-xs text-slate-600 \[overflow-wrap:anywhere\]">Answered<\/dt><dd[^>]*>1<\/dd>/);
    assert.match(html, /<dt class="text-xs text-slate-600 \[overflow-wrap:anywhere\]">Not answered<\/dt><dd[^>]*>199<\/dd>/);
    const started = performance.now();
    render("en", { questions: 300, sections: [] });
    assert.ok(performance.now() - started < 1500, "300 rows render on the server in well under a second and a half");
  });

  it("a test from the bank shows one question at a time in the page's language, with a switch for the test and for the question, and no paper button", () => {
    const texts = [
      {
        ta: { stem: "தமிழ்நாட்டின் மாநில மரம் எது?", options: ["ஆலமரம்", "பனைமரம்", "வேப்பமரம்", "அரசமரம்"] },
        en: { stem: "Which is the state tree of Tamil Nadu?", options: ["Banyan", "Palmyra palm", "Neem", "Peepal"] },
        imageId: 41,
      },
      { ta: null, en: { stem: "Which Article abolishes untouchability?", options: ["14", "15", "17", "21"] }, imageId: null },
    ];
    const html = render("ta", { questions: 2, sections: [], marks: [], paper: null, texts });
    assert.match(html, /தமிழ்நாட்டின் மாநில மரம் எது\?/);
    assert.match(html, /\(B\)<\/span> பனைமரம்/);
    assert.doesNotMatch(html, /state tree/);
    // One question per screen: question 2 is a tap (or a swipe) away, not on the page.
    assert.doesNotMatch(html, /untouchability/);
    assert.equal(html.match(/<fieldset id="q-\d+"/g)?.length, 1);
    assert.match(html, /வினா 1 \/ 2/);
    assert.match(html, />அடுத்த வினா<\/button>/);
    assert.match(html, /role="group" aria-label="இந்த வினாவின் மொழி"/);
    assert.match(html, /aria-pressed="true"[^>]*>ஒவ்வொரு வினாவாக<\/button>/);
    assert.match(html, /aria-pressed="true"[^>]*>தமிழ்<\/button>/);
    assert.doesNotMatch(html, /வினாத்தாள்/);
    // Question 1's picture, once.
    assert.deepEqual(html.match(/src="\/api\/files\/\d+"/g), ['src="/api/files/41"']);
    // A question with no Tamil: its English, said to be so.
    const other = render("ta", { questions: 2, sections: [], marks: [], paper: null, texts: [texts[1], texts[0]] });
    assert.match(other, /Which Article abolishes untouchability\?/);
    assert.match(other, /தமிழ் மொழிபெயர்ப்பு இல்லை/);
  });
});
