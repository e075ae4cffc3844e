import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { BANK_MOCK_TEST_ID, BANK_STEM } from "./accounts";
import { say } from "./messages";
import { addStudentAsAdmin, openPalette, paletteButton, signInStudent, startFromInstructions } from "./session";

// Issue 34's sheet built for a thumb, on a 360 px phone in Tamil with the CPU slowed 4×: a test
// from the bank shows one question per screen, with section tabs, Previous / Next, a language
// switch per question and the palette in a drawer from the sticky bar; a jump from the drawer puts
// the question's text below the bar; a review mark and a visit are saved on the server, so a
// second phone opens the same palette.

const width = 360;
const sheetUrl = `/Test-Series/${BANK_MOCK_TEST_ID}`;
/** A question's text as the sheet shows it, after its number ("7. வங்கி வினா 7"). */
const stem = (n: number, lang: "ta" | "en" = "ta") => new RegExp(`^${n}\\.\\s*${BANK_STEM[lang]} ${n}$`);
const of = (n: number) => say("ta", "mockSit.questionOf", { number: n, questions: 12 });

async function slowPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return page;
}

test("a bank test on a slow phone: one question per screen, section tabs, a language per question, the palette drawer, review marks another phone sees", async ({ browser }) => {
  test.setTimeout(180_000);
  const student = await addStudentAsAdmin(63);
  const page = await slowPhone(browser);
  await signInStudent(page, student);
  await page.goto(sheetUrl);
  const instructions = page.getByRole("region", { name: say("ta", "mockSit.instructions.title") });
  await expect(instructions.getByText(say("ta", "mockSit.instructions.section", { name: "பொது அறிவு", from: 7, to: 12 }))).toBeVisible();
  await expect(instructions.getByText(say("ta", "mockSit.instructions.bank"))).toBeVisible();
  await startFromInstructions(page);

  // One question on the screen: its text and bubbles; the next one is not on the page.
  await expect(page.getByText(of(1))).toBeVisible();
  await expect(page.getByText(stem(1))).toBeVisible();
  await expect(page.getByText(stem(2))).toHaveCount(0);
  const bubble = (n: number, letter: string) => page.getByRole("group", { name: say("ta", "mockSit.question", { number: n }), exact: true }).getByRole("radio", { name: letter });
  await bubble(1, "A").check();
  // As drawn: the chosen bubble filled, the others not, each circle at least 32 px and on the
  // screen; a tap on a circle's middle (the circle lets it through to its radio) chooses it.
  const circles = page.getByRole("group", { name: say("ta", "mockSit.question", { number: 1 }), exact: true }).locator("label > span");
  const fill = (i: number) => circles.nth(i).evaluate((e) => getComputedStyle(e).backgroundColor);
  const filled = await fill(0);
  expect(await fill(1)).not.toBe(filled);
  const circle = (await circles.nth(1).boundingBox())!;
  expect(Math.min(circle.width, circle.height)).toBeGreaterThanOrEqual(32);
  expect(circle.x + circle.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.mouse.click(circle.x + circle.width / 2, circle.y + circle.height / 2);
  await expect(bubble(1, "B")).toBeChecked();
  expect([await fill(1), (await fill(0)) === filled]).toEqual([filled, false]);
  await bubble(1, "A").check();
  await page.getByRole("button", { name: say("ta", "mockSit.next") }).click();
  await expect(page.getByText(stem(2))).toBeVisible();
  await expect(page.getByText(stem(1))).toHaveCount(0);

  // Section tabs: the second section starts at question 7; its language switched on its own.
  await page
    .getByRole("navigation", { name: say("ta", "mockSit.sections") })
    .getByRole("button", { name: "பொது அறிவு" })
    .click();
  await expect(page.getByText(of(7))).toBeVisible();
  await page
    .getByRole("group", { name: say("ta", "mockSit.questionLanguage") })
    .getByRole("button", { name: "English" })
    .click();
  await expect(page.getByText(stem(7, "en"))).toBeVisible();
  await page.getByRole("button", { name: say("ta", "mockSit.next") }).click();
  await expect(page.getByText(stem(8))).toBeVisible();

  // The palette, from the sticky bar: answered, seen with no bubble, not visited; a jump to 11.
  // From the bottom of the page (Submit), where the next question's top would be out of sight.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  let palette = await openPalette(page);
  await expect(paletteButton(palette, 1)).toHaveAttribute("data-state", "answered");
  await expect(paletteButton(palette, 2)).toHaveAttribute("data-state", "blank");
  await expect(paletteButton(palette, 3)).toHaveAttribute("data-state", "notVisited");
  await paletteButton(palette, 11).click();
  await expect(palette).toBeHidden();
  await expect(page.getByText(of(11))).toBeVisible();
  const text = (await page.getByText(stem(11)).boundingBox())!;
  const bar = (await page.locator("#sheet-bar").boundingBox())!;
  expect(text.y, "the question's text starts below the sticky bar").toBeGreaterThanOrEqual(bar.y + bar.height);
  expect(text.x + text.width).toBeLessThanOrEqual(width);

  // Marked for review: saved on the server with the visits, so a second phone shows it.
  await page.getByRole("button", { name: say("ta", "mockSit.reviewQuestion", { number: 11 }) }).click();
  await expect(page.getByRole("button", { name: say("ta", "mockSit.reviewQuestion", { number: 11 }) })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(say("ta", "mockSit.allSaved"))).toBeVisible();
  const second = await slowPhone(browser);
  await signInStudent(second, student);
  await expect
    .poll(
      async () => {
        await second.goto(sheetUrl);
        const drawer = await openPalette(second);
        const state = [
          await paletteButton(drawer, 11).getAttribute("data-review"),
          await paletteButton(drawer, 2).getAttribute("data-state"),
          await paletteButton(drawer, 3).getAttribute("data-state"),
        ];
        return state.join(" ");
      },
      { timeout: 60_000 },
    )
    .toBe("true blank notVisited");
  await expect(second.getByRole("group", { name: say("ta", "mockSit.question", { number: 1 }), exact: true }).getByRole("radio", { name: "A" })).toBeChecked();
  await second.context().close();
  palette = await openPalette(page);
  await expect(paletteButton(palette, 11)).toHaveAttribute("data-review", "true");
  await page.context().close();
});
