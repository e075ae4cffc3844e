import type { BrowserContext, Page } from "@playwright/test";
import { consoleNotice } from "./console";
import { expect, serverNow, setServerClock, test } from "./fixtures";
import { BANK_MOCK_TEST_ID, BANK_STEM } from "./accounts";
import { say } from "./messages";
import { addStudentAsAdmin, openPalette, paletteButton, signIn, signInStudent, startFromInstructions } from "./session";
import { consoleRoutes, mockConsoleRoutes, portalRoutes } from "@/lib/routes";

// Issue 34's "done when", one journey on a 360 px phone in Tamil with the CPU slowed 4×: staff put
// a 12-question bank test online for two minutes; the student reads the instructions, starts, sits
// it one question per screen, jumps from the palette's drawer (the question's text below the sticky
// bar), marks one for review (a second phone sees it), reloads with the site unreachable (every
// request aborted, the service worker's too) and finds every mark, gets the site back with all saved;
// time runs out, the sheet moves to the submitted state and, when the test closes, to the result,
// with no reload by hand. The deadline and the closing come by moving the server's clock
// (tests/e2e/test-clock.ts) and the phone's (Playwright's page.clock), not by waiting minutes.

const width = 360;
const minute = 60_000;
const ist = (at: Date) => new Date(at.getTime() + 330 * minute).toISOString().slice(0, 16);
const title = { ta: "பயணத் தேர்வு", en: "Journey test" };
const stem = (n: number) => new RegExp(`^${n}\\.\\s*${BANK_STEM.ta} ${n}$`);

async function slowPhone(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return page;
}

/** Whether the sheet's IndexedDB queue holds a mark of question `n` (keys "mark:<attempt>:<question>"). */
const queuedMark = (n: number) =>
  new Promise<boolean>((resolve) => {
    const open = indexedDB.open("mock-tests");
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const keys = open.result.transaction("queue").objectStore("queue").getAllKeys();
      keys.onerror = () => resolve(false);
      keys.onsuccess = () => resolve(keys.result.some((key) => String(key).startsWith("mark:") && String(key).endsWith(`:${n}`)));
    };
  });

