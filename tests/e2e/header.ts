import { expect, type Page } from "@playwright/test";

/**
 * Opens the header's search and returns its toggle. A click that lands before the header has
 * hydrated does nothing (the toggle needs JS), so it clicks until the box opens.
 */
export async function openHeaderSearch(page: Page) {
  const toggle = page.getByRole("button", { name: "தேடுக" });
  await expect(async () => {
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    await expect(page.getByRole("search").getByRole("searchbox")).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  return toggle;
}
