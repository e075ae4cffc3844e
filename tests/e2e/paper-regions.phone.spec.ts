import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { chooseFiles, expect, test } from "./fixtures";
import { say } from "./messages";
import { signIn } from "./session";

// Issue 35's review shows each question of a PDF paper beside the part of the page it was read
// from: on a 360 px phone in Tamil, a question of the two-column paper's second page is shown cut
// from that page (its own lines, not the page), inside the screen, with the page's ink in it; and
// the figure under question 3's stem shows on its card as the picture it will keep.

/** The share of a screenshot's pixels that are dark (ink), in greyscale. */
async function ink(png: Buffer) {
  const shot = await sharp(png).greyscale().raw().toBuffer();
  return shot.filter((v) => v < 100).length / shot.length;
}

test("a PDF paper's review shows a question cut from its page and a question's figure, on a phone", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, "STAFF");
  await page.goto("/Questions/Import");
  await chooseFiles(page.getByLabel(say("ta", "questionBank.paper.choose")), {
    name: "two-column.pdf",
    mimeType: "application/pdf",
    buffer: await readFile("tests/questions/papers/files/16-two-column.pdf"),
  });
  await page.getByRole("button", { name: say("ta", "questionBank.paper.upload") }).click();
  await expect(page).toHaveURL(/\/Questions\/Import\/Paper\/\d+$/, { timeout: 60_000 });

  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: say("ta", "questionBank.paper.question", { number: 14 }) }) });
  await card.getByText(say("ta", "questionBank.paper.source"), { exact: true }).click();
  const region = card.getByRole("img", { name: say("ta", "questionBank.paper.sourceRegion", { number: 14, page: 2 }) });
  await expect(region).toBeVisible();
  await expect.poll(() => region.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(848);
  // The box shows the question's lines: as wide as the phone allows, a few lines high, not the page.
  const box = (await region.locator("..").boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(box.height).toBeGreaterThan(40);
  expect(box.height).toBeLessThan(box.width);
  // Its pixels: dark text on white, as printed.
  const dark = await ink(await region.locator("..").screenshot());
  expect(dark).toBeGreaterThan(0.01);
  expect(dark).toBeLessThan(0.4);

  // Question 3's figure (a triangle cut by a line, drawn black on white), as its picture: loaded,
  // within the screen, its lines on the screen.
  const third = page.getByRole("article").filter({ has: page.getByRole("heading", { name: say("ta", "questionBank.paper.question", { number: 3 }) }) });
  const picture = third.getByRole("img", { name: say("ta", "questionBank.paper.picture", { number: 3 }) });
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shown = (await picture.boundingBox())!;
  expect(shown.x).toBeGreaterThanOrEqual(0);
  expect(shown.x + shown.width).toBeLessThanOrEqual(360);
  expect(shown.width).toBeGreaterThan(60);
  const lines = await ink(await picture.screenshot());
  expect(lines).toBeGreaterThan(0.005);
  expect(lines).toBeLessThan(0.3);
});
