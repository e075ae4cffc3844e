import { readFile } from "node:fs/promises";
import { PAPER_IMPORT_ID } from "./accounts";
import { consoleNotice } from "./console";
import { chooseFiles, expect, hydrated, serverNow, test } from "./fixtures";
import { say } from "./messages";
import { addStudentAsAdmin, signIn, signInStudent, startFromInstructions } from "./session";

const minute = 60_000;
/** A moment as the console's date fields take it: India's time, to the minute. */
const ist = (at: Date) => new Date(at.getTime() + 330 * minute).toISOString().slice(0, 16);

// Issue 35's review of a question paper, as staff do it on a 360 px phone in Tamil: the question
// without an answer shown first with its problem and the paper's own text, nothing stored while it
// lacks one, the answer given and saved, the paper confirmed into the bank, and a test made of it.

test("staff review a paper on a phone: the flagged question first, fixed in place, all stored at once, then a test in the paper's order", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, "STAFF");
  await page.goto(`/Questions/Import/Paper/${PAPER_IMPORT_ID}`);
  await expect(page.getByText(say("ta", "questionBank.paper.summary", { questions: 3, flagged: 1 }))).toBeVisible();

  // The first card is question 2, with its problem and the paper's text open beside it.
  const first = page.getByRole("article").first();
  await expect(first.getByRole("heading", { name: say("ta", "questionBank.paper.question", { number: 2 }) })).toBeVisible();
  await expect(first.getByText(say("ta", "questionBank.paper.problems.noAnswer"))).toBeVisible();
  await expect(first.getByText("சென்னை மாநிலம் தமிழ்நாடு எனப் பெயர் மாற்றப்பட்ட ஆண்டு எது?").first()).toBeVisible();

  // Confirming now stores nothing and names the question.
  const confirm = page.getByRole("button", { name: say("ta", "questionBank.paper.confirm") });
  await (await hydrated(confirm)).click();
  await expect(page.getByText(say("ta", "questionBank.paper.badQuestions"))).toBeVisible();

  const answer = first.getByLabel(say("ta", "questionBank.paper.answer", { number: 2 }));
  await expect(answer).toBeEnabled();
  await answer.selectOption("B");
  await first.getByRole("button", { name: say("ta", "questionBank.paper.saveQuestion") }).click();
  await expect(first.getByText(say("ta", "questionBank.paper.savedQuestion"))).toBeVisible();
  await expect(first.getByText(say("ta", "questionBank.paper.problems.noAnswer"))).toHaveCount(0);
  for (const box of [await answer.boundingBox(), await confirm.boundingBox()]) expect(box!.x + box!.width).toBeLessThanOrEqual(360);

  await confirm.click();
  await expect(page.getByText(say("ta", "questionBank.paper.stored", { stored: 3, updated: 0, known: 0 }))).toBeVisible();
  await page.getByRole("button", { name: say("ta", "questionBank.paper.makeTest") }).click();
  await page.getByRole("link", { name: say("ta", "questionBank.paper.openTest") }).click();
  await expect(page).toHaveURL(/\/Mock-Tests\/\d+$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // Reopened, the paper says it is in the bank and offers the test again, nothing to confirm twice.
  await page.goto(`/Questions/Import/Paper/${PAPER_IMPORT_ID}`);
  await expect(page.getByText(say("ta", "questionBank.paper.alreadyStored"))).toBeVisible();
  await expect(page.getByRole("button", { name: say("ta", "questionBank.paper.confirm") })).toHaveCount(0);
});

