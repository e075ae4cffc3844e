import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Opens the console's menu from the top bar's button (phones) and returns the button. A tap that
 * lands before the bar has hydrated does nothing, so it taps until the button says it is open.
 */
export async function openConsoleMenu(page: Page, label: string) {
  const button = page.getByRole("banner").getByRole("button", { name: label, exact: true });
  await expect(async () => {
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  return button;
}

/**
 * The console's success message (components/ui/notice.tsx) while it says `text`: a status above
 * every page that stays until its close button is tapped or another message replaces it.
 */
export function consoleNotice(page: Page, text: string | RegExp): Locator {
  return page.getByTestId("console-notice").filter({ has: page.getByRole("status").filter({ hasText: text }) });
}
