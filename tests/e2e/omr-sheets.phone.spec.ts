import { readFile } from "node:fs/promises";
import { type Download, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { RING, RING_RADIUS } from "@/components/mock-tests/results/ring";
import type { Letter } from "@/lib/mock-tests/key";
import { answerBubble } from "@/lib/omr/layout";
import { apiRoutes } from "@/lib/routes";
import { chooseFiles, expect, test } from "./fixtures";
import { decodeSheetCode } from "@/lib/omr/code";
import { loadCv } from "@/lib/omr/cv";
import { readQrCodes } from "@/lib/omr/qr";
import { capture } from "../omr/capture";
import { random, scanPdf, shade } from "../omr/scans";
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

test("staff scan a shaded sheet and settle its double mark; the student sees the paper score, their sheet as read with the marks drawn, objects to a reading, and the score changes when staff accept", async ({
  page,
  browser,
}) => {
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
  // Staff settle it as A (the student had rubbed A out): their sheet says otherwise, below.
  await doubt.getByRole("button", { name: "A", exact: true }).click();
  await expect(doubt.getByRole("button", { name: "A", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: say("ta", "mockReview.paper.confirm"), exact: true }).click();
  await expect(page.getByText(say("ta", "mockReview.paper.status.CONFIRMED")).first()).toBeVisible();

  // The student: 6 on paper, level with the online taker; their own sheet as read (issue 36), with
  // the reader's letters ringed blue and staff's orange, on a phone's screen of two pixels a point.
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const student = await context.newPage();
  await signIn(student, "STUDENT");
  const picture = student.waitForResponse((response) => response.url().endsWith(apiRoutes.mySheet(PAPER_MOCK_TEST_ID)));
  await student.goto(`/Test-Series/${PAPER_MOCK_TEST_ID}/Result`);
  await expect(student.getByTestId("score")).toHaveText("6");
  expect([(await picture).status(), (await picture).headers()["content-type"]]).toEqual([200, "image/jpeg"]);
  await expect(student.getByText(say("ta", "mockResults.rankOf", { rank: 1, sat: 2 }))).toBeVisible();
  const sheet = student.getByRole("img", { name: say("ta", "mockResults.sheetPicture") });
  await expect(sheet).toBeVisible();
  expect((await sheet.boundingBox())!.width).toBeLessThanOrEqual(360);
  let rings = await ringsOn(sheet);
  // Under the rings, the scan itself: question 1's shaded bubble is dark.
  const shaded = answerBubble(1, "A");
  expect(rings.dark(shaded.x, shaded.y)).toBe(true);
  expect(rings(1, "A")).toBe("reader");
  expect(rings(1, "D")).toBeNull();
  expect(rings(2, "A")).toBe("staff");
  expect(rings(4, "D")).toBe("reader");

  // The student objects to the reading of question 2: they shaded B.
  await student.getByLabel(say("ta", "mockResults.readingQuestion")).fill("2");
  await student.getByRole("button", { name: say("ta", "mockResults.readingObject") }).tap();
  const dialog = student.getByRole("dialog", { name: say("ta", "mockResults.readingTitle", { question: 2 }) });
  await dialog.getByText("B", { exact: true }).tap();
  await dialog.getByLabel(say("ta", "mockResults.reason")).fill("நான் B-ஐ நிரப்பினேன்; A-வை அழித்துவிட்டேன்.");
  await dialog.getByRole("button", { name: say("ta", "mockResults.send") }).tap();
  await expect(dialog.getByText(say("ta", "mockResults.sent"))).toBeVisible();

  // Staff see it with the row cut from the sheet, and accept.
  await page.goto(`/Mock-Tests/${PAPER_MOCK_TEST_ID}/Results?tab=paper`);
  const objection = page.getByTestId("reading-objection");
  await expect(objection).toContainText(say("ta", "mockReview.paper.readingRow", { name: "e2e-student", registerNo: "E2E-0001", question: 2, read: "A", letter: "B" }));
  const row = objection.getByRole("img", { name: say("ta", "mockReview.paper.rowPicture", { question: 2 }) });
  await expect.poll(() => row.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(100);
  await objection.getByRole("button", { name: say("ta", "mockReview.paper.readingAccept", { letter: "B" }) }).click();
  await expect(objection).toContainText(say("ta", "mockResults.status.ACCEPTED"));

  // The score changes, and the sheet shows staff's B.
  await student.reload();
  await expect(student.getByTestId("score")).toHaveText("7.5");
  await expect(student.getByTestId("score-changed")).toHaveText(say("ta", "mockResults.scoreChanged", { before: "6", after: "7.5" }));
  await expect(student.getByText(say("ta", "mockResults.rankOf", { rank: 1, sat: 2 }))).toBeVisible();
  rings = await ringsOn(sheet);
  expect(rings(2, "B")).toBe("staff");
  expect(rings(2, "A")).toBeNull();
  await context.close();
});

/**
 * Which ring the sheet's picture shows around a bubble, read from its rendered pixels: "reader"
 * (blue), "staff" (orange) or null, by the colours on the ring's circle either side of the bubble.
 */
async function ringsOn(sheet: Locator) {
  const png = await sheet.screenshot({ scale: "device" });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // The picture's part shown: the sheet's answer grid, in the sheet's points.
  const [left, top, width] = (await sheet.getAttribute("viewBox"))!.split(" ").map(Number);
  const perPoint = info.width / width;
  const near = (at: number, [r, g, b]: number[]) => Math.hypot(data[at] - r, data[at + 1] - g, data[at + 2] - b) < 90;
  const offset = (x: number, y: number) => (Math.round((y - top) * perPoint) * info.width + Math.round((x - left) * perPoint)) * 3;
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const ring = (question: number, letter: Letter): keyof typeof RING | "both" | null => {
    const { x, y } = answerBubble(question, letter);
    const found = new Set<keyof typeof RING>();
    // Left and right of the bubble only: the rows above and below are close enough for their rings to touch.
    for (const angle of [-30, -20, -10, 0, 10, 20, 30].flatMap((a) => [a, a + 180]))
      for (const radius of [RING_RADIUS - 0.5, RING_RADIUS, RING_RADIUS + 0.5]) {
        const at = offset(x + radius * Math.cos((angle * Math.PI) / 180), y + radius * Math.sin((angle * Math.PI) / 180));
        for (const by of ["reader", "staff"] as const) if (near(at, rgb(RING[by]))) found.add(by);
      }
    return found.size === 2 ? "both" : (([...found][0] as keyof typeof RING | undefined) ?? null);
  };
  return Object.assign(ring, { dark: (x: number, y: number) => near(offset(x, y), [0, 0, 0]) });
}

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
