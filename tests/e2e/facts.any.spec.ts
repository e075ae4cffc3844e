import { expect, test } from "./fixtures";
import { institute } from "@/lib/config";
import { examPages, messageKey, pageInfo } from "@/lib/exams/pages";
import { localizedPath } from "@/lib/public-pages";
import { messages, say } from "./messages";

// Issue 17: /Common shows the heights, chest and endurance the specification gives it ("as above",
// the Joint Recruitment's), in both languages; the 404 page offers a Home button to its language's home.

const locales = ["ta", "en"] as const;
const common = (locale: (typeof locales)[number], key: string) => say(locale, `examPages.${messageKey("common.physical", key)}`, examPages.common.facts);

for (const locale of locales) {
  test(`/Common in ${locale === "ta" ? "Tamil" : "English"} shows the heights 170/167 and 159/157, the chest 81 + 5 cm and the ex-servicemen's 1500 m in 8 minutes`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(localizedPath(locale, pageInfo("common").path));
    const physical = page.locator("section#physical");
    await expect(physical.getByRole("heading", { level: 2 })).toContainText(messages[locale].examPages.common.physical.title);

    // Rows by their visible label, whatever layout the table takes on a phone.
    const row = (label: string) => physical.locator("tr").filter({ has: page.locator("th", { hasText: common(locale, label) }) });
    await expect(row("@physical.heightGeneral").locator("td")).toHaveText(["170", "159"]);
    await expect(row("@physical.heightReserved").locator("td")).toHaveText(["167", "157"]);
    for (const cell of await physical.locator("td").all()) await expect(cell).toBeVisible();

    const chest = physical.getByRole("listitem").filter({ hasText: common(locale, "@physical.chest") });
    await expect(chest).toBeVisible();
    await expect(chest).toHaveText(/81\D+5\D/);
    const run = physical.getByRole("listitem").filter({ hasText: common(locale, "@physical.enduranceExServicemen") });
    await expect(run).toBeVisible();
    await expect(run).toHaveText(/1500\D+8\D/);
  });
}

test("the 404 page in Tamil offers a Home button that leads to the Tamil home page, and in English to /en", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const locale of locales) {
    const response = await page.goto(localizedPath(locale, "/no-such-page"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages[locale].error.notFoundTitle);
    const home = page.locator("main").getByRole("link", { name: messages[locale].error.home, exact: true });
    await expect(home).toBeVisible();
    // A button a thumb can hit, on the screen.
    const box = (await home.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await home.click();
    await expect(page).toHaveURL(new URL(localizedPath(locale, "/"), baseURL).href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(institute.name[locale]);
  }
});
