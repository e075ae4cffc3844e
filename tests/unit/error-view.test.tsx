import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { ErrorView } from "@/components/errors/error-view";
import en from "@/messages/en.json";
import ta from "@/messages/ta.json";

function render(locale: "ta" | "en", error: Error & { digest?: string }) {
  const messages = locale === "ta" ? ta : en;
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone="Asia/Kolkata" messages={{ error: messages.error }}>
      <ErrorView error={error} reset={() => {}} />
    </NextIntlClientProvider>,
  );
}

describe("router fallback", () => {
  it("shows the spec's heading followed by the error text", () => {
    const html = render("en", Object.assign(new Error("Database went away"), { digest: "abc123" }));
    assert.match(html, /<h1[^>]*>Unexpected Application Error!<\/h1><p[^>]*>Database went away \(abc123\)<\/p>/);
    assert.match(html, /role="alert"/);
  });

  it("speaks Tamil on Tamil pages and escapes the error text", () => {
    const html = render("ta", new Error("<script>x</script>"));
    assert.ok(html.includes(ta.error.title));
    assert.ok(!html.includes("<script>x"));
  });
});
