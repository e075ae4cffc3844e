import { expect, test } from "./fixtures";
import { institute } from "@/lib/config";
import { openHeaderSearch } from "./header";
import { say } from "./messages";

test("Tamil is the default at / and English lives under /en", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("வெற்றிப் படிகள் பயிற்சி மையம்");
  // The full name from the sm breakpoint; phones show the short one, which fits (components/layout/brand-name.tsx).
  const phone = page.viewportSize()!.width < 640;
  await expect(page.getByTestId("brand-name")).toHaveText(phone ? "வெற்றிப் படிகள்" : "வெற்றிப் படிகள் பயிற்சி மையம்", { useInnerText: true });

  await page.getByTestId("language-switch").click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vetri Padigal Coaching Centre");

  await page.getByTestId("language-switch").click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("வெற்றிப் படிகள் பயிற்சி மையம்");
});

test("contact strip, second bar and footer carry the spec's links", async ({ page }) => {
  await page.goto("/en");
  // Above the header on wider screens; phones have it in the footer (and the drawer).
  await expect(page.locator('a[href^="tel:"]').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Quick links" }).getByRole("link", { name: "Admission Open - Join Now" })).toHaveAttribute("href", "/en/Student-Register");
  const footer = page.locator("footer");
  for (const href of [
    "/Group1",
    "/Group2",
    "/Group-2A",
    "/Group4",
    "/JointRecritment",
    "/Si-Recruitment",
    "/Si-FingerFrint",
    "/Common",
    "/About",
    "/Achivement",
    "/Faculty",
    "/Admin-Login",
    "/Staff-Login",
    "/Test-Series",
  ]) {
    await expect(footer.locator(`a[href="/en${href}"]`).first()).toBeAttached();
  }
  await expect(footer.locator('a[href="/en"]').first()).toBeAttached();
});

test("an unknown path shows the translated not-found page inside the site shell", async ({ page }) => {
  const response = await page.goto("/en/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByTestId("brand-name")).toBeVisible();
});

test("the search toggle finds pages by their translated names", async ({ page }) => {
  await page.goto("/");
  const toggle = await openHeaderSearch(page);
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("searchbox").fill("குரூப்");
  await expect(page.getByRole("link", { name: "குரூப் 2A" }).last()).toBeVisible();
  await page.getByRole("searchbox").fill("zzzz");
  await expect(page.getByText("பொருந்தும் பக்கம் எதுவும் இல்லை.")).toBeVisible();
  // On phones the results cover the screen, toggle included: the sheet has its own close button.
  await page.getByRole("search").getByRole("button", { name: "தேடலை மூடு" }).click();
  await expect(page.getByRole("searchbox")).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test("an exam page names its own shared-link picture: a 1200 × 630 PNG with its title, not the institute's (issue 38)", async ({ page, request }) => {
  await page.goto("/Group4");
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  const home = await (await request.get("/")).text();
  expect(image).toMatch(/\/Group4\/opengraph-image/);
  const response = await request.get(new URL(image!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  // The PNG header's width and height.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  // Its own picture, not the one every other page shares.
  expect(home).not.toContain(new URL(image!).pathname);
});

test("on a 360 px phone every public page offers thumb-sized call and WhatsApp buttons that never hide the footer's last line (issue 38)", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/Group4");
  const quick = page.getByRole("navigation", { name: say("ta", "contact.quick") });
  const call = quick.getByRole("link", { name: `${say("ta", "contact.call")} ${institute.contact.phone}` });
  const chat = quick.getByRole("link", { name: `${say("ta", "contact.whatsapp")} ${institute.contact.whatsapp}` });
  await expect(call).toHaveAttribute("href", `tel:${institute.contact.phone.replace(/\s/g, "")}`);
  await expect(chat).toHaveAttribute("href", `https://wa.me/${institute.contact.whatsapp.replace(/\D/g, "")}`);
  for (const button of [call, chat]) {
    const box = (await button.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(48);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
  }
  // Scrolled to the end, the footer's last line is clear of them.
  const rights = page.getByText(String(new Date().getFullYear()), { exact: false }).last();
  await rights.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 10_000);
  const line = (await rights.boundingBox())!;
  for (const button of [call, chat]) {
    const box = (await button.boundingBox())!;
    expect(line.y + line.height <= box.y || box.x + box.width <= line.x || box.x >= line.x + line.width, "a button over the footer's last line").toBe(true);
  }
  // Wider screens have the contact strip instead.
  await page.setViewportSize({ width: 1024, height: 740 });
  await expect(quick).toBeHidden();
});
