import { type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { consoleNotice } from "./console";
import { expect, serverNow, setServerClock, test } from "./fixtures";
import { say } from "./messages";
import { addStudentAsAdmin, signIn, signInStudent, startFromInstructions } from "./session";

// Issue 18's journey on a 360 px phone, in Tamil: staff put a Group IV paper online from the preset
// with its key; a paid student sits it, loses the connection, keeps marking, gets every mark saved
// when it returns and finds them after a reload and on another device; the server submits the
// attempt at the deadline with no browser open; after the test closes the student sees score and
// rank, objects to a question, staff drop it, and the student's score changes. The deadline and the
// closing come by moving the server's clock (tests/e2e/test-clock.ts), not by waiting minutes.

const width = 360;
const minute = 60_000;
/** A datetime-local value in Indian time (UTC+5:30, no daylight saving). */
const ist = (at: Date) => new Date(at.getTime() + 330 * minute).toISOString().slice(0, 16);
const title = { ta: "குரூப் 4 – வாராந்திரத் தேர்வு", en: "Group IV – weekly test" };

async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });
  return { context, page: await context.newPage() };
}

const question = (page: Page, number: number) => page.getByRole("group", { name: say("ta", "mockSit.question", { number }), exact: true });
const allSaved = (page: Page) => page.getByText(say("ta", "mockSit.allSaved"));

/** Each label on as many lines as it has words at most, none wider than its box: no word broken inside. */
async function expectWholeWords(labels: Locator) {
  for (const label of await labels.all()) {
    // The text's own lines (a range's boxes, one per line and run): a table cell is as tall as its row.
    const { lines, words, overflow } = await label.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return {
        lines: new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom))).size,
        words: (el.textContent ?? "").trim().split(/\s+/).length,
        overflow: el.scrollWidth - el.clientWidth,
      };
    });
    expect(lines, await label.innerText()).toBeLessThanOrEqual(words);
    expect(overflow).toBeLessThanOrEqual(0);
  }
}

