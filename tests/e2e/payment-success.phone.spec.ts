import { readFileSync } from "node:fs";
import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { fillRegistration, person, type Person } from "./registration";

// After paying on a 360 px phone, in Tamil (issue 17): the student sees a success screen in place
// of the several-screens-long form, brought into view with focus on its heading, with the register
// number, the details PDF and the way into the Test Series; nothing left to pay again.

const ta = JSON.parse(readFileSync("messages/ta.json", "utf8"));
const width = 360;

/** Within the screen's width, and (for what is tapped) at least 44 px tall. */
async function expectOnScreen(target: Locator, minHeight = 0) {
  const box = (await target.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(minHeight);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

/** Fills the form on a 360 px phone and pays with the test gateway; returns the pay button. */
async function registerAndPay(page: Page, who: Person, beforePaying?: () => Promise<unknown>): Promise<Locator> {
  await page.setViewportSize({ width, height: 740 });
  await page.goto("/Student-Register");
  await fillRegistration(page, who, ta);
  await beforePaying?.();
  const pay = page.getByRole("button", { name: ta.payment.submit });
  await pay.click();
  const testPay = new RegExp(`^${ta.payment.testPay.replace("{amount}", ".+").replace(/[()]/g, "\\$&")}$`);
  await page.getByRole("dialog", { name: ta.payment.testTitle }).getByRole("button", { name: testPay }).click();
  return pay;
}

test("a paid registration ends on a success screen with the register number, the PDF and the Test Series", async ({ page }) => {
  const who = person(51);
  const pay = await registerAndPay(page, who);

  // The screen the student lands on: its heading on screen, focused, and not under the sticky header.
  const heading = page.getByRole("heading", { name: ta.payment.doneTitle });
  await expect(heading).toBeFocused({ timeout: 15_000 });
  await expect(heading).toBeInViewport();
  const box = (await heading.boundingBox())!;
  const seen = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest("h2")?.textContent, [box.x + box.width / 2, box.y + box.height / 2]);
  expect(seen, "the heading is what shows at its place, not the header").toBe(ta.payment.doneTitle);

  const done = page.getByRole("region", { name: ta.payment.doneTitle });
  const number = done.getByText(/^VP\d{4}-\d{5}$/);
  await expect(number).toBeVisible();
  await expect(number).toBeInViewport();
  await expectOnScreen(number);
  expect(await number.evaluate((element) => element.scrollWidth - element.clientWidth), "the number fits its line").toBeLessThanOrEqual(0);
  const registerNo = (await number.textContent())!;

  // The form and its pay button are gone: nothing invites a second payment.
  await expect(pay).toHaveCount(0);
  await expect(page.getByLabel(ta.studentForm.fields.email, { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // The details PDF, by the link the student sees, with this browser's cookies.
  const pdfLink = done.getByRole("link", { name: ta.portal.myDetails });
  await expectOnScreen(pdfLink, 44);
  const pdf = await page.request.get((await pdfLink.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toContain(`${registerNo}.pdf`);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // Signed in already: "Go to Test Series" opens the student's papers, not the login.
  await expect(done).toContainText(ta.payment.doneSignedIn);
  const testSeries = done.getByRole("link", { name: ta.payment.doneTestSeries });
  await expectOnScreen(testSeries, 44);
  await testSeries.click();
  await page.waitForURL(/\/Test-Series$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ta.portal.title);
  await expect(page.getByText(ta.portal.welcome.replace("{name}", who.name))).toBeVisible();
});

test("paid but the confirmation never reaches the server: a 'payment received' screen, and no second payment offered", async ({ page }) => {
  // Every try of the confirmation (the action call that carries the gateway's signature) is lost on the way.
  const pay = await registerAndPay(page, person(52), () =>
    page.route("**/Student-Register", (route) =>
      route.request().method() === "POST" && route.request().postData()?.includes("signature") ? route.abort("internetdisconnected") : route.fallback(),
    ),
  );

  const heading = page.getByRole("heading", { name: ta.payment.paidTitle });
  await expect(heading).toBeFocused({ timeout: 20_000 });
  await expect(heading).toBeInViewport();
  await expect(page.getByText(ta.studentForm.paidPending)).toBeVisible();
  await expect(pay).toHaveCount(0);
  await expect(page.getByRole("link", { name: ta.portal.myDetails })).toHaveCount(0);
  await expectOnScreen(page.getByRole("link", { name: ta.payment.doneTestSeries }), 44);
});