test("the exam journey on a slow phone: instructions, one question per screen, the drawer, review seen elsewhere, a reload with no site, the deadline and the result by themselves", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  // Staff: the bank test's twelve questions, two minutes to sit, closing five minutes from now.
  await signIn(page, "STAFF");
  await page.goto(`/Mock-Tests/${BANK_MOCK_TEST_ID}`);
  const stored = page.getByLabel(say("ta", "mockConsole.bank.numbers"), { exact: true });
  // Enabled once the form is interactive (components/forms/form.tsx), with its values written in.
  await expect(stored).toBeEnabled();
  const numbers = await stored.inputValue();
  expect(numbers).toMatch(/\d/);
  await page.goto(consoleRoutes.mockTests.add);
  const field = (key: string) => page.getByLabel(say("ta", `mockConsole.fields.${key}`), { exact: true });
  await field("titleTa").fill(title.ta);
  await field("titleEn").fill(title.en);
  await field("examType").selectOption("TNPSC");
  await field("department").selectOption("GROUP_IV");
  await field("questionPost").selectOption("bank");
  await page.getByLabel(say("ta", "mockConsole.bank.numbers"), { exact: true }).fill(numbers);
  const now = (await serverNow()).getTime();
  const closes = new Date(Math.ceil((now + 5 * minute) / minute) * minute);
  await field("opensAt").fill(ist(new Date(now - minute)));
  await field("closesAt").fill(ist(closes));
  await field("minutes").fill("2");
  await field("questions").fill("12");
  await page.getByLabel(say("ta", "mockConsole.optionsAE")).check();
  await field("correct").fill("1");
  await page.getByRole("button", { name: say("ta", "mockConsole.save") }).click();
  await expect(consoleNotice(page, say("ta", "mockConsole.createdTitle"))).toBeVisible();

  // The student, on a phone whose clock the test can move (the result's refresh at the close).
  const student = await addStudentAsAdmin(65);
  const context = await browser.newContext({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });
  const sheet = await slowPhone(context);
  await sheet.clock.install();
  await signInStudent(sheet, student);
  await sheet.goto("/Test-Series");
  await sheet
    .getByRole("listitem")
    .filter({ hasText: title.ta })
    .getByRole("link", { name: say("ta", "mockSit.start") })
    .click();
  await expect(sheet.getByRole("region", { name: say("ta", "mockSit.instructions.title") })).toBeVisible();
  const started = await serverNow();
  await startFromInstructions(sheet);
  await expect(sheet.getByText(stem(1))).toBeVisible();
  const testUrl = sheet.url();
  const bubble = (page: Page, n: number, letter: string) => page.getByRole("group", { name: say("ta", "mockSit.question", { number: n }), exact: true }).getByRole("radio", { name: letter });
  await bubble(sheet, 1, "A").check();
  await sheet.getByRole("button", { name: say("ta", "mockSit.next") }).click();
  await bubble(sheet, 2, "B").check();

  // The drawer, from the bottom of the page: question 9, its text just below the sticky bar.
  await sheet.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await paletteButton(await openPalette(sheet), 9).click();
  const text = (await sheet.getByText(stem(9)).boundingBox())!;
  const bar = (await sheet.locator("#sheet-bar").boundingBox())!;
  expect(text.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  await bubble(sheet, 9, "C").check();
  await sheet.getByRole("button", { name: say("ta", "mockSit.reviewQuestion", { number: 9 }) }).click();
  await expect(sheet.getByText(say("ta", "mockSit.allSaved"))).toBeVisible();

  // A second phone sees the review mark and the marks.
  const other = await browser.newContext({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: "block" });
  const second = await other.newPage();
  await signInStudent(second, student);
  await expect
    .poll(
      async () => {
        await second.goto(testUrl);
        return paletteButton(await openPalette(second), 9).getAttribute("data-review");
      },
      { timeout: 60_000 },
    )
    .toBe("true");
  await other.close();

  // The site unreachable: every request aborted, the worker's too. A mark, then a reload.
  await expect.poll(() => sheet.evaluate(async (url) => !!navigator.serviceWorker.controller && !!(await caches.match(url, { ignoreVary: true })), testUrl), { timeout: 20_000 }).toBe(true);
  await context.setOffline(true);
  await context.route("**/*", (route) => route.abort("internetdisconnected"));
  await paletteButton(await openPalette(sheet), 12).click();
  await bubble(sheet, 12, "D").check();
  // In IndexedDB (components/mock-tests/sit/queue.ts) a few milliseconds after the tap: a reload from
  // then on keeps it (one in the same instant as the tap would not, as on a real phone).
  await expect.poll(() => sheet.evaluate(queuedMark, 12)).toBe(true);
  await sheet.reload();
  await expect(sheet.getByText(say("ta", "mockSit.keptCopy"))).toBeVisible();
  const drawer = await openPalette(sheet);
  for (const n of [1, 2, 9, 12]) await expect(paletteButton(drawer, n)).toHaveAttribute("data-state", "answered");
  await expect(paletteButton(drawer, 9)).toHaveAttribute("data-review", "true");
  await drawer.getByRole("button", { name: say("ta", "mockSit.close") }).click();
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.setOffline(false);
  await expect(sheet.getByText(say("ta", "mockSit.allSaved"))).toBeVisible({ timeout: 40_000 });

  // Time runs out: past the deadline and its grace the server refuses marks and closes the attempt;
  // the sheet moves to the result page, which shows the submitted state, then the result at the close.
  await setServerClock(new Date(started.getTime() + 2 * minute + 10_000));
  await sheet.clock.fastForward(2 * minute + 10_000);
  const held = say("ta", "mockResults.heldUntilClose", { answered: 4, questions: 12, closesAt: "·" }).split(" (")[0];
  await expect(sheet.getByText(held)).toBeVisible({ timeout: 60_000 });
  expect(sheet.url()).toContain("/Result");
  await setServerClock(new Date(closes.getTime() + 10_000));
  // The page refreshes itself 5 s after the close by the phone's clock: the phone's clock goes there.
  const untilClose = closes.getTime() + 5_000 - (await sheet.evaluate(() => Date.now()));
  await sheet.clock.fastForward(Math.max(0, untilClose) + 1_000);
  await expect(sheet.getByTestId("score")).toBeVisible({ timeout: 60_000 });
  await expect(sheet.getByText(held)).toHaveCount(0);

  // What it teaches (issue 36): the topics, weakest first (this paper's twelve are one topic); a tap
  // on the weakest shows its questions, and a tap on one brings its row of the review into view,
  // below the sticky header.
  const topics = sheet.getByTestId("comparison-topics").locator(":scope > li");
  await expect(topics.first()).toContainText(say("ta", "mockResults.topicRow", { right: 0, total: 12, share: "0%" }));
  const weakest = topics.first();
  const links = weakest.getByRole("link");
  await expect(links.first()).toBeHidden();
  await weakest.locator("summary").click();
  await expect(links.first()).toBeVisible();
  const box = (await links.first().boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  const number = Number((await links.first().innerText()).match(/\d+/)![0]);
  await links.first().click();
  await expect(sheet).toHaveURL(new RegExp(`#review-${number}$`));
  const row = sheet.locator(`#review-${number}`);
  await expect(row).toBeInViewport();
  expect((await row.boundingBox())!.y).toBeGreaterThanOrEqual(56);

  const testId = Number(/\/Test-Series\/(\d+)\//.exec(sheet.url())![1]);
  // The student's progress (issue 36, item 2): the chart within the phone, the test in its table.
  await sheet.goto(portalRoutes.progress);
  const chart = sheet.getByTestId("progress-chart");
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute("aria-label", say("ta", "progress.chart", { count: 1 }));
  expect((await chart.boundingBox())!.width).toBeLessThanOrEqual(width);
  await expect(sheet.getByRole("link", { name: title.ta })).toBeVisible();
  expect(await sheet.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // Staff see the class's side (issue 36, item 7): the topics, and each question's mean time on screen
  // (this sheet recorded it, one question per screen) beside the share right.
  await page.goto(`${mockConsoleRoutes.results(testId)}?tab=analysis`);
  await expect(page.getByRole("heading", { name: say("ta", "mockReview.topicsTitle") })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: say("ta", "mockReview.analysisColumns.time") })).toBeVisible();
  await context.close();
});
