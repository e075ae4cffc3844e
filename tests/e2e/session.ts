import { readFileSync } from "node:fs";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { expect, hydrated, siteOf, siteURL } from "./fixtures";
import { encode } from "next-auth/jwt";
import { studentInput } from "../forms";
import { accounts, CONTROL_STAFF, PASSWORD, PENDING_STAFF, type E2eRole } from "./accounts";
import { consoleNotice } from "./console";
import { actionReferences, callAction } from "./actions";
import { say } from "./messages";

/** Signs the page's browser context in through the real login endpoint. */
export async function signIn(page: Page, role: E2eRole): Promise<void> {
  const response = await page.request.post("/api/login", { data: { role, username: accounts[role].signIn, password: PASSWORD, locale: "en" } });
  expect(response.ok(), `login as ${role}`).toBe(true);
}

/**
 * A plain-HTTP caller with its own cookies and this site's Origin, signed in as `who` through the
 * real login endpoint (none for "anonymous"), for the current project's server.
 */
export async function apiCaller(who: "anonymous" | E2eRole): Promise<APIRequestContext> {
  const baseURL = siteURL();
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  if (who !== "anonymous") {
    const response = await context.post("/api/login", { data: { role: who, username: accounts[who].signIn, password: PASSWORD, locale: "en" } });
    expect(response.status(), `login as ${who}`).toBe(200);
  }
  return context;
}

/** Student n, added by the admin as paid at the institute (an offline payment); their name, register number and password. */
export async function addStudentAsAdmin(n: number): Promise<{ username: string; email: string; registerNo: string; password: string }> {
  const admin = await apiCaller("ADMIN");
  const student = studentInput(n);
  const added = await callAction(
    admin,
    actionReferences().find((a) => a.key.endsWith("#addStudentAction"))!,
    [student],
  );
  await admin.dispose();
  const registerNo = /"registerNo":"([^"]+)"/.exec(added.body)?.[1];
  expect(registerNo, `add student: ${added.body.slice(0, 300)}`).toBeTruthy();
  return { username: student.username, email: student.email, registerNo: registerNo!, password: student.password };
}

/** Signs the page's browser context in as a student of addStudentAsAdmin, by register number, in Tamil. */
export async function signInStudent(page: Page, student: { registerNo: string; password: string }): Promise<void> {
  const response = await page.request.post("/api/login", { data: { role: "STUDENT", username: student.registerNo, password: student.password, locale: "ta" } });
  expect(response.ok(), "student login").toBe(true);
}

/** On a test's instructions (issue 34): ticks "I have read the instructions" and presses Start, which opens the sheet. */
export async function startFromInstructions(page: Page): Promise<void> {
  await page.getByRole("checkbox", { name: say("ta", "mockSit.instructions.read") }).check();
  await page.getByRole("button", { name: say("ta", "mockSit.start") }).click();
}

/** Opens the answer sheet's palette drawer (issue 34), once the sheet has its marks and visits (the button waits for them). */
export async function openPalette(page: Page) {
  const button = page.getByRole("button", { name: say("ta", "mockSit.palette") });
  await expect(button).toBeEnabled();
  await button.click();
  return page.getByRole("dialog", { name: say("ta", "mockSit.palette") });
}

/** A question's button in the palette drawer. */
export const paletteButton = (drawer: ReturnType<Page["getByRole"]>, n: number) => drawer.getByRole("button", { name: say("ta", "mockSit.goTo", { number: n }) });

/** Deletes a console row through the spec's confirmation, which names it, and checks the message and the row's absence. */
export async function deleteRow(page: Page, text: string, deletedText: string): Promise<void> {
  await (await hydrated(page.getByRole("row").filter({ hasText: text }).getByRole("button", { name: "Delete" }))).click();
  const confirm = page.getByRole("dialog", { name: /^Delete “.*”\?$/ });
  await expect(confirm.getByRole("heading")).toContainText(text);
  await expect(confirm).toContainText("You won't be able to revert this!");
  await confirm.getByRole("button", { name: "Yes, delete it!" }).click();
  await expect(consoleNotice(page, deletedText)).toContainText("Deleted!");
  await expect(page.getByRole("row").filter({ hasText: text })).toHaveCount(0);
}

/** The session secret of the server under test (generated into its data folder by npm start). */
function authSecret(): string {
  return readFileSync(path.join(siteOf().dataDir, "auth-secret"), "utf8").trim();
}

/** A caller holding a session cookie signed with the server's secret for this staff account, as a login would give. */
async function forgedStaffCaller(user: { id: number; username: string }): Promise<APIRequestContext> {
  const baseURL = siteURL();
  const name = "authjs.session-token";
  const value = await encode({ token: { sub: String(user.id), name: user.username, uid: user.id, role: "STAFF", sv: 0 }, secret: authSecret(), salt: name });
  const cookies = [{ name, value, domain: new URL(baseURL).hostname, path: "/", expires: -1, httpOnly: true, secure: false, sameSite: "Lax" as const }];
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL }, storageState: { cookies, origins: [] } });
}

/**
 * A staff sign-up no admin has approved: its right password is refused with 403, and a session
 * cookie made for it anyway (control: the same forgery for an approved account is a staff session)
 * must count as nobody's.
 */
export async function pendingStaffCaller(): Promise<APIRequestContext> {
  const anonymous = await apiCaller("anonymous");
  const login = await anonymous.post("/api/login", { data: { role: "STAFF", username: PENDING_STAFF.username, password: PASSWORD, locale: "en" } });
  expect(login.status(), "the pending account's right password").toBe(403);
  await anonymous.dispose();
  const control = await forgedStaffCaller(CONTROL_STAFF);
  expect((await (await control.get("/api/auth/session")).json())?.user?.role, "control: a forged cookie of an approved account").toBe("STAFF");
  await control.dispose();
  return forgedStaffCaller(PENDING_STAFF);
}