test("staff upload a Word paper typed in Bamini and Times New Roman: Tamil on the review screen, the question in an unknown font fixed, all stored, and a student sits it with the Tamil on the sheet", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, "STAFF");
  await page.goto("/Questions/Import");
  const word = await readFile("tests/questions/papers/files/14-times-and-bamini.docx");
  await chooseFiles(page.getByLabel(say("ta", "questionBank.paper.choose")), {
    name: "model-test-5.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: word,
  });
  await page.getByRole("button", { name: say("ta", "questionBank.paper.upload") }).click();
  await expect(page).toHaveURL(/\/Questions\/Import\/Paper\/\d+$/, { timeout: 60_000 });
  await expect(page.getByText(say("ta", "questionBank.paper.summary", { questions: 9, flagged: 1 }))).toBeVisible();

  // The Bamini text arrives as Unicode Tamil.
  const photosynthesis = page.getByRole("article").filter({ has: page.getByRole("heading", { name: say("ta", "questionBank.paper.question", { number: 1 }) }) });
  await expect(photosynthesis.getByRole("group", { name: "தமிழ்" }).getByRole("textbox").first()).toHaveValue("ஒளிச்சேர்க்கைக்குத் தாவரங்கள் எடுத்துக்கொள்ளும் வாயு எது?");

  // Question 9, typed in a font nobody knows, comes first with the font named; staff type it again.
  const flagged = page.getByRole("article").first();
  await expect(flagged.getByRole("heading", { name: say("ta", "questionBank.paper.question", { number: 9 }) })).toBeVisible();
  await expect(flagged.getByText(say("ta", "questionBank.paper.problems.unknownFont", { detail: "Kambar" }))).toBeVisible();
  const tamil = flagged.getByRole("group", { name: "தமிழ்" });
  const english = flagged.getByRole("group", { name: "English" });
  await expect(tamil.getByRole("textbox").first()).toBeEnabled();
  await tamil.getByRole("textbox").first().fill("மிகச் சிறிய பகா எண் எது?");
  for (const [i, option] of ["0", "1", "2", "3"].entries())
    await tamil
      .getByRole("textbox")
      .nth(i + 1)
      .fill(option);
  await english.getByRole("textbox").first().fill("Which is the smallest prime number?");
  await flagged.getByRole("button", { name: say("ta", "questionBank.paper.saveQuestion") }).click();
  await expect(flagged.getByText(say("ta", "questionBank.paper.savedQuestion"))).toBeVisible();
  await expect(flagged.getByRole("listitem")).toHaveCount(0);

  await page.getByRole("button", { name: say("ta", "questionBank.paper.confirm") }).click();
  await expect(page.getByText(say("ta", "questionBank.paper.stored", { stored: 9, updated: 0, known: 0 }))).toBeVisible();
  await page.getByRole("button", { name: say("ta", "questionBank.paper.makeTest") }).click();
  await page.getByRole("link", { name: say("ta", "questionBank.paper.openTest") }).click();

  // Staff open it now for half an hour (it was made to open tomorrow), and a student sits it: the
  // paper's Tamil, typed in Bamini, is the question on the student's sheet.
  const field = (key: string) => page.getByLabel(say("ta", `mockConsole.fields.${key}`), { exact: true });
  await expect(field("opensAt")).toBeEnabled();
  const now = (await serverNow()).getTime();
  await field("opensAt").fill(ist(new Date(now - minute)));
  await field("closesAt").fill(ist(new Date(now + 30 * minute)));
  await field("minutes").fill("20");
  await page.getByRole("button", { name: say("ta", "mockConsole.save") }).click();
  await expect(consoleNotice(page, say("ta", "mockConsole.savedTitle"))).toBeVisible();

  const student = await addStudentAsAdmin(66);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const sheet = await context.newPage();
  await signInStudent(sheet, student);
  await sheet.goto("/Test-Series");
  await sheet
    .getByRole("listitem")
    .filter({ hasText: "model-test-5" })
    .getByRole("link", { name: say("ta", "mockSit.start") })
    .click();
  await startFromInstructions(sheet);
  await expect(sheet.getByText("ஒளிச்சேர்க்கைக்குத் தாவரங்கள் எடுத்துக்கொள்ளும் வாயு எது?")).toBeVisible();
  await context.close();
});
