import { readFileSync } from "node:fs";
import { request, type Locator } from "@playwright/test";
import { consoleNotice } from "./console";
import { expect, test } from "./fixtures";
import { anyCount } from "./messages";
import { signIn } from "./session";

// A teacher signs up on a phone, in Tamil: the account waits for an admin, who sees the request
// on /Adm, approves it in Staff-View with a thumb, and only then can the teacher sign in and
// appear on the Faculty page.

const ta = JSON.parse(readFileSync("messages/ta.json", "utf8"));
const stamp = Date.now().toString().slice(-6);
const name = `காவ்யா ${stamp}`;
const password = "kavya-password-1";

/** Fully on a phone screen and big enough for a thumb. */
async function expectThumbSized(target: Locator, viewportWidth: number) {
  const box = (await target.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewportWidth);
}

test("a self-registered teacher waits for an admin's approval before signing in or appearing on /Faculty", async ({ page, baseURL }) => {
  const width = page.viewportSize()!.width;
  await page.goto("/Staff-Register");
  const fields: [string, string][] = [
    [ta.auth.name, name],
    [ta.auth.email, `kavya${stamp}@example.com`],
    [ta.auth.phone, `93${stamp}44`],
    [ta.auth.whatsapp, `93${stamp}44`],
    [ta.auth.dob, "1991-02-03"],
    [ta.auth.department, "கணிதம்"],
    [ta.auth.designation, "ஆசிரியர்"],
    [ta.auth.password, password],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel(ta.auth.bloodGroup).selectOption("A+");
  await page.getByRole("button", { name: ta.auth.registerButton }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText(ta.auth.staffRequestSent);

  // Her right password is answered with the reason, in Tamil, and no session.
  await page.goto("/Staff-Login");
  await page.getByLabel(ta.auth.username).fill(name);
  await page.getByLabel(ta.auth.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: ta.auth.loginButton, exact: true }).click();
  await expect(page.locator("main").getByRole("alert")).toContainText(ta.auth.accountPending);
  await expect(page).toHaveURL(/\/Staff-Login$/);
  await page.goto("/Faculty");
  await expect(page.getByText(name)).toHaveCount(0);

  await signIn(page, "ADMIN");
  await page.goto("/Adm");
  const banner = page
    .locator("main")
    .getByRole("status")
    .filter({ hasText: anyCount("ta", "console.staffRequestsWaiting") });
  await expect(banner).toBeVisible();
  const open = banner.getByRole("link", { name: ta.console.staffRequestsOpen });
  await expectThumbSized(open, width);
  await open.click();
  await expect(page).toHaveURL(/\/Staff-Members$/);
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card).toContainText("கணிதம்");
  const approve = card.getByRole("button", { name: `${ta.staff.approve}: ${name}` });
  await expectThumbSized(approve, width);
  await expectThumbSized(card.getByRole("button", { name: `${ta.staff.reject}: ${name}` }), width);
  // Hers decided last (issue 35, item 6): any other sign-up on this site is approved first, so
  // hers empties the list, and the message must be said all the same.
  const others = page.getByRole("button", { name: new RegExp(`^${ta.staff.approve}: (?!${name}$)`) });
  for (let left = await others.count(); left > 0; left--) {
    const other = (await others.first().getAttribute("aria-label"))!;
    await others.first().click();
    await expect(page.getByRole("button", { name: other, exact: true })).toHaveCount(0);
  }
  await approve.click();
  // Said in the console's message, above the page: the card goes, and with it the whole list; the
  // message stays until it is closed.
  const approved = consoleNotice(page, ta.staff.approvedText.replace("{name}", name));
  await expect(approved).toContainText(ta.staff.approvedTitle);
  await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
  await expect(page.getByRole("region", { name: anyCount("ta", "staff.requestsTitle") })).toHaveCount(0);
  await page.waitForTimeout(5_000);
  await expect(approved).toBeVisible();

  const teacher = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  expect((await teacher.post("/api/login", { data: { role: "STAFF", username: name, password, locale: "ta" } })).status()).toBe(200);
  await teacher.dispose();
  await page.goto("/Faculty");
  await expect(page.getByText(name)).toBeVisible();
});
