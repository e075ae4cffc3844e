// The paid registration end to end with the test gateway: form, labelled test checkout, the
// details PDF downloading, login, /Test-Series and a question paper; then the failure paths.
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { request as playwrightRequest, type Page } from "@playwright/test";
import { expect, siteURL, test } from "./fixtures";
import { MEMBER_FILE_ID } from "./accounts";
import { fillRegistration, person, type Person } from "./registration";
import { signIn } from "./session";

test.describe.configure({ mode: "serial" });

const en = JSON.parse(readFileSync("messages/en.json", "utf8"));
const fillForm = (page: Page, who: Person) => fillRegistration(page, who, en);

test("a student pays with the test gateway, gets the PDF, logs in and downloads a question paper", async ({ page, browser }) => {
  const who = person(1);
  await page.goto("/en/Student-Register");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Student | Register");
  await expect(page.getByTestId("test-mode-notice")).toContainText("no money is taken");
  await fillForm(page, who);
  await page.getByRole("button", { name: "Pay and register" }).click();

  const checkout = page.getByRole("dialog", { name: "Test payment" });
  await expect(checkout.getByTestId("test-mode-banner")).toContainText("TEST MODE");
  await expect(checkout).toContainText("₹500");
  const downloading = page.waitForEvent("download");
  await checkout.getByRole("button", { name: /^Pay ₹500 \(test\)$/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^VP\d{4}-\d{5}\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  // The success screen takes the form's place (the phone spec looks at it closely).
  const done = page.getByRole("region", { name: "Registration Successful!" });
  await expect(done).toContainText(download.suggestedFilename().replace(".pdf", ""));
  await expect(page.getByLabel("Email", { exact: true })).toHaveCount(0);

  // The new account signs in at Test Series with the register number it was shown, and opens its papers.
  const student = await browser.newContext();
  const portal = await student.newPage();
  await portal.goto("/en/Student-Login");
  await portal.getByLabel("Register number, email or mobile number").fill(download.suggestedFilename().replace(".pdf", ""));
  await portal.getByLabel("Password", { exact: true }).fill(who.password);
  await portal.getByRole("button", { name: "Login", exact: true }).click();
  await portal.waitForURL(/\/en\/Test-Series$/);
  await expect(portal.getByRole("button", { name: "LogOut" })).toBeVisible();
  await expect(portal.getByRole("link", { name: "OMR answer sheet (PDF)" })).toHaveAttribute("href", /omr/i);
  const mine = portal.waitForEvent("download");
  await portal.getByRole("link", { name: "My registration details (PDF)" }).click();
  expect((await mine).suggestedFilename()).toBe(download.suggestedFilename());
  const card = portal.getByTestId("test-cards").getByRole("listitem").filter({ hasText: "மாதிரித் தேர்வு" });
  await expect(card).toContainText("GROUP IV");
  const paper = portal.waitForEvent("download");
  await card.getByRole("button", { name: "Download PDF" }).click();
  expect((await readFile((await (await paper).path())!)).subarray(0, 5).toString()).toBe("%PDF-");
  await student.close();

  // The same paper's address, asked for by nobody, is refused.
  const anonymous = await playwrightRequest.newContext({ baseURL: siteURL() });
  expect((await anonymous.get(`/api/files/${MEMBER_FILE_ID}?download=1`)).status()).toBe(401);
  await anonymous.dispose();
});

test("the same email or phone is refused before any checkout opens; a registered Aadhaar number is told nobody before payment", async ({ page }) => {
  const first = person(1);
  await page.goto("/en/Student-Register");
  // Issue 32: the checkout opens as for any free number, and the paid order becomes a refund due.
  await fillForm(page, { ...person(2), aadhaar: first.aadhaar });
  await page.getByRole("button", { name: "Pay and register" }).click();
  const checkout = page.getByRole("dialog", { name: "Test payment" });
  await expect(checkout).toContainText("₹500");
  await expect(page.getByText("Aadhaar number already registered")).toHaveCount(0);
  await checkout.getByRole("button", { name: /^Pay ₹500 \(test\)$/ }).click();
  await expect(page.getByRole("alert").filter({ hasText: "a student is already registered with the same email, mobile number or Aadhaar number" }).first()).toBeVisible();

  await page.goto("/en/Student-Register");
  await fillForm(page, { ...person(2), email: first.email });
  await page.getByRole("button", { name: "Pay and register" }).click();
  await expect(page.getByText("Email Already Registered").first()).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Test payment" })).toBeHidden();
});

test("a failed or abandoned payment registers nobody and says so", async ({ page }) => {
  const who = person(3);
  await page.goto("/en/Student-Register");
  await fillForm(page, who);
  await page.getByRole("button", { name: "Pay and register" }).click();
  await page.getByRole("dialog", { name: "Test payment" }).getByRole("button", { name: "Make the payment fail" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Payment Failed. Your payment could not be completed. Please try again." })).toBeVisible();

  await page.getByRole("button", { name: "Pay and register" }).click();
  // Its own Cancel button (the dialog's close icon, last, has the same name).
  await page.getByRole("dialog", { name: "Test payment" }).getByRole("button", { name: "Cancel" }).first().click();
  await expect(page.getByRole("alert").filter({ hasText: "Nothing was charged and nothing was registered" })).toBeVisible();

  // Still free: the form keeps its values and nobody can log in with them.
  await expect(page.getByLabel("Email")).toHaveValue(who.email);
  const login = await page.request.post("/api/login", { data: { role: "STUDENT", username: who.email, password: who.password, locale: "en" } });
  expect(login.status()).not.toBe(200);
});

test("a student whose browser closes right after paying is registered by the gateway's webhook", async ({ browser }) => {
  const who = person(4);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/en/Student-Register");
  await fillForm(page, who);
  await page.getByRole("button", { name: "Pay and register" }).click();
  await expect(page.getByRole("dialog", { name: "Test payment" })).toBeVisible();
  // The order exists; from here the browser's own confirmation never reaches the server.
  let confirmationsBlocked = 0;
  await page.route("**/Student-Register", (route) =>
    route.request().method() === "POST" && route.request().headers()["next-action"] ? (confirmationsBlocked++, route.abort()) : route.continue(),
  );
  const paid = page.waitForResponse((r) => r.url().endsWith("/api/payments/test-checkout") && r.ok());
  await page
    .getByRole("dialog", { name: "Test payment" })
    .getByRole("button", { name: /^Pay ₹500 \(test\)$/ })
    .click();
  await paid;
  await expect.poll(() => confirmationsBlocked).toBeGreaterThan(0);
  await context.close();

  const api = await playwrightRequest.newContext({ baseURL: siteURL() });
  const login = () => api.post("/api/login", { data: { role: "STUDENT", username: who.email, password: who.password, locale: "en" } }).then((r) => r.status());
  await expect.poll(login, { timeout: 15_000, intervals: [1000] }).toBe(200);
  await api.dispose();
});

test("the registration form fits a 360 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/Student-Register");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("மாணவர் | பதிவு");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("the admin finds the paid student in Student-Details (PDF, CSV) and the payment in Payments", async ({ page }) => {
  const who = person(1);
  await signIn(page, "ADMIN");
  await page.goto(`/en/Students?q=${encodeURIComponent(who.email)}`);
  const row = page.getByRole("row").filter({ hasText: who.email });
  await expect(row).toContainText(`XXXX XXXX ${who.aadhaar.slice(-4)}`);
  const registerNo = (await row.getByRole("cell").nth(2).textContent())!.trim();
  expect(registerNo).toMatch(/^VP\d{4}-\d{5}$/);
  const pdf = page.waitForEvent("download");
  await row.getByRole("link", { name: "Download PDF" }).click();
  expect((await pdf).suggestedFilename()).toBe(`${registerNo}.pdf`);

  const csv = page.waitForEvent("download");
  await page.getByRole("link", { name: /Export CSV/ }).click();
  const text = await readFile((await (await csv).path())!, "utf8");
  const lines = text.trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[0]).toContain('"RegisterNo"');
  expect(lines[1]).toContain(`"${registerNo}"`);

  await page.goto("/en/Payments?status=PAID");
  const payment = page.getByRole("row").filter({ hasText: registerNo });
  await expect(payment).toContainText("test (no money)");
  await expect(payment).toContainText("₹500");
  await expect(payment).toContainText("Paid");
});
