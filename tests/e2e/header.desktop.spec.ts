import { expect, test } from "./fixtures";

test("desktop header: dropdowns open, close and lead to their pages", async ({ page }) => {
  await page.goto("/en");
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();

  const courses = nav.getByRole("button", { name: "Courses" });
  await courses.click();
  await expect(courses).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByText("Police recruitment (TNUSRB)")).toBeVisible();
  await expect(nav.getByText("Public Service Commission (TNPSC)")).toBeVisible();
  await expect(nav.getByRole("link", { name: "Joint Recruitment (SIs & SO)" })).toHaveAttribute("href", "/en/JointRecritment");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the open panel stays inside the window").toBeLessThanOrEqual(0);

  // Opening another menu closes the first; Escape closes it.
  const login = nav.getByRole("button", { name: "LogIn" });
  await login.click();
  await expect(courses).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/en/Admin-Login");
  await expect(nav.getByRole("link", { name: "Staff" })).toHaveAttribute("href", "/en/Staff-Login");
  await page.keyboard.press("Escape");
  await expect(login).toHaveAttribute("aria-expanded", "false");

  const about = nav.getByRole("button", { name: "About" });
  await about.click();
  await page.mouse.click(5, 400);
  await expect(about).toHaveAttribute("aria-expanded", "false");

  await about.click();
  await nav.getByRole("link", { name: "Why us" }).click();
  await expect(page).toHaveURL(/\/en\/WhyAbout$/);
  await expect(about).toHaveAttribute("aria-expanded", "false");
});

test("the header stays on top while the page scrolls", async ({ page }) => {
  await page.goto("/");
  await page.mouse.wheel(0, 2000);
  await expect(page.getByTestId("brand-name")).toBeInViewport();
});
