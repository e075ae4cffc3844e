import { readFile } from "node:fs/promises";
import { type Download, type Page } from "@playwright/test";
import { chooseFiles, expect, test } from "./fixtures";
import { decodeSheetCode } from "@/lib/omr/code";
import { loadCv } from "@/lib/omr/cv";
import { readQrCodes } from "@/lib/omr/qr";
import { capture, random, scanPdf, shade } from "../omr/scans";
import { rasterisePdf } from "../rasterise";
import { MOCK_TEST_ID, PAPER_MOCK_TEST_ID } from "./accounts";
import { say } from "./messages";
import { signIn } from "./session";

// Issue 20's printing, as staff do it on a 360 px phone in Tamil: the results page's paper view
// offers personal sheets in batches by register number and numbered blank sheets; each download is
// read back as a scanner would (rasterised, QR codes decoded), so the check is on what is printed.

/** The QR codes of each page of a downloaded PDF, decoded. */
async function codesOf(download: Download) {
  const pages = await rasterisePdf(await readFile((await download.path())!), 100);
  return Promise.all(pages.map(async (page) => (await readQrCodes(page.png)).map((c) => decodeSheetCode(c.text))));
}

const downloadOf = async (page: Page, click: () => Promise<void>) => (await Promise.all([page.waitForEvent("download"), click()]))[0];

test("staff print personal and blank OMR sheets of a test from a phone, in Tamil", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, "STAFF");
  await page.goto(`/Mock-Tests/${MOCK_TEST_ID}/Results`);
  await page.getByRole("link", { name: say("ta", "mockReview.tabs.paper"), exact: true }).click();
  await expect(page.getByRole("heading", { name: say("ta", "mockReview.paper.title") })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);

  // Personal: the first batch starts at the first register number; every page names its student.
  const batch = page.getByRole("link", { name: /^E2E-0001 – / });
  await expect(batch).toBeVisible();
  const box = (await batch.boundingBox())!;
  expect(box.height, "a thumb-sized target").toBeGreaterThanOrEqual(44);
  const personal = await downloadOf(page, () => batch.click());
  expect(personal.suggestedFilename()).toMatch(new RegExp(`^omr-test-${MOCK_TEST_ID}-sheets-1-\\d+-personal\\.pdf$`));
  const codes = (await codesOf(personal)).flat();
  expect(codes[0]).toEqual({ testId: MOCK_TEST_ID, sheetNo: 1, registerNo: "E2E-0001" });
  expect(codes.every((code) => code?.testId === MOCK_TEST_ID && code.registerNo)).toBe(true);

  // Blank: numbered from the first number given.
  await page.getByLabel(say("ta", "mockReview.paper.from"), { exact: true }).fill("41");
  await page.getByLabel(say("ta", "mockReview.paper.count", { max: 50 }), { exact: true }).fill("2");
  const blank = await downloadOf(page, () => page.getByRole("button", { name: say("ta", "mockReview.paper.download") }).click());
  expect((await codesOf(blank)).flat()).toEqual([41, 42].map((sheetNo) => ({ testId: MOCK_TEST_ID, sheetNo, registerNo: null })));
});

test("staff scan a shaded sheet, settle its double mark, and the student sees a paper score ranked beside an online taker's", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, "STAFF");
  await page.goto(`/Mock-Tests/${PAPER_MOCK_TEST_ID}/Results?tab=paper`);

  // The sheet as staff print it, shaded as the student did (question 2 twice), then scanned.
  const printed = await downloadOf(page, () => page.getByRole("link", { name: /^E2E-0001 – / }).click());
  const [first] = await rasterisePdf(await readFile((await printed.path())!), 150);
  const { cv } = await loadCv();
  const rng = random(3);
  const ink = [{ A: "solid" }, { A: "solid", B: "solid" }, { C: "solid" }, { D: "solid" }, { A: "solid" }] as const;
  const shape = { questions: 5, options: "AE" as const };
  const jpeg = await capture(cv, rng, await shade(rng, first, 150, shape, [...ink], null), "scan");
  await chooseFiles(page.getByLabel(say("ta", "mockReview.paper.chooseFiles")), { name: "hall-scan.pdf", mimeType: "application/pdf", buffer: await scanPdf([jpeg]) });
  await page.getByRole("button", { name: say("ta", "mockReview.paper.upload") }).click();

  // Read in the background; the page follows. The double mark is asked about, with its crop drawn.
  const doubt = page.getByRole("group", { name: say("ta", "mockReview.paper.doubts.double", { question: 2 }) });
  await expect(doubt).toBeVisible({ timeout: 90_000 });
  const crop = doubt.getByRole("img", { name: say("ta", "mockReview.paper.rowPicture", { question: 2 }) });
  await expect.poll(() => crop.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(100);
  const box = (await crop.boundingBox())!;
  expect(box.x + box.width, "the crop fits the phone").toBeLessThanOrEqual(360);
  await doubt.getByRole("button", { name: "B", exact: true }).click();
  await expect(doubt.getByRole("button", { name: "B", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: say("ta", "mockReview.paper.confirm"), exact: true }).click();
  await expect(page.getByText(say("ta", "mockReview.paper.status.CONFIRMED")).first()).toBeVisible();

  // The student: 7.5 on paper, first of the two who sat it (the online taker has 6).
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const student = await context.newPage();
  await signIn(student, "STUDENT");
  await student.goto(`/Test-Series/${PAPER_MOCK_TEST_ID}/Result`);
  await expect(student.getByTestId("score")).toHaveText("7.5");
  await expect(student.getByText(say("ta", "mockResults.rankOf", { rank: 1, sat: 2 }))).toBeVisible();
  await context.close();
});

test("a scan the reader cannot open says why in Tamil, with thumb-sized buttons to try again or remove it", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, "STAFF");
  await page.goto(`/Mock-Tests/${MOCK_TEST_ID}/Results?tab=paper`);
  // A PDF by its first bytes that pdf.js cannot open: the reader refuses it on its first try.
  await chooseFiles(page.getByLabel(say("ta", "mockReview.paper.chooseFiles")), { name: "torn-scan.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\nnot a document\n") });
  await page.getByRole("button", { name: say("ta", "mockReview.paper.upload") }).click();

  const row = page.getByRole("listitem").filter({ hasText: "torn-scan.pdf" });
  await expect(row).toContainText(say("ta", "mockReview.paper.scanStatus.FAILED"), { timeout: 60_000 });
  await expect(row).toContainText(say("ta", "mockReview.paper.scanProblems.unreadableFile"));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
  for (const name of [say("ta", "mockReview.paper.retryScan"), say("ta", "mockReview.paper.removeScan")]) {
    const box = (await row.getByRole("button", { name, exact: true }).boundingBox())!;
    expect(box.height, `${name}: a thumb-sized target`).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width, `${name}: on the screen`).toBeLessThanOrEqual(360);
  }
  await row.getByRole("button", { name: say("ta", "mockReview.paper.removeScan"), exact: true }).click();
  await expect(page.getByText("torn-scan.pdf")).toHaveCount(0);
});
