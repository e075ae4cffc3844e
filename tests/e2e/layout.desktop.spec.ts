import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { institute } from "@/lib/config";
import { publicRoutes } from "@/lib/routes";
import { clipped, expectDrawnWith, fonts, openWith } from "./fonts";

// The Tamil menu on a 1280 px screen (issue 17, item 10): every item on one line, in one row, and
// the brand beside it whole, with nothing pushed off the side, in either font (tests/e2e/fonts.ts).

const ta = JSON.parse(readFileSync("messages/ta.json", "utf8"));

for (const font of fonts) {
  test(`at 1280 px in Tamil, in ${font} Noto Sans Tamil, each menu item is one line, all in one row, and the brand is not cut off`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openWith(page, font, publicRoutes.home);
    const menu = page.getByRole("navigation", { name: ta.nav.mainMenu });
    await expect(menu).toBeVisible();
    const items = await menu.locator(":scope > a, :scope > div > button").evaluateAll((elements) =>
      elements.map((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return {
          text: el.textContent?.replace("▾", "").trim(),
          top: Math.round(box.top),
          // The text's own height: the box without its padding.
          textHeight: box.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
          lineHeight: parseFloat(style.lineHeight),
        };
      }),
    );
    expect(items.map((i) => i.text)).toEqual([ta.nav.home, ta.nav.courses, ta.nav.aboutMenu, ta.nav.testSeries, ta.nav.login]);
    expect(new Set(items.map((i) => i.top)).size, "one row").toBe(1);
    for (const item of items) expect(item.textHeight, `${item.text} on one line`).toBeLessThan(1.5 * item.lineHeight);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    const brand = page.getByTestId("brand-name");
    await expect(brand).toHaveText(institute.name.ta, { useInnerText: true });
    const cut = await brand.evaluate((el) => ({ wide: el.scrollWidth - el.clientWidth, tall: el.scrollHeight - el.clientHeight }));
    expect(cut, "the brand is not cut off").toEqual({ wide: 0, tall: 0 });
    await expectDrawnWith(brand, font);
    expect(await clipped(brand), "a letter of the brand is clipped").toBe(false);
  });
}
