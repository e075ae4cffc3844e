import { expect, test } from "./fixtures";
import { addStudentAsAdmin, signIn } from "./session";

// Payments on a computer (issue 17, item 12): the table is wider than the page beside the menu
// and scrolls sideways inside its box; the student it is about must be in sight without scrolling.

test("the Payments table shows who paid without scrolling sideways", async ({ page }) => {
  const student = await addStudentAsAdmin(800_000 + (Date.now() % 100_000));
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, "ADMIN");
  await page.goto(`/en/Payments?${new URLSearchParams({ q: student.username })}`);
  const table = page.getByRole("table");
  const cell = table.getByRole("row").filter({ hasText: student.username }).getByRole("cell").nth(1);
  await expect(cell).toContainText(student.username);
  await expect(cell).toContainText(student.registerNo);
  const shown = (await table.locator("..").boundingBox())!;
  const box = (await cell.boundingBox())!;
  expect(box.x + box.width, "inside the part of the table on screen").toBeLessThanOrEqual(shown.x + shown.width);
  await expect(table.getByRole("columnheader").nth(1)).toHaveText("Student");
});
