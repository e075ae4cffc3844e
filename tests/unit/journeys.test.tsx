import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { AdminCreated } from "@/components/auth/admin-created";
import { MailText } from "@/components/mail/mail-text";
import ta from "@/messages/ta.json";

// What replaces a form once it is done, and the Outbox's mail text (issue 17, items 6 and 7). The
// browser journeys are in tests/e2e/journeys.phone.spec.ts; the first admin's, which needs an empty
// database, in tests/security/trust.spec.ts.

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="ta" timeZone="Asia/Kolkata" messages={ta}>
      {node}
    </NextIntlClientProvider>,
  );

describe("the first admin, once created", () => {
  const html = render(<AdminCreated username="first-admin" />);

  it("says so and links to the admin login, with no form and nothing to add", () => {
    assert.ok(html.includes(ta.auth.adminCreated.replace("{username}", "first-admin")));
    assert.match(html, /<a [^>]*href="\/Admin-Login"[^>]*>நிர்வாகி உள்நுழைவு<\/a>/);
    assert.ok(!html.includes("<input") && !html.includes("<button"));
    assert.ok(!html.includes(ta.auth.adminRegisterFirst));
  });

  it("offers another to an admin adding admins", () => {
    assert.ok(render(<AdminCreated username="x" onAnother={() => {}} />).includes(ta.auth.addAnotherAdmin));
  });
});

describe("a mail's text in the Outbox", () => {
  const link = "https://coaching.example/reset-password?token=abcdefghijklmnopqrstuvwxyz012345";
  const body = ta.auth.mailBody.replace("{link}", link).replace("{brand}", "வெற்றிப் படிகள்");
  const html = render(<MailText text={body} labels={{ copy: ta.console.copyLink, copied: ta.console.copied, copyFailed: ta.console.copyFailed }} />);

  it("makes the link clickable, with a copy button, and keeps the words around it", () => {
    assert.ok(html.includes(`<a href="${link.replace(/&/g, "&amp;")}"`));
    assert.ok(html.includes(`>${ta.console.copyLink}</span></button>`));
    assert.ok(html.includes("வணக்கம்,"));
    assert.ok(html.includes("உங்கள் கடவுச்சொல் மாறாது."));
  });

  it("is set in the site's font, not a monospace one without Tamil letters", () => {
    assert.ok(!html.includes("<pre") && !/font-mono/.test(html));
  });
});
