// The console on a phone: the menu folds away, and every list fits the screen as cards.
import { expect, test } from "./fixtures";
import { openConsoleMenu } from "./console";
import { signIn } from "./session";

test("the console menu is folded on a phone and opens on demand", async ({ page }) => {
  await signIn(page, "STAFF");
  await page.goto("/en/StaffDash");
  await expect(page.getByRole("banner").getByRole("button", { name: "Menu", exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Group II", exact: true })).toBeHidden();
  await openConsoleMenu(page, "Menu");
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Group II", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/Courses\/group2$/);
});

for (const [role, paths] of [
  ["STAFF", ["/en/Courses/group2", "/en/Courses/group4/Add", "/en/Test-Papers", "/en/Test-Papers/Add", "/en/Achievers", "/en/Achievers/Add"]],
  ["ADMIN", ["/en/Staff-Members", "/en/Staff-Members/Add", "/en/Students", "/en/Audit", "/en/Outbox", "/Students"]],
] as const) {
  test(`console screens fit a phone without sideways scrolling (${role})`, async ({ page }) => {
    await signIn(page, role);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  });
}

test("a list's rows become labelled cards on a phone", async ({ page }) => {
  await signIn(page, "ADMIN");
  await page.goto("/en/Students");
  const row = page.getByRole("row").filter({ hasText: "E2E-0001" });
  await expect(row).toBeVisible();
  const box = await row.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  // Each value carries its column's name, drawn before it.
  const label = await row
    .getByRole("cell")
    .filter({ hasText: "E2E-0001" })
    .evaluate((cell) => getComputedStyle(cell, "::before").content);
  expect(label).toBe('"RegisterNo"');
  await expect(row).toContainText("XXXX XXXX 3333");
});
