import { readFile } from "node:fs/promises";
import type { Browser, Locator, Page } from "@playwright/test";
import { consoleNotice } from "./console";
import { chooseFiles, expect, serverNow } from "./fixtures";
import { say } from "./messages";
import { addStudentAsAdmin, signIn, signInStudent, startFromInstructions } from "./session";

const minute = 60_000;
/** A moment as the console's date fields take it: India's time, to the minute. */
const ist = (at: Date) => new Date(at.getTime() + 330 * minute).toISOString().slice(0, 16);

/**
 * Issue 35's journey, on a phone (360 px, the CPU slowed 4×) or a desktop: staff upload a Word
 * paper typed in Bamini and Times New Roman, see its Tamil, fix the question typed in an unknown
 * font (giving it its own subject and topic), store the paper, make a test of it and open it now;
 * a student sits it with the paper's Tamil on the sheet. `name` (the file's, then the test's) and
 * `student` keep two runs apart.
 */
export async function wordPaperJourney(page: Page, browser: Browser, { phone, name, student }: { phone: boolean; name: string; student: number }) {
  if (phone) {
    await page.setViewportSize({ width: 360, height: 740 });
    await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
  }
  await signIn(page, "STAFF");
  await page.goto("/Questions/Import");
  const word = await readFile("tests/questions/papers/files/14-times-and-bamini.docx");
  await chooseFiles(page.getByLabel(say("ta", "questionBank.paper.choose")), {
    name: `${name}.docx`,
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
  // Its own subject and topic, not the paper's (kept through a reload, as stored with the draft).
  const subject = (card: Locator) => card.getByLabel(say("ta", "questionBank.paper.questionSubject", { number: 9 }));
  const topic = (card: Locator) => card.getByLabel(say("ta", "questionBank.paper.questionTopic", { number: 9 }));
  await subject(flagged).selectOption("aptitude");
  await topic(flagged).selectOption("arithmetic");
  await flagged.getByRole("button", { name: say("ta", "questionBank.paper.saveQuestion") }).click();
  await expect(flagged.getByText(say("ta", "questionBank.paper.savedQuestion"))).toBeVisible();
  await expect(flagged.getByRole("listitem")).toHaveCount(0);
  await page.reload();
  const nine = page.getByRole("article").filter({ has: page.getByRole("heading", { name: say("ta", "questionBank.paper.question", { number: 9 }) }) });
  await expect(subject(nine)).toHaveValue("aptitude");
  await expect(topic(nine)).toHaveValue("arithmetic");

  await page.getByRole("button", { name: say("ta", "questionBank.paper.confirm") }).click();
  // Nine questions stored, or, when the other project's run of this journey stored the same paper
  // first, all nine known already (the bank recognises them; the test is made of them all the same).
  const stored = (fresh: number) => page.getByText(say("ta", "questionBank.paper.stored", { stored: fresh, updated: 0, known: 9 - fresh }));
  await expect(stored(9).or(stored(0))).toBeVisible({ timeout: 30_000 });
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

  const sitter = await addStudentAsAdmin(student);
  const context = await browser.newContext(phone ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } : {});
  const sheet = await context.newPage();
  await signInStudent(sheet, sitter);
  await sheet.goto("/Test-Series");
  await sheet
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("link", { name: say("ta", "mockSit.start") })
    .click();
  await startFromInstructions(sheet);
  await expect(sheet.getByText("ஒளிச்சேர்க்கைக்குத் தாவரங்கள் எடுத்துக்கொள்ளும் வாயு எது?")).toBeVisible();
  await context.close();
}
