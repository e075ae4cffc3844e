import { readFileSync } from "node:fs";
import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { institute } from "@/lib/config";
import { authRoutes, examRoutes, publicRoutes } from "@/lib/routes";
import { clipped, expectDrawnWith, fonts, openWith } from "./fonts";
import { openHeaderSearch } from "./header";
import { apiCaller, signIn } from "./session";

// What a new user sees on a 360 px phone in Tamil (issue 17, items 4 and 9-11): the header's Test
// Series, the search with the keyboard open, the screen given to the page, and no part of a card,
// legend, link or table cut off or too small to tap.

const ta = JSON.parse(readFileSync("messages/ta.json", "utf8"));
const nav = ta.nav as Record<string, string>;
const WIDTH = 360;
const HEIGHT = 740;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: WIDTH, height: HEIGHT });
});

/** Opens the phone drawer (clicking again while the header hydrates) and every section in it. */
async function openDrawer(page: Page): Promise<Locator> {
  const drawer = page.locator("#site-drawer");
  await expect(async () => {
    if (!(await drawer.isVisible())) await page.getByRole("button", { name: nav.openMenu }).click();
    await expect(drawer).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  for (const summary of await drawer.locator("summary").all()) await summary.click();
  return drawer;
}

/** Heights of the links under `scope` that a person can see, with their text. */
function linkHeights(scope: Locator): Promise<{ text: string; height: number }[]> {
  return scope.locator("a").evaluateAll((links) => links.filter((a) => a.getClientRects().length > 0).map((a) => ({ text: a.textContent ?? "", height: a.getBoundingClientRect().height })));
}

test("Test Series in the drawer opens a signed-in student's papers, and a visitor's login", async ({ page }) => {
  await signIn(page, "STUDENT");
  await page.goto(publicRoutes.home);
  await (await openDrawer(page)).getByRole("link", { name: nav.testSeries, exact: true }).click();
  await expect(page).toHaveURL(/\/Test-Series$/);
  await expect(page.getByRole("heading", { level: 1, name: ta.portal.title })).toBeVisible();
  await expect(page.getByRole("textbox", { name: ta.auth.studentIdentifier })).toHaveCount(0);

  await page.context().clearCookies();
  await page.goto(publicRoutes.home);
  await (await openDrawer(page)).getByRole("link", { name: nav.testSeries, exact: true }).click();
  await expect(page).toHaveURL(/\/Student-Login$/);
  await expect(page.getByRole("textbox", { name: ta.auth.studentIdentifier })).toBeVisible();
});

test("with a 300 px keyboard open, every search result can be scrolled into view and tapped", async ({ page }) => {
  // The most the search shows: 8 pages (ten pages' names contain "ர்") and 8 syllabus PDFs
  // (SEARCH_LIMIT in lib/documents/queries.ts), the newest first, so these eight.
  const staff = await apiCaller("STAFF");
  const stamp = Date.now();
  const ids: number[] = [];
  for (let i = 0; i < 8; i++) {
    const created = await staff.post(`/api/documents/group4?${new URLSearchParams({ title: `தேர்வுக் குறிப்பு ${stamp}-${i}`, paper: "தாள் I", subject: "பொதுத் தமிழ்", name: "notes.pdf" })}`, {
      data: Buffer.from("%PDF-1.4\n% e2e search result\n"),
      headers: { "content-type": "application/pdf" },
    });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { row: { id: number } }).row.id);
  }
  try {
    await page.goto(publicRoutes.home);
    await openHeaderSearch(page);
    const search = page.getByRole("search");
    const box = search.getByRole("searchbox");
    await expect(box).toBeFocused();
    // The on-screen keyboard takes the bottom 300 px (Chrome shrinks the viewport with interactive-widget=resizes-content).
    const height = HEIGHT - 300;
    await page.setViewportSize({ width: WIDTH, height });
    await box.fill("ர்");
    const results = search.getByRole("link");
    await expect(results).toHaveCount(16);
    for (const result of await results.all()) {
      const name = await result.textContent();
      await result.scrollIntoViewIfNeeded();
      const b = (await result.boundingBox())!;
      expect(b.y, `${name} is below the top`).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height, `${name} is above the keyboard`).toBeLessThanOrEqual(height + 0.5);
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(WIDTH + 0.5);
      const onTop = await result.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return !!hit && el.contains(hit);
      });
      expect(onTop, `${name} is not covered`).toBe(true);
    }
    // The box stays where the person types.
    await expect(box).toBeInViewport();
  } finally {
    for (const id of ids) expect((await staff.delete(`/api/documents/group4/${id}`)).status()).toBe(204);
    await staff.dispose();
  }
});

