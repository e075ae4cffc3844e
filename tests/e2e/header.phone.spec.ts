import { expect, test } from "./fixtures";

test("phone drawer opens with the menu icon and closes with the close icon", async ({ page }) => {
  await page.goto("/");
  const open = page.getByRole("button", { name: "பட்டியலைத் திற" });
  await expect(open).toBeVisible();
  await expect(page.locator("#site-drawer")).toHaveCount(0);

  await open.click();
  const drawer = page.locator("#site-drawer");
  await expect(drawer).toBeVisible();
  // The drawer covers the whole screen height, not just the header it belongs to.
  const box = (await drawer.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 1);
  await expect(drawer.locator(`a[href="/Achivement"]`)).toBeAttached();
  await expect(open).toHaveAttribute("aria-expanded", "true");
  await drawer.getByRole("button", { name: "பட்டியலை மூடு" }).click();
  await expect(drawer).toHaveCount(0);
});

test("choosing a drawer link navigates, closes the drawer and scrolls to the top", async ({ page }) => {
  await page.goto("/en");
  await page.mouse.wheel(0, 1500);
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.locator("#site-drawer");
  await drawer.getByText("Courses").click();
  await drawer.getByRole("link", { name: "Group II-A" }).click();
  await expect(page).toHaveURL(/\/en\/Group-2A$/);
  await expect(drawer).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("pages fit a phone screen without sideways scrolling", async ({ page }) => {
  for (const path of ["/", "/en"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
