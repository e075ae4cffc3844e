// The two fonts a Tamil reader may see (issue 31, item 7). The site's own Noto Sans Tamil is
// `font-display: optional`, so a first visit on a slow phone is drawn with the phone's system font,
// which on Android is Noto Sans Tamil too (Debian's fonts-noto-core here, scripts/test-deps.sh).
// Layout checks run with each, and say which font really drew the text.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

export const fonts = ["the phone's", "the site's"] as const;
export type Font = (typeof fonts)[number];

/** Opens `path` drawn with `font`: the site's font files refused (the first visit), or loaded and cached. */
export async function openWith(page: Page, font: Font, path: string): Promise<void> {
  if (font === "the phone's") await page.route(/\.woff2$/, (route) => route.abort());
  await page.goto(path);
  if (font === "the site's") {
    await page.evaluate(() => document.fonts.ready);
    await page.reload();
  }
  await page.evaluate(() => document.fonts.ready);
}

/** The fonts the browser drew the element's text with (Chromium's DevTools protocol). */
export async function drawnWith(locator: Locator): Promise<{ family: string; custom: boolean }[]> {
  const page = locator.page();
  const cdp = await page.context().newCDPSession(page);
  // The browser tells the fonts of a node's own text: the probe goes on the first shown element that has some.
  await locator.evaluate((el) => {
    const own = (e: Element) => [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
    const shown = [el, ...el.querySelectorAll("*")].find((e) => own(e) && (e as HTMLElement).offsetParent !== null);
    (shown ?? el).setAttribute("data-font-probe", "");
  });
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "[data-font-probe]" });
  const { fonts: used } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await page.evaluate(() => document.querySelector("[data-font-probe]")?.removeAttribute("data-font-probe"));
  await cdp.detach();
  return used.map((f) => ({ family: f.familyName, custom: f.isCustomFont }));
}

/** The element's Tamil text is drawn with `font`'s Noto Sans Tamil: the site's file, or the system's. */
export async function expectDrawnWith(locator: Locator, font: Font): Promise<void> {
  const tamil = (await drawnWith(locator)).filter((f) => f.family === "Noto Sans Tamil");
  expect(
    tamil.map((f) => f.custom),
    `drawn with ${font} Noto Sans Tamil`,
  ).toEqual([font === "the site's"]);
}

/**
 * Whether any of the element's ink is cut off: its pixels (and 8 px around) as drawn, against the
 * same with its overflow shown. A line height too small for Tamil's vowel signs clips them.
 */
export async function clipped(locator: Locator): Promise<boolean> {
  const box = (await locator.boundingBox())!;
  const clip = { x: Math.max(0, box.x - 8), y: Math.max(0, box.y - 8), width: box.width + 16, height: box.height + 16 };
  const page = locator.page();
  const drawn = await page.screenshot({ clip, animations: "disabled" });
  const overflow = await locator.evaluate((el) => {
    const before = (el as HTMLElement).style.overflow;
    (el as HTMLElement).style.overflow = "visible";
    return before;
  });
  const whole = await page.screenshot({ clip, animations: "disabled" });
  await locator.evaluate((el, before) => ((el as HTMLElement).style.overflow = before), overflow);
  return !drawn.equals(whole);
}
