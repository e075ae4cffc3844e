import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { checkSheet } from "@/lib/questions/check";
import { sampleQuestions } from "@/lib/questions/samples";
import { say } from "./messages";
import { signIn } from "./session";

// Issue 21's import, as staff do it on a 360 px phone in Tamil: the template downloaded, uploaded
// as it is (its two questions stored and listed in Tamil), then a file with a bad row refused
// whole with the row, column and reason, and nothing added.

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

test("staff import the template's two questions from a phone, and a file with a bad row stores nothing", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, "STAFF");
  await page.goto("/Questions/Import");
  await expect(page.getByRole("heading", { name: say("ta", "questionBank.importTitle") })).toBeVisible();
  await noSidewaysScroll(page);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: say("ta", "questionBank.templateXlsx") }).click()]);
  expect(download.suggestedFilename()).toBe("question-bank-template.xlsx");
  const template = await readFile((await download.path())!);
  const checked = await checkSheet(template);
  expect(checked.ok && checked.questions.map((q) => q.input.ta?.stem)).toEqual(sampleQuestions.map((q) => q.ta?.stem));

  const upload = page.getByRole("button", { name: say("ta", "questionBank.upload") });
  const uploadBox = (await upload.boundingBox())!;
  expect(uploadBox.height, "a thumb-sized target").toBeGreaterThanOrEqual(44);
  await page.getByLabel(say("ta", "questionBank.choose")).setInputFiles({ name: "template.xlsx", mimeType: "application/octet-stream", buffer: template });
  await upload.click();
  await expect(page.getByRole("status").filter({ hasText: say("ta", "questionBank.stored", { count: 2 }) })).toBeVisible({ timeout: 30_000 });

  // Listed in Tamil, with the Tamil stem readable on the phone.
  await page.goto("/Questions?subject=polity");
  const stem = page.getByText(sampleQuestions[0].ta!.stem);
  await expect(stem).toBeVisible();
  const box = (await stem.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await expect(page.getByText(say("ta", "questionBank.total", { total: 1 }))).toBeVisible();
  await noSidewaysScroll(page);

  // A CSV whose second data row names answer F: refused whole, the row named, nothing stored.
  const text = (await (await page.request.get("/api/questions/template?format=csv")).body()).toString("utf8");
  const [header, first] = text.trim().split("\r\n");
  const fresh = first.replace("இந்திய அரசியலமைப்பின்", "இந்திய அரசியலமைப்பின் புதிய").replace("Which Article", "Which new Article");
  const bad = fresh.replace("இந்திய அரசியலமைப்பின் புதிய", "மற்றொரு").replace("Which new Article", "Which other Article").replace(/,C,/, ",F,");
  await page.goto("/Questions/Import");
  await page.getByLabel(say("ta", "questionBank.choose")).setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from(`${header}\r\n${fresh}\r\n${bad}\r\n`) });
  await page.getByRole("button", { name: say("ta", "questionBank.upload") }).click();
  const alert = page.getByRole("alert").filter({ hasText: say("ta", "questionBank.nothingStored", { count: 1 }) });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText(say("ta", "questionBank.problem", { line: 3, column: "answer", reason: say("ta", "questionBank.reasons.unknownValue") }));
  await page.goto("/Questions");
  await expect(page.getByText(say("ta", "questionBank.total", { total: 2 }))).toBeVisible();
});
