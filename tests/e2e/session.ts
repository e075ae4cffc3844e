import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import { accounts, PASSWORD, type E2eRole } from "./accounts";

/** Signs the page's browser context in through the real login endpoint. */
export async function signIn(page: Page, role: E2eRole): Promise<void> {
  const response = await page.request.post("/api/login", { data: { role, username: accounts[role].username, password: PASSWORD, locale: "en" } });
  expect(response.ok(), `login as ${role}`).toBe(true);
}

/**
 * A plain-HTTP caller with its own cookies and this site's Origin, signed in as `who` through the
 * real login endpoint (none for "anonymous"), for the current project's server.
 */
export async function apiCaller(who: "anonymous" | E2eRole): Promise<APIRequestContext> {
  const baseURL = test.info().project.use.baseURL!;
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  if (who !== "anonymous") {
    const response = await context.post("/api/login", { data: { role: who, username: accounts[who].username, password: PASSWORD, locale: "en" } });
    expect(response.status(), `login as ${who}`).toBe(200);
  }
  return context;
}

/** Deletes a console row through the spec's confirmation and checks the message and the row's absence. */
export async function deleteRow(page: Page, text: string, deletedText: string): Promise<void> {
  await page.getByRole("row").filter({ hasText: text }).getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(confirm).toContainText("You won't be able to revert this!");
  await confirm.getByRole("button", { name: "Yes, delete it!" }).click();
  await expect(page.getByRole("dialog", { name: "Deleted!" })).toContainText(deletedText);
  await expect(page.getByRole("row").filter({ hasText: text })).toHaveCount(0);
}
