import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { PathnameContext } from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { ConsoleShell } from "@/components/layout/console-shell";
import { TestSeriesBar } from "@/components/layout/test-series-bar";
import en from "@/messages/en.json";
import ta from "@/messages/ta.json";

/** Rendered as on /Payments (Tamil) or /en/Payments: the language switch links the page it is on. */
function render(locale: "ta" | "en", node: React.ReactNode) {
  return renderToStaticMarkup(
    <PathnameContext.Provider value={locale === "ta" ? "/Payments" : "/en/Payments"}>
      <NextIntlClientProvider locale={locale} timeZone="Asia/Kolkata" messages={locale === "ta" ? ta : en}>
        {node}
      </NextIntlClientProvider>
    </PathnameContext.Provider>,
  );
}

describe("console shell", () => {
  const html = render(
    "en",
    <ConsoleShell role="ADMIN">
      <p>page body</p>
    </ConsoleShell>,
  );

  it("puts the menu button, the language switch and LogOut in the top bar, then the menu's sections in order", () => {
    const sections = ["Menu", "தமிழ்", "LogOut", "Syllabus &amp; notes", "Test Series", "Achievement", "Student", "Staff"];
    const positions = sections.map((s) => html.indexOf(`>${s}<`));
    assert.ok(
      positions.every((p) => p >= 0),
      `missing: ${sections.filter((_, i) => positions[i] < 0)}`,
    );
    assert.deepEqual(
      [...positions].sort((a, b) => a - b),
      positions,
    );
  });

  it("lists each syllabus category once, at its list", () => {
    assert.equal(html.split(">Group II<").length - 1, 1);
    assert.ok(!html.includes("/Courses/group2/Add"));
  });

  it("opens the menu from a real button that says what it controls", () => {
    const button = /<button[^>]*aria-expanded="false"[^>]*aria-controls="([^"]+)"[^>]*>/.exec(html);
    assert.ok(button, "a button with aria-expanded and aria-controls");
    assert.ok(html.includes(`<aside id="${button[1]}"`), "it controls the menu");
  });

  it("holds the success message's region, empty and outside the page's main content, before anything is said", () => {
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    assert.ok(main.includes("<p>page body</p>"));
    assert.ok(!main.includes('role="status"'));
    assert.match(html.slice(html.indexOf("</main>")), /data-testid="console-notice"[^>]*><div role="status"[^>]*><\/div>/);
  });

  it("links the console screens under /en and wraps the page", () => {
    for (const href of ["/Courses/group1", "/Courses/group2A", "/Test-Papers/Add", "/Achievers", "/Students", "/Staff-Members"]) {
      assert.ok(html.includes(`href="/en${href}"`), href);
    }
    assert.ok(html.includes("<p>page body</p>"));
    assert.ok(html.includes("Vetri Padigal Coaching Centre"));
  });

  it("switches to the same page in the other language", () => {
    const languageSwitch = (markup: string) => /<a [^>]*data-testid="language-switch"[^>]*>[^<]*</.exec(markup)?.[0] ?? "";
    assert.match(languageSwitch(html), /hrefLang="ta".*href="\/Payments">தமிழ்</);
    const tamil = render("ta", <ConsoleShell role="ADMIN">x</ConsoleShell>);
    assert.match(languageSwitch(tamil), /hrefLang="en".*href="\/en\/Payments">English</);
  });

  it("speaks Tamil at the unprefixed paths", () => {
    const tamil = render("ta", <ConsoleShell role="STAFF">x</ConsoleShell>);
    assert.ok(tamil.includes(`href="/Courses/group4"`));
    assert.ok(tamil.includes(ta.nav.syllabusNotes));
    assert.ok(tamil.includes(`>${ta.logout.button}<`));
  });

  it("shows admin-only entries to admins alone", () => {
    assert.ok(html.includes(`href="/en/Outbox"`));
    const staff = render("en", <ConsoleShell role="STAFF">x</ConsoleShell>);
    assert.ok(!staff.includes("/Outbox") && !staff.includes("/Admin-Register") && !staff.includes(">Accounts<"));
  });
});

describe("test-series bar", () => {
  // The confirmation's texts appear once it opens: tests/e2e/auth.desktop.spec.ts reads them.
  it("carries only the brand and LogOut", () => {
    const html = render("en", <TestSeriesBar />);
    assert.equal((html.match(/<a /g) ?? []).length, 0, "no links");
    assert.ok(html.includes(">LogOut<"));
  });
});