for (const path of [publicRoutes.home, examRoutes.group4]) {
  for (const font of fonts) {
    test(`${path} in ${font} Noto Sans Tamil: the bars above the page take at most 130 px and the brand is whole`, async ({ page }) => {
      await openWith(page, font, path);
      const top = await page.locator("main").evaluate((main) => main.getBoundingClientRect().top + window.scrollY);
      expect(top, "header and everything above the page's content").toBeLessThanOrEqual(130);
      const brand = page.getByTestId("brand-name");
      await expect(brand).toHaveText(institute.shortName.ta, { useInnerText: true });
      await expectDrawnWith(brand, font);
      const cut = await brand.evaluate((el) => ({ wide: el.scrollWidth - el.clientWidth, tall: el.scrollHeight - el.clientHeight }));
      expect(cut, "the brand is not cut off").toEqual({ wide: 0, tall: 0 });
      expect(await clipped(brand), "a letter of the brand is clipped").toBe(false);
    });
  }
}

test("the phone number is in the drawer and the footer, and every link there is a 44 px tap target", async ({ page }) => {
  await page.goto(publicRoutes.home);
  const phone = page.locator(`footer a[href^="tel:"]`);
  await expect(phone).toContainText(institute.contact.phone);
  await phone.scrollIntoViewIfNeeded();
  await expect(phone).toBeInViewport();
  expect((await linkHeights(page.locator("footer"))).filter((l) => l.height < 44)).toEqual([]);

  await page.evaluate(() => window.scrollTo(0, 0));
  const drawer = await openDrawer(page);
  const call = drawer.locator(`a[href^="tel:"]`);
  await call.scrollIntoViewIfNeeded();
  await expect(call).toBeInViewport();
  await expect(call).toContainText(institute.contact.phone);
  const links = await linkHeights(drawer);
  expect(links.length).toBeGreaterThan(15);
  expect(links.filter((l) => l.height < 44)).toEqual([]);
});

test("every course card on the home page keeps its text inside", async ({ page }) => {
  await page.goto(publicRoutes.home);
  const cards = page.getByTestId("course-card");
  await expect(cards.filter({ hasText: nav.siTechnical })).toHaveCount(1);
  const spills = await cards.evaluateAll((all) =>
    all.flatMap((card) => {
      const box = card.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(card);
      const out = [...range.getClientRects()].some((r) => r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5);
      return out ? [card.textContent] : [];
    }),
  );
  expect(spills).toEqual([]);
});

test("the registration form's section titles sit inside their boxes, clear of the border", async ({ page }) => {
  await page.goto(authRoutes.studentRegister);
  const legends = await page.locator("main fieldset").evaluateAll((sets) =>
    sets.flatMap((set) => {
      const legend = set.querySelector(":scope > legend");
      if (!legend) return [];
      const box = set.getBoundingClientRect();
      const style = getComputedStyle(set);
      const l = legend.getBoundingClientRect();
      return [
        {
          text: legend.textContent,
          // The top border is a line from box.top to box.top + its width: the title starts below it.
          belowTopBorder: l.top >= box.top + parseFloat(style.borderTopWidth) - 0.5,
          inside: l.left >= box.left - 0.5 && l.right <= box.right + 0.5 && l.bottom <= box.bottom - parseFloat(style.borderBottomWidth) + 0.5,
        },
      ];
    }),
  );
  expect(legends.length).toBeGreaterThanOrEqual(5);
  for (const legend of legends) expect(legend, legend.text ?? "").toMatchObject({ belowTopBorder: true, inside: true });
});

test("no exam page scrolls sideways; each table scrolls in its own named box to its last column", async ({ page }) => {
  let checked = 0;
  for (const path of Object.values(examRoutes)) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(WIDTH);
    // /TNUSRB only links to the police exams' pages; the others have one to four tables.
    for (const table of await page.locator("main table").all()) {
      checked++;
      const scroller = table.locator("xpath=..");
      await expect(scroller).toHaveAttribute("role", "region");
      await expect(scroller).toHaveAttribute("tabindex", "0");
      await expect(scroller).toHaveAccessibleName(/\S/);
      const seen = await table.evaluate((element) => {
        const box = element.parentElement!;
        box.scrollLeft = box.scrollWidth;
        const last = element.querySelector("tr")!.lastElementChild!.getBoundingClientRect();
        const frame = box.getBoundingClientRect();
        return {
          overflowX: getComputedStyle(box).overflowX,
          room: box.scrollWidth - element.getBoundingClientRect().width,
          lastColumnShown: last.left >= frame.left - 0.5 && last.right <= frame.right + 0.5,
          insidePage: frame.right <= document.documentElement.clientWidth + 0.5,
        };
      });
      expect(seen, path).toMatchObject({ overflowX: "auto", lastColumnShown: true, insidePage: true });
      expect(seen.room, path).toBeGreaterThanOrEqual(-0.5);
    }
  }
  expect(checked).toBeGreaterThanOrEqual(8);
});
