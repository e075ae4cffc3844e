import { readFileSync } from "node:fs";
import { type Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { staticPdfs } from "@/lib/exams/schedule";
import { apiCaller, signIn } from "./session";

// The syllabus viewer on a 360 px phone, in Tamil (issue 17): the dialog shows a drawn page, not
// an empty box, fitted to the screen, with pages and zoom that work, and nothing loaded from
// anywhere but this site, under the same strict Content-Security-Policy as before.

const ta = JSON.parse(readFileSync("messages/ta.json", "utf8"));
const viewer = ta.records.viewer as Record<string, string>;

/** How much of the canvas is drawn: the share of its pixels that are neither blank nor white. */
function inkShare(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    if (!element.width || !element.height) return 0;
    // The page's pixels are handed to the canvas as a bitmap (components/ui/pdf-pages.tsx): read through a copy.
    const copy = document.createElement("canvas");
    [copy.width, copy.height] = [element.width, element.height];
    const context = copy.getContext("2d")!;
    context.drawImage(element, 0, 0);
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 0 && (data[i] < 200 || data[i + 1] < 200 || data[i + 2] < 200)) ink++;
    return ink / (data.length / 4);
  });
}

test("a syllabus card's View draws the PDF's pages on a 360 px phone, in Tamil, from this site only", async ({ page, baseURL }) => {
  // A real three-page PDF with Tamil text (the Saturday schedule the build writes), added as staff do.
  const staff = await apiCaller("STAFF");
  const schedule = await staff.get(staticPdfs.saturday);
  const title = `வாராந்திரத் தேர்வு அட்டவணை ${Date.now()}`;
  const created = await staff.post(`/api/documents/group4?${new URLSearchParams({ title, paper: "தாள் I", subject: "பொதுத் தமிழ்", name: "schedule.pdf" })}`, {
    data: await schedule.body(),
    headers: { "content-type": "application/pdf" },
  });
  expect(created.status()).toBe(201);
  const { row } = (await created.json()) as { row: { id: number } };

  await page.setViewportSize({ width: 360, height: 740 });
  const origins = new Set<string>();
  page.on("request", (request) => origins.add(new URL(request.url()).origin));
  const response = await page.goto("/Group4");
  const policy = response!.headers()["content-security-policy"];
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("worker-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*https?:/);

  // Nothing of pdf.js comes with the page.
  const loadedBefore = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
  expect(loadedBefore.filter((name) => name.includes("pdf.worker"))).toEqual([]);

  const card = page.getByRole("listitem").filter({ hasText: title });
  await card.getByRole("button", { name: ta.records.view }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();

  const counter = dialog.getByText(new RegExp(viewer.pageOf.replace("{page}", "(\\d+)").replace("{pages}", "(\\d+)")));
  await expect(counter).toBeVisible();
  const canvas = dialog.locator("canvas");
  await expect.poll(() => inkShare(canvas), { message: "the first page is drawn", timeout: 15_000 }).toBeGreaterThan(0.005);

  // Fitted to the phone: the whole width of the page on screen, none of it off the side. (Each
  // drawing is a canvas of its own that replaces the last, so a box is read again until one is there.)
  const box = async () => (await canvas.boundingBox()) ?? { x: -1, y: 0, width: 0, height: 0 };
  await expect.poll(async () => (await box()).width).toBeGreaterThan(250);
  const fitted = await box();
  expect(fitted.x).toBeGreaterThanOrEqual(0);
  expect(fitted.x + fitted.width).toBeLessThanOrEqual(360);
  expect(fitted.width).toBeGreaterThan(250);

  await expect(counter).toHaveText(viewer.pageOf.replace("{page}", "1").replace("{pages}", "3"));
  await dialog.getByRole("button", { name: viewer.next }).click();
  await expect(counter).toHaveText(viewer.pageOf.replace("{page}", "2").replace("{pages}", "3"));
  // The second page's own canvas (named by its page once drawn), not the first one still shown.
  await expect(dialog.getByRole("img", { name: `${title}: ${viewer.pageOf.replace("{page}", "2").replace("{pages}", "3")}` })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => inkShare(canvas), { message: "the second page is drawn" }).toBeGreaterThan(0.005);

  await dialog.getByRole("button", { name: viewer.zoomIn }).click();
  await expect.poll(async () => (await box()).width, { message: "zoom makes the page wider than the screen" }).toBeGreaterThan(fitted.width * 1.1);
  await dialog.getByRole("button", { name: viewer.fitWidth }).click();
  await expect.poll(async () => Math.round((await box()).width)).toBe(Math.round(fitted.width));

  await dialog.getByRole("button", { name: ta.records.close }).click();
  await expect(dialog).toBeHidden();
  expect([...origins]).toEqual([new URL(baseURL!).origin]);
  expect((await staff.delete(`/api/documents/group4/${row.id}`)).status()).toBe(204);
  await staff.dispose();
});

test("the console's test-paper View draws the PDF under the console's nonce policy, in Tamil on a phone", async ({ page }) => {
  const staff = await apiCaller("STAFF");
  const subject = `கன்சோல் மாதிரித் தேர்வு ${Date.now()}`;
  const created = await staff.post(`/api/tests?${new URLSearchParams({ examType: "TNPSC", department: "GROUP_IV", subject, paperType: "QUESTION", name: "schedule.pdf" })}`, {
    data: await (await staff.get(staticPdfs.sunday)).body(),
    headers: { "content-type": "application/pdf" },
  });
  expect(created.status()).toBe(201);
  const { row } = (await created.json()) as { row: { id: number } };

  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, "STAFF");
  const response = await page.goto(`/Test-Papers?${new URLSearchParams({ q: subject })}`);
  expect(response!.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'.*worker-src 'self'/);
  await page.getByRole("row").filter({ hasText: subject }).getByRole("button", { name: ta.records.viewPdf }).click();
  const dialog = page.getByRole("dialog", { name: new RegExp(subject) });
  // Its title in words ("… · குரூப் IV · … · வினாத்தாள்"), never the stored codes.
  await expect(dialog.getByRole("heading", { level: 2 })).not.toContainText("GROUP_IV");
  await expect(dialog.getByText(viewer.pageOf.replace("{page}", "1").replace("{pages}", "3"))).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => inkShare(dialog.locator("canvas")), { message: "the page is drawn", timeout: 15_000 }).toBeGreaterThan(0.005);
  expect((await staff.delete(`/api/tests/${row.id}`)).status()).toBe(204);
  await staff.dispose();
});
