import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { rowOf, type QuestionInput } from "@/lib/questions/schema";
import { writeCsv } from "@/lib/questions/sheet";
import { say } from "./messages";
import { REVISER, REVISION_STEM } from "./accounts";
import { apiCaller, signIn, signInStudent } from "./session";

// Issue 21's practice, as a student does it on a 360 px phone in Tamil: a set of one topic,
// explained after each question; a wrong answer checked (locked, its explanation and why the choice
// was wrong shown), submitted, listed under wrong answers, practised again and answered right; and
// issue 36's revision: a student's questions missed two days ago, due today, started from the page.

/** Submits the sheet (and confirms), then waits for the result page's review. */
async function submit(page: Page) {
  await page.getByRole("button", { name: say("ta", "mockSit.submit") }).tap();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: say("ta", "mockSit.submit") })
    .tap();
  await expect(page.getByText(say("ta", "mockResults.review"))).toBeVisible({ timeout: 20_000 });
}

/** The only question of its topic in the bank, so the set holds it alone whatever else the bank has. */
const fingerprints: QuestionInput = {
  subject: "police",
  topic: "forensics",
  difficulty: "EASY",
  source: "INSTITUTE",
  sourceYear: null,
  sourceDate: null,
  sourceDateIsMonth: false,
  answer: "B",
  ta: {
    stem: "உலகின் முதல் கைரேகைப் பிரிவு 1897-இல் எந்த நகரில் தொடங்கப்பட்டது?",
    options: ["சென்னை", "கொல்கத்தா", "மும்பை", "டெல்லி"],
    explanation: "உலகின் முதல் கைரேகைப் பிரிவு 1897-இல் கொல்கத்தாவில் (அன்றைய கல்கத்தா) தொடங்கப்பட்டது.",
    whyWrong: ["சென்னை அல்ல: முதல் கைரேகைப் பிரிவு கொல்கத்தாவில்தான் தொடங்கியது.", "", "மும்பை அல்ல.", "டெல்லி அல்ல."],
  },
  en: {
    stem: "In which city did the world's first fingerprint bureau open, in 1897?",
    options: ["Chennai", "Kolkata", "Mumbai", "Delhi"],
    explanation: "The world's first fingerprint bureau opened in Calcutta (now Kolkata) in 1897.",
    whyWrong: ["Not Chennai: the first bureau was in Calcutta.", "", "Not Mumbai.", "Not Delhi."],
  },
};

test("a student practises a subject, sees a wrong answer explained, and retries it until it is right", async ({ page }) => {
  test.setTimeout(120_000);
  const staff = await apiCaller("STAFF");
  // Into the practice pool: practice never draws a question reserved for tests (issue 32).
  const imported = await staff.post("/api/questions/import?pool=PRACTICE", { data: writeCsv([rowOf(fingerprints)]), headers: { "content-type": "text/csv" } });
  expect(imported.status()).toBe(201);
  await staff.dispose();

  const question = fingerprints;
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, "STUDENT");
  await page.goto("/Test-Series");
  await page.getByRole("link", { name: say("ta", "portal.practice") }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(say("ta", "practice.title"));
  await page.getByLabel(say("ta", "practice.exam")).selectOption("joint");
  await page.getByLabel(say("ta", "practice.subject")).selectOption("police");
  await page.getByLabel(say("ta", "practice.topic")).selectOption("forensics");
  await page.getByLabel(say("ta", "practice.count")).fill("5");
  await page.getByRole("button", { name: say("ta", "practice.start") }).click();

  // The answer sheet shows the question in Tamil, with no clock.
  await expect(page.getByText(question.ta!.stem)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(say("ta", "mockSit.timeLeft"))).toHaveCount(0);
  const row = page.getByRole("group", { name: say("ta", "mockSit.question", { number: 1 }), exact: true });
  await row.getByRole("radio", { name: "A" }).check();
  await page.getByRole("button", { name: say("ta", "mockSit.check") }).tap();
  const why = page.getByText(question.ta!.whyWrong[0]);
  await expect(why).toBeVisible();
  expect((await why.boundingBox())!.width).toBeLessThanOrEqual(360);
  await expect(page.getByText(question.ta!.explanation)).toBeVisible();
  // Checked: the bubbles of the question no longer change.
  await expect(row.getByRole("radio", { name: "B" })).toBeDisabled();

  await submit(page);
  await page.getByRole("link", { name: say("ta", "mockResults.backToPractice") }).click();

  // Listed under wrong answers; practised again, answered right, and gone from the list.
  const wrong = page.getByRole("region", { name: say("ta", "practice.wrongTitle", { count: 1 }) });
  await expect(wrong.getByText(question.ta!.stem)).toBeVisible();
  await wrong.getByRole("button", { name: say("ta", "practice.retryWrong") }).tap();
  await expect(page.getByText(question.ta!.stem)).toBeVisible({ timeout: 20_000 });
  await page
    .getByRole("group", { name: say("ta", "mockSit.question", { number: 1 }), exact: true })
    .getByRole("radio", { name: "B" })
    .check();
  await page.getByRole("button", { name: say("ta", "mockSit.check") }).tap();
  await expect(page.getByText(say("ta", "mockResults.rightAnswer")).first()).toBeVisible();
  await submit(page);
  await page.goto("/Practice");
  await expect(page.getByText(say("ta", "practice.wrongNone"))).toBeVisible();
});

test("a student starts the revision due today: the questions missed two days ago, and once answered right none is due", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInStudent(page, REVISER);
  await page.goto("/Practice");
  // tests/e2e/prepare.ts: the first physics question wrong, the second right, the third blank.
  const due = page.getByRole("region", { name: say("ta", "practice.dueTitle", { count: 2 }) });
  await expect(due).toBeVisible();
  const start = due.getByRole("button", { name: say("ta", "practice.startDue") });
  const box = (await start.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(box.height).toBeGreaterThanOrEqual(44);
  await start.tap();

  // One question a screen: each is one of the two due (question k's answer is "BCD"[k - 1]), answered right.
  const seen: number[] = [];
  for (const n of [1, 2]) {
    if (n > 1) await page.getByRole("button", { name: say("ta", "mockSit.next") }).click();
    const stem = page.getByText(new RegExp(`^${n}\\.\\s*${REVISION_STEM.ta} \\d$`));
    await expect(stem).toBeVisible({ timeout: 20_000 });
    const k = Number((await stem.innerText()).slice(-1));
    seen.push(k);
    await page
      .getByRole("group", { name: say("ta", "mockSit.question", { number: n }), exact: true })
      .getByRole("radio", { name: "BCD"[k - 1] })
      .check();
  }
  expect(seen.sort()).toEqual([1, 3]);
  await submit(page);
  await page.goto("/Practice");
  await expect(page.getByRole("region", { name: say("ta", "practice.dueTitle", { count: 0 }) })).toContainText(say("ta", "practice.dueNone"));
});
