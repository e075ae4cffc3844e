import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { ConsoleShell } from "@/components/layout/console-shell";
import { TestSeriesBar } from "@/components/layout/test-series-bar";
import en from "@/messages/en.json";
import ta from "@/messages/ta.json";

function render(locale: "ta" | "en", node: React.ReactNode) {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone="Asia/Kolkata" messages={locale === "ta" ? ta : en}>
      {node}
    </NextIntlClientProvider>,
  );
}

describe("console shell", () => {
  const html = render(
    "en",
    <ConsoleShell role="ADMIN">
      <p>page body</p>
    </ConsoleShell>,
  );

  it("shows the spec's menu sections in order, then LogOut", () => {
    const sections = ["Courses-Add", "Courses-View", "Test Series", "Achievement", "Student", "Staff", "LogOut"];
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

  it("links the console screens under /en and wraps the page", () => {
    for (const href of ["/Courses/group1/Add", "/Courses/group2A", "/Test-Papers/Add", "/Achievers", "/Students", "/Staff-Members"]) {
      assert.ok(html.includes(`href="/en${href}"`), href);
    }
    assert.ok(html.includes("<p>page body</p>"));
    assert.ok(html.includes("Vetri Padigal Coaching Centre"));
  });

  it("speaks Tamil at the unprefixed paths", () => {
    const tamil = render("ta", <ConsoleShell role="STAFF">x</ConsoleShell>);
    assert.ok(tamil.includes(`href="/Courses/group4/Add"`));
    assert.ok(tamil.includes(ta.nav.coursesAdd));
    assert.ok(tamil.includes(ta.logout.confirmTitle));
  });

  it("shows admin-only entries to admins alone", () => {
    assert.ok(html.includes(`href="/en/Outbox"`));
    const staff = render("en", <ConsoleShell role="STAFF">x</ConsoleShell>);
    assert.ok(!staff.includes("/Outbox") && !staff.includes("/Admin-Register") && !staff.includes(">Accounts<"));
  });
});

describe("test-series bar", () => {
  it("carries only the brand and LogOut with the spec's confirmation texts", () => {
    const html = render("en", <TestSeriesBar />);
    assert.equal((html.match(/<a /g) ?? []).length, 0, "no links");
    for (const text of ["LogOut", "Are you sure? You will be logged out!", "Yes, log out!", "Cancel"]) {
      assert.ok(html.includes(text), text);
    }
  });
});
