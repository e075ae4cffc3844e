import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { renderToStaticMarkup } from "react-dom/server";
import { Explanation } from "@/components/mock-tests/results/explanation";
import { QuestionText } from "@/components/mock-tests/sit/question-text";
import { QuizForm, type QuizLabels } from "@/components/quiz/quiz-form";

// Line breaks staff type into a question (Alt+Enter in Excel, issue 35) are stored as "\n" and shown
// as breaks wherever the question is read: the answer sheet, the review, practice and the quiz. The
// text stays as stored; an ancestor's white-space: pre-line (Tailwind's whitespace-pre-line) breaks
// it, and still wraps a long Tamil line at a phone's width.

const stem = "பின்வரும் கூற்றுகளைக் கவனி:\n1. காவிரி குடகில் தோன்றுகிறது.\n2. வைகை மதுரை வழியே ஓடுகிறது.";
const option = "1 மட்டும்\n(இரண்டும் அல்ல)";
const explanation = "முதல் கூற்று சரி.\nஇரண்டாம் கூற்றும் சரி.";
const options = [option, "2 மட்டும்", "இரண்டும்", "எதுவும் இல்லை"];

/** The classes of the elements that hold the first occurrence of `text`, innermost first. */
function ancestorsOf(html: string, text: string): string[] {
  const at = html.indexOf(text);
  assert.ok(at >= 0, `${JSON.stringify(text)} is rendered as stored`);
  const classes: string[] = [];
  let depth = 0;
  for (const tag of (html.slice(0, at).match(/<\/?[a-z][^>]*>/g) ?? []).reverse()) {
    if (tag.startsWith("</")) depth++;
    else if (!tag.endsWith("/>") && !/^<(img|input|br)\b/.test(tag) && depth-- === 0) {
      depth = 0;
      classes.push(/class="([^"]*)"/.exec(tag)?.[1] ?? "");
    }
  }
  return classes;
}
const breaksLines = (html: string, text: string) => ancestorsOf(html, text).some((c) => c.split(" ").includes("whitespace-pre-line"));

describe("a question's line breaks", () => {
  it("show on the answer sheet: the stem and each option", () => {
    const html = renderToStaticMarkup(<QuestionText number={3} text={{ ta: { stem, options }, en: null, imageId: null }} lang="ta" missing="" />);
    assert.ok(breaksLines(html, stem));
    assert.ok(breaksLines(html, option));
  });

  it("show in the review and practice: the stem, the options, why the choice was wrong and the explanation", () => {
    const why = "இது தவறு:\nவைகை குடகில் தோன்றுவதில்லை.";
    const item = { stem, options, explanation, whyWrong: ["", why, "", ""], right: ["A"], chosen: "B", missingNote: null };
    const html = renderToStaticMarkup(<Explanation item={item} labels={{ explanation: "விளக்கம்", whyNot: "{letter} ஏன் தவறு:", right: "சரி", yours: "உங்கள் விடை" }} />);
    for (const text of [stem, option, why, explanation]) assert.ok(breaksLines(html, text), text);
  });

  it("show in the daily quiz: the question and its options", () => {
    const labels = { missing: { ta: "", en: "" }, explained: { explanation: "", whyNot: "", right: "", yours: "" } } as unknown as QuizLabels;
    const html = renderToStaticMarkup(<QuizForm quizId={1} texts={[{ ta: { stem, options }, en: null, imageId: null }]} locale="ta" labels={labels} />);
    assert.ok(breaksLines(html, stem));
    assert.ok(breaksLines(html, option));
  });

  it("the helper tells a line-breaking ancestor from a sibling's", () => {
    assert.ok(!breaksLines('<div><p class="whitespace-pre-line">a</p><p class="x">b\nc</p></div>', "b\nc"));
    assert.ok(breaksLines('<div class="whitespace-pre-line"><p>a</p><p class="x">b\nc</p></div>', "b\nc"));
  });
});
