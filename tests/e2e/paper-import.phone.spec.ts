import { PAPER_IMPORT_ID } from "./accounts";
import { expect, hydrated, test } from "./fixtures";
import { say } from "./messages";
import { wordPaperJourney } from "./paper-journey";
import { signIn } from "./session";

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
  test.setTimeout(180_000);
  await wordPaperJourney(page, browser, { phone: true, name: "model-test-5", student: 66 });
});