test("a Group IV mock from the preset: offline marks, server submit at the deadline, rank, an objection that changes the score", async ({ page, browser }) => {
  test.setTimeout(3 * minute);
  await page.setViewportSize({ width, height: 740 });

  // Staff: the preset fills 200 questions, A–E and 1.5 marks; the key is pasted; one minute to sit.
  await signIn(page, "STAFF");
  await page.goto("/Mock-Tests/Add");
  await page.getByLabel(say("ta", "mockConsole.preset"), { exact: true }).selectOption({ label: say("ta", "mockConsole.presets.group4") });
  await expect(page.getByLabel(say("ta", "mockConsole.fields.questions"), { exact: true })).toHaveValue("200");
  await page.getByLabel(say("ta", "mockConsole.fields.titleTa"), { exact: true }).fill(title.ta);
  await page.getByLabel(say("ta", "mockConsole.fields.titleEn"), { exact: true }).fill(title.en);
  // The paper no unopened test holds (a paper of a test not open yet is held back from students).
  const paperField = page.getByLabel(say("ta", "mockConsole.fields.questionPost"), { exact: true });
  await paperField.selectOption((await paperField.locator("option", { hasText: "பொதுத் தமிழ் – மாதிரித் தேர்வு" }).getAttribute("value"))!);
  const now = (await serverNow()).getTime();
  const opens = new Date(now - minute);
  const closes = new Date(Math.ceil((now + 2.5 * minute) / minute) * minute);
  await page.getByLabel(say("ta", "mockConsole.fields.opensAt"), { exact: true }).fill(ist(opens));
  await page.getByLabel(say("ta", "mockConsole.fields.closesAt"), { exact: true }).fill(ist(closes));
  await page.getByLabel(say("ta", "mockConsole.fields.minutes"), { exact: true }).fill("1");
  await page.getByLabel(say("ta", "mockConsole.fields.objectionsUntil"), { exact: true }).fill(ist(new Date(closes.getTime() + 24 * 60 * minute)));
  const key = page.getByLabel(say("ta", "mockConsole.fields.key"), { exact: true });
  await key.fill("ABCD".repeat(49));
  // A key of the wrong length is refused, with where it falls short.
  await page.getByRole("button", { name: say("ta", "mockConsole.save") }).click();
  await expect(page.getByText(say("ta", "mockConsole.problem.tooShort", { missing: 4, got: 196, expected: 200, from: 197 }))).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await key.fill("ABCD".repeat(50));
  await page.getByRole("button", { name: say("ta", "mockConsole.save") }).click();
  await expect(consoleNotice(page, say("ta", "mockConsole.createdTitle"))).toBeVisible();

  // A paid student (added at the institute) finds it open on their Test Series.
  const student = await addStudentAsAdmin(60);
  const sitting = await phone(browser);
  const sheet = sitting.page;
  await signInStudent(sheet, student);
  await sheet.goto("/Test-Series");
  const card = sheet.getByRole("listitem").filter({ hasText: title.ta });
  const started = await serverNow();
  await card.getByRole("link", { name: say("ta", "mockSit.start") }).click();
  await startFromInstructions(sheet);
  await expect(question(sheet, 200)).toBeAttached();
  const testId = Number(/\/Test-Series\/(\d+)/.exec(sheet.url())?.[1]);
  expect(testId).toBeGreaterThan(0);
  // The key is nowhere in what the browser was sent.
  expect(await sheet.content()).not.toContain('"accepted"');

  // A mark on a bubble at least 44 px, saved at once.
  // The native radio covers its whole label: what a thumb hits.
  const box = (await question(sheet, 1).getByRole("radio", { name: "A" }).boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  await question(sheet, 1).getByRole("radio", { name: "A" }).check();
  await expect(allSaved(sheet)).toBeVisible();

  // The connection drops (Chromium's network emulation): marks wait on the phone, and it says so.
  await sitting.context.setOffline(true);
  await question(sheet, 2).getByRole("radio", { name: "B" }).check();
  await question(sheet, 3).getByRole("radio", { name: "C" }).check();
  await expect(sheet.getByText(say("ta", "mockSit.unsaved", { count: 2 }))).toBeVisible();
  await sitting.context.setOffline(false);
  await expect(allSaved(sheet)).toBeVisible({ timeout: 30_000 });

  // A reload, and another device, resume with every mark from the server.
  await sheet.reload();
  await expect(question(sheet, 3).getByRole("radio", { name: "C" })).toBeChecked();
  const other = await phone(browser);
  await signInStudent(other.page, student);
  await other.page.goto(`/Test-Series/${testId}`);
  for (const [n, letter] of [
    [1, "A"],
    [2, "B"],
    [3, "C"],
  ] as const) {
    await expect(question(other.page, n).getByRole("radio", { name: letter })).toBeChecked();
  }
  // Every browser closes before the minute is up: the server submits the attempt on its own
  // (lib/mock-tests closeDueAttempts, every 15 s) once the minute and its grace are over.
  await other.context.close();
  await sitting.context.close();
  await setServerClock(new Date(started.getTime() + minute + 10_000));

  const result = await phone(browser);
  await signInStudent(result.page, student);
  const score = result.page.getByTestId("score");
  // Submitted while the test is still open: how many were answered, and nothing that needs the key
  // (issue 32), in Tamil on the 360 px phone.
  const held = say("ta", "mockResults.heldUntilClose", { answered: 3, questions: 200, closesAt: "·" }).split(" (")[0];
  await expect(async () => {
    await result.page.goto(`/Test-Series/${testId}/Result`);
    await expect(result.page.getByText(held)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 45_000, intervals: [2000] });
  const note = (await result.page.getByText(held).boundingBox())!;
  expect(note.x + note.width).toBeLessThanOrEqual(width);
  await expect(score).toHaveCount(0);
  expect(await result.page.content()).not.toContain('"accepted"');

  // After the test closes: the score, the rank among those who sat it, and the review with the key.
  await setServerClock(new Date(closes.getTime() + 10_000));
  await expect(async () => {
    await result.page.goto(`/Test-Series/${testId}/Result`);
    await expect(result.page.getByText(say("ta", "mockResults.rankOf", { rank: 1, sat: 1 }))).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000, intervals: [2000] });
  await expect(score).toHaveText("4.5");
  await expect(result.page.getByText(held)).toHaveCount(0);
  // The three score tiles share the 360 px width, and a label breaks only between its words, never
  // inside one (issue 34: "விடையளிக்கவில்லை" broke over three lines there).
  const tiles = result.page.getByRole("region", { name: say("ta", "mockResults.score") }).locator("dl > div > dt");
  await expect(tiles).toHaveText([say("ta", "mockResults.correct"), say("ta", "mockResults.wrong"), say("ta", "mockResults.notAnsweredTile")]);
  await expectWholeWords(tiles);
  // What it teaches (issue 36): right over attempted (all three), the attempts of 200, each
  // section's row, all within the phone's width.
  const insights = result.page.getByRole("region", { name: say("ta", "mockResults.insights") });
  await expect(insights.getByRole("definition").nth(0)).toHaveText("100%");
  await expect(insights.getByRole("definition").nth(1)).toHaveText("3 / 200");
  // Headers and section names (Tamil's long words) break between words only.
  await expectWholeWords(result.page.locator("[data-testid=insights-sections] th, [data-testid=comparison] th"));
  // Each table inside its card (a table wider than its card spills past the card's edge, not the screen's).
  for (const card of [insights, result.page.getByRole("region", { name: say("ta", "mockResults.compare") })]) {
    const [outer, table] = [(await card.boundingBox())!, (await card.locator("table").boundingBox())!];
    expect(table.x + table.width).toBeLessThanOrEqual(outer.x + outer.width);
    expect(outer.x + outer.width).toBeLessThanOrEqual(width);
  }
  expect(await insights.getByTestId("insights-sections").locator("tbody tr").count()).toBeGreaterThan(1);
  // Beside the topper and the class: the only one who sat it is both, so each section's three columns agree.
  const comparison = result.page.getByTestId("comparison");
  for (const row of await comparison.locator("tbody tr").all()) {
    const [you, topper, average] = await row.locator("td").allInnerTexts();
    expect([topper, average]).toEqual([you, you]);
  }
  expect(await result.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  // The paper beside the answers (issue 36, item 5): no page starts were given, so each page once above
  // them, closed; a tap opens the page as the server drew it.
  const review = result.page.getByRole("region", { name: say("ta", "mockResults.review") });
  const firstPage = review.getByText(say("ta", "mockResults.paperPage", { page: 1 }), { exact: true });
  await firstPage.click();
  const pageImage = review.getByRole("img", { name: say("ta", "mockResults.paperPage", { page: 1 }) });
  await expect.poll(() => pageImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect((await pageImage.boundingBox())!.width).toBeLessThanOrEqual(width);
  // Share (issue 36): the score and the rank, and the public site; nothing that names the student.
  // Headless Chromium has no share sheet, so the WhatsApp link stays.
  const share = result.page.getByRole("link", { name: say("ta", "mockResults.share") });
  const shared = new URL((await share.getAttribute("href"))!);
  expect(shared.host).toBe("wa.me");
  const text = shared.searchParams.get("text")!;
  expect(text).toContain(say("ta", "mockResults.shareText", { title: title.ta, score: "4.5", max: "300", rank: 1, sat: 1 }));
  expect(text).toMatch(/^.* http:\/\/[^ ]+\/$/);
  expect(text).not.toContain(student.username);
  expect(text).not.toContain(student.registerNo);

  // The student objects to question 4 (key D; they left it blank).
  await result.page.getByRole("button", { name: say("ta", "mockResults.objectTitle", { question: 4 }) }).click();
  const objection = result.page.getByRole("dialog", { name: say("ta", "mockResults.objectTitle", { question: 4 }) });
  await objection.getByText("A", { exact: true }).click();
  await objection.getByLabel(say("ta", "mockResults.reason"), { exact: true }).fill("பாடநூலில் விடை A என்றே உள்ளது; பக்கம் 42 பார்க்கவும்.");
  await objection.getByRole("button", { name: say("ta", "mockResults.send") }).click();
  await expect(objection.getByText(say("ta", "mockResults.sent"))).toBeVisible();

  // Staff drop question 4: everyone gets its mark.
  await page.goto(`/Mock-Tests/${testId}/Results?tab=objections`);
  await page.getByText(say("ta", "mockReview.drop")).click();
  await page.getByRole("button", { name: say("ta", "mockReview.accept") }).click();
  // The message outlives the form the decision removes, until it is closed.
  const done = consoleNotice(page, say("ta", "mockReview.accepted", { moved: 1 }));
  await expect(done).toContainText(say("ta", "mockReview.doneTitle"));
  await expect(page.getByRole("button", { name: say("ta", "mockReview.accept") })).toHaveCount(0);
  await done.getByRole("button", { name: say("ta", "nav.closeMessage") }).click();
  await expect(done).toHaveCount(0);

  // The student's new score, with what changed.
  await result.page.goto(`/Test-Series/${testId}/Result`);
  await expect(score).toHaveText("6");
  await expect(result.page.getByText(say("ta", "mockResults.scoreChanged", { before: "4.5", after: "6" }))).toBeVisible();
  await expect(result.page.getByText(say("ta", "mockResults.keyDropped", { question: 4 }))).toBeVisible();
  // Long Tamil words (விடையளிக்கவில்லை) wrap inside their boxes: nothing scrolls sideways.
  expect(await result.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await result.context.close();
});
