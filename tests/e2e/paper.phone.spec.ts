import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { MEMBER_PAGE_FILE_ID, PDF_MOCK_TEST_ID } from "./accounts";
import { say } from "./messages";
import { addStudentAsAdmin, signInStudent, startFromInstructions } from "./session";

// Issue 34's readable PDF test, on a 360 px phone in Tamil with the CPU slowed 4×: the paper sits
// above the bubbles inside the sticky bar, its pages the images the server drew, shown so its body
// text (11 pt on A4, as printed) is at least 12 CSS px high; the timer and the bubbles stay on the screen while it is read, and the
// paper turns to the page of the question the student is on (staff said where each page starts).

const width = 360;
const pageOf = (page: number) => say("ta", "records.viewer.pageOf", { page, pages: 3 });

/** Whether the whole of the element is inside the phone's screen. */
async function onScreen(page: Page, selector: ReturnType<Page["locator"]>) {
  const box = (await selector.boundingBox())!;
  return box.y >= 0 && box.y + box.height <= 740 && box.x >= 0 && box.x + box.width <= width;
}

test("a PDF test on a slow phone: the paper readable above the bubbles, the timer in view, the page following the question", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const pdfjsAsked: string[] = [];
  page.on("request", (request) => void (new URL(request.url()).pathname.startsWith("/pdfjs/") && pdfjsAsked.push(request.url())));
  await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await signInStudent(page, await addStudentAsAdmin(64));
  await page.goto(`/Test-Series/${PDF_MOCK_TEST_ID}`);
  await startFromInstructions(page);

  // Drawn readable: the page is the image the server drew (tests/e2e/prepare.ts drew it as the site's
  // round does), shown so its body text is at least 12 CSS px high, wider than the phone to pan;
  // the phone itself draws nothing, so pdf.js is never fetched.
  const paper = page.getByRole("img", { name: /வினாத்தாள்|Full paper|முழு/ }).first();
  const drawn = page.locator("img[data-text-px]");
  await expect(drawn).toHaveCount(1, { timeout: 30_000 });
  expect(Number(await drawn.getAttribute("data-text-px"))).toBeGreaterThanOrEqual(12);
  expect((await drawn.boundingBox())!.width).toBeGreaterThan(width);
  await expect(paper).toBeVisible();
  await expect.poll(() => drawn.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(1000);
  // Its pixels: dark text on white where the first question is (not an empty box).
  const ink = await drawn.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement("canvas");
    [canvas.width, canvas.height] = [img.naturalWidth, img.naturalHeight];
    const context = canvas.getContext("2d")!;
    context.drawImage(img, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, Math.floor(canvas.height / 4));
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] < 100) dark++;
    return dark / (data.length / 4);
  });
  expect(ink).toBeGreaterThan(0.01);
  expect(ink).toBeLessThan(0.5);
  expect(pdfjsAsked).toEqual([]);
  await expect(page.getByText(pageOf(1))).toBeVisible();

  // The timer and the first bubbles share the screen with the paper.
  const timer = page.getByRole("timer");
  const bubble = (n: number, letter: string) => page.getByRole("group", { name: say("ta", "mockSit.question", { number: n }), exact: true }).getByRole("radio", { name: letter });
  expect(await onScreen(page, timer)).toBe(true);
  expect(await onScreen(page, bubble(1, "A"))).toBe(true);
  await bubble(1, "A").check();

  // Down the sheet to question 20: the paper turns to page 2, where question 16 starts.
  await page.locator("#q-20").evaluate((row) => window.scrollBy(0, row.getBoundingClientRect().top - (document.getElementById("sheet-bar")!.getBoundingClientRect().bottom + 4)));
  await expect(page.getByText(pageOf(2))).toBeVisible();
  expect(await onScreen(page, timer)).toBe(true);
  expect(await onScreen(page, bubble(20, "C"))).toBe(true);
  await bubble(20, "C").check();

  // A page the student turns to stays, until the question's page changes again.
  await page.getByRole("button", { name: say("ta", "records.viewer.next") }).click();
  await expect(page.getByText(pageOf(3))).toBeVisible();
  await bubble(21, "B").check();
  await expect(page.getByText(pageOf(3))).toBeVisible();
  await page.locator("#q-5").evaluate((row) => window.scrollBy(0, row.getBoundingClientRect().top - (document.getElementById("sheet-bar")!.getBoundingClientRect().bottom + 4)));
  await expect(page.getByText(pageOf(1))).toBeVisible();

  // A reload with the site unreachable (every request aborted, the service worker's too): the sheet
  // and every page of its paper come from the phone, the sheet having kept them when it opened.
  const pageFiles = [0, 1, 2].map((n) => `/api/files/${MEMBER_PAGE_FILE_ID + n}`);
  await expect
    .poll(() => page.evaluate(async (urls) => !!navigator.serviceWorker.controller && (await Promise.all(urls.map((url) => caches.match(url)))).every(Boolean), pageFiles), {
      timeout: 30_000,
    })
    .toBe(true);
  await context.setOffline(true);
  await context.route("**/*", (route) => route.abort("internetdisconnected"));
  await page.reload();
  const shown = page.locator("img[data-text-px]");
  for (const n of [1, 2, 3]) {
    if (n > 1) await page.getByRole("button", { name: say("ta", "records.viewer.next") }).click();
    await expect(page.getByText(pageOf(n))).toBeVisible();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(1000);
  }
  await context.close();
});
