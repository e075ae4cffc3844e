import { expect, test } from "./fixtures";
import { MOCK_TEST_ID, UPCOMING_MOCK_TEST_ID } from "./accounts";
import { say } from "./messages";
import { addStudentAsAdmin, signInStudent } from "./session";

// Issue 18: opening a test's address never starts its clock. Before the opening, a student lands
// on the result page, which says when, with no Start button and no question paper. While it is
// open, the address shows the exam hall's instructions (issue 34) in Tamil with the English a tap
// away, a box to tick, then Start, which starts the clock.

const width = 360;

test("a test not yet started: its address shows the instructions and Start (or when it opens) on a 360 px phone, in Tamil", async ({ page }) => {
  await page.setViewportSize({ width, height: 740 });
  const student = await addStudentAsAdmin(61);
  await signInStudent(page, student);

  // Before the opening: when it opens, no Start, no question paper.
  await page.goto(`/Test-Series/${UPCOMING_MOCK_TEST_ID}`);
  await expect(page).toHaveURL(new RegExp(`/Test-Series/${UPCOMING_MOCK_TEST_ID}/Result$`));
  await expect(page.getByText(/அன்று தொடங்கும்; அப்போது வினாத்தாளும்/)).toBeVisible();
  await expect(page.getByRole("button", { name: say("ta", "mockSit.start") })).toHaveCount(0);
  const questionPaper = page.getByText(say("ta", "mockResults.questionPaper"), { exact: true });
  await expect(questionPaper).toHaveCount(0);

  // Open: the result page leads to the instructions; neither address started anything.
  await page.goto(`/Test-Series/${MOCK_TEST_ID}/Result`);
  await expect(page.getByText(say("ta", "mockResults.notStartedOpen"))).toBeVisible();
  await expect(questionPaper).toBeVisible();
  await page.getByRole("link", { name: say("ta", "mockResults.start") }).click();
  await expect(page).toHaveURL(new RegExp(`/Test-Series/${MOCK_TEST_ID}$`));
  const instructions = page.getByRole("region", { name: say("ta", "mockSit.instructions.title") });
  // The seeded test: 5 questions, an hour, A–E, 1.5 marks, no negative marking, a PDF paper.
  for (const line of [
    say("ta", "mockSit.instructions.length", { minutes: 60, questions: 5 }),
    say("ta", "mockSit.instructions.marks", { marks: "1.5" }),
    say("ta", "mockSit.instructions.noNegative"),
    say("ta", "mockSit.instructions.ruleE"),
    say("ta", "mockSit.instructions.clock"),
    say("ta", "mockSit.instructions.saving"),
    say("ta", "mockSit.instructions.paper"),
  ])
    await expect(instructions.getByText(line)).toBeVisible();
  await expect(instructions.getByText(say("en", "mockSit.instructions.ruleE"))).toBeHidden();
  await instructions.getByText(say("en", "mockSit.instructions.inThisLanguage")).click();
  await expect(instructions.getByText(say("en", "mockSit.instructions.ruleE"))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // Start asks for the tick first (the browser's own check), and starts nothing without it.
  const start = page.getByRole("button", { name: say("ta", "mockSit.start") });
  const box = (await start.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  await start.click();
  await expect(page).toHaveURL(new RegExp(`/Test-Series/${MOCK_TEST_ID}$`));
  await expect(page.getByRole("checkbox", { name: say("ta", "mockSit.instructions.read") })).toHaveJSProperty("validity.valid", false);
  await expect(page.getByRole("group", { name: say("ta", "mockSit.question", { number: 5 }), exact: true })).toHaveCount(0);
  await page.getByRole("checkbox", { name: say("ta", "mockSit.instructions.read") }).check();
  await start.click();
  await expect(page.getByRole("group", { name: say("ta", "mockSit.question", { number: 5 }), exact: true })).toBeVisible();

  // Submit as TNPSC's hall has it (issue 34): with questions left without a bubble, Submit lists
  // them first and asks nothing; once every question has one, the confirm dialog gives the tally.
  // An hour's test says nothing about minutes left at its start.
  await expect(page.getByText(say("ta", "mockSit.minutesLeft", { minutes: 10 }))).toHaveCount(0);
  const bubble = (n: number, letter: string) => page.getByRole("group", { name: say("ta", "mockSit.question", { number: n }), exact: true }).getByRole("radio", { name: letter });
  for (const [n, letter] of [
    [1, "A"],
    [2, "B"],
    [3, "E"],
  ] as const)
    await bubble(n, letter).check();
  const submit = page.getByRole("button", { name: say("ta", "mockSit.submit") });
  await submit.click();
  const blanks = page.getByRole("alert").filter({ hasText: say("ta", "mockSit.blankTitle") });
  await expect(blanks).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const listed = blanks.getByRole("button");
  await expect(listed).toHaveText(["4", "5"]);
  for (const button of await listed.all()) {
    const area = (await button.boundingBox())!;
    expect(Math.min(area.width, area.height)).toBeGreaterThanOrEqual(44);
    expect(area.x + area.width).toBeLessThanOrEqual(width);
  }
  await bubble(4, "C").check();
  await bubble(5, "A").check();
  await submit.click();
  await expect(blanks).toHaveCount(0);
  const dialog = page.getByRole("dialog", { name: say("ta", "mockSit.confirmTitle") });
  await expect(dialog).toContainText(say("ta", "mockSit.shaded", { tally: "A 2, B 1, C 1, D 0, E 1" }));
  await dialog.getByRole("button", { name: say("ta", "mockSit.cancel") }).click();
  await expect(dialog).toHaveCount(0);
});
