import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { MOCK_TEST_ID } from "./accounts";
import { say } from "./messages";
import { addStudentAsAdmin, signInStudent, startFromInstructions } from "./session";

// Issue 34: a reload in the middle of a test with no signal at all (Android also reloads a tab it
// discarded). Every request to the site is aborted, the service worker's own included (setOffline
// alone would leave the worker's requests through), and the page must still come up: the sheet
// the worker kept, every mark (those the server confirmed after that copy was made and those still
// queued), a note that the time left is estimated; when the site is back, the queue is saved.

const width = 360;
const sheetUrl = `/Test-Series/${MOCK_TEST_ID}`;
const bubble = (page: Page, n: number, letter: string) => page.getByRole("group", { name: say("ta", "mockSit.question", { number: n }), exact: true }).getByRole("radio", { name: letter });

/** The worker controls the page and holds its copy of the sheet. */
async function keptBySW(page: Page) {
  await expect
    .poll(() => page.evaluate(async (path) => !!navigator.serviceWorker.controller && !!(await caches.match(new URL(path, location.href).href, { ignoreVary: true })), sheetUrl), {
      timeout: 20_000,
    })
    .toBe(true);
}

async function cutTheSite(context: BrowserContext) {
  await context.setOffline(true);
  await context.route("**/*", (route) => route.abort("internetdisconnected"));
}

async function restoreTheSite(context: BrowserContext) {
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.setOffline(false);
}

test("a reload with the site unreachable shows the sheet with every mark, and the marks are saved when it returns", async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width, height: 740 });
  const student = await addStudentAsAdmin(62);
  await signInStudent(page, student);
  await page.goto(sheetUrl);
  await startFromInstructions(page);
  await bubble(page, 1, "A").check();
  await expect(page.getByText(say("ta", "mockSit.allSaved"))).toBeVisible();
  await keptBySW(page);
  // Saved after the worker's copy was made: the copy has no mark for question 2.
  await bubble(page, 2, "B").check();
  await expect(page.getByText(say("ta", "mockSit.allSaved"))).toBeVisible();

  await cutTheSite(context);
  await bubble(page, 3, "C").check();
  await expect(page.getByText(say("ta", "mockSit.unsaved", { count: 1 }))).toBeVisible();
  await page.reload();
  await expect(page.getByText(say("ta", "mockSit.keptCopy"))).toBeVisible();
  await expect(bubble(page, 1, "A")).toBeChecked();
  await expect(bubble(page, 2, "B")).toBeChecked();
  await expect(bubble(page, 3, "C")).toBeChecked();
  await expect(page.getByRole("timer")).toHaveText(/^\d{2}:\d{2}/);
  await expect(page.getByText(say("ta", "mockSit.unsaved", { count: 1 }))).toBeVisible();
  // Still usable with no signal: a mark made now joins the queue.
  await bubble(page, 4, "D").check();
  await expect(page.getByText(say("ta", "mockSit.unsaved", { count: 2 }))).toBeVisible();

  await restoreTheSite(context);
  await expect(page.getByText(say("ta", "mockSit.allSaved"))).toBeVisible({ timeout: 40_000 });
  // From the server, not this phone: a fresh page in a second browser shows all four.
  const other = await page
    .context()
    .browser()!
    .newContext({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: "block" });
  const second = await other.newPage();
  await signInStudent(second, student);
  await second.goto(sheetUrl);
  for (const [n, letter] of [
    [1, "A"],
    [2, "B"],
    [3, "C"],
    [4, "D"],
  ] as const)
    await expect(bubble(second, n, letter)).toBeChecked();
  await expect(second.getByText(say("ta", "mockSit.keptCopy"))).toHaveCount(0);
  // Marks that reach the server past the deadline are named on the result page, as the sheet
  // hands them over (numbers only, each once, in order); anything else in the address says nothing.
  await second.goto(`${sheetUrl}/Result?late=7,3,3`);
  await expect(second.getByRole("alert").filter({ hasText: say("ta", "mockResults.lateMarks", { questions: "3, 7" }) })).toBeVisible();
  await second.goto(`${sheetUrl}/Result?late=3,<b>x</b>`);
  await expect(second.getByText(say("ta", "mockResults.lateMarks", { questions: "3" }))).toHaveCount(0);
  await other.close();
});
