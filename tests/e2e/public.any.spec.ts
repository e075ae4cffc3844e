// Every public route in both languages, on a desktop and a phone: it answers 200 with its
// heading, logs no console error and fits a 360 px screen; then the home page's moving parts,
// the downloads, the search and the eligibility checker.
import { readFileSync } from "node:fs";
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openHeaderSearch } from "./header";
import { institute } from "@/lib/config";
import { examPages, pageInfo, type ExamPageKey } from "@/lib/exams/pages";
import { staticPdfs } from "@/lib/exams/schedule";
import { localizedPath, publicPaths } from "@/lib/public-pages";

const messages = { ta: JSON.parse(readFileSync("messages/ta.json", "utf8")), en: JSON.parse(readFileSync("messages/en.json", "utf8")) };
const examByPath = new Map((Object.keys(examPages) as ExamPageKey[]).map((key) => [pageInfo(key).path, key]));

function heading(locale: "ta" | "en", path: string): string {
  const m = messages[locale];
  const exam = examByPath.get(path);
  if (exam) return m.examPages[exam].title;
  return {
    "/": institute.name[locale],
    "/About": m.about.title,
    "/WhyAbout": m.why.title,
    "/Affairs": m.affairs.title,
    "/Affairs/Quiz": m.quiz.title,
    "/Eligibility": m.eligibility.title,
    "/Faculty": m.staff.teamTitle,
    "/Achivement": m.achievers.pageTitle,
    "/Payment": m.paymentPage.heading,
  }[path]!;
}

/** Console errors and uncaught exceptions while the page runs. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(`${message.text()} ${message.location().url} on ${page.url()}`));
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("response", (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`));
  return errors;
}

for (const locale of ["ta", "en"] as const) {
  test(`every public page answers in ${locale === "ta" ? "Tamil" : "English"} with its heading, no errors and no sideways scroll at 360 px`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const errors = watchErrors(page);
    for (const path of publicPaths) {
      const url = localizedPath(locale, path);
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator("html"), url).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 }), url).toHaveText(heading(locale, path));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${url} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
      // Screen-reader users move by headings: none may skip a level (h1 → h3).
      const skips = await page.evaluate(() => {
        const levels = [...document.querySelectorAll("main h1, main h2, main h3, main h4, main h5, main h6")].map((h) => Number(h.tagName[1]));
        return levels.filter((level, i) => i > 0 && level > levels[i - 1] + 1).length;
      });
      expect(skips, `${url} skips a heading level`).toBe(0);
      await expect(page.locator('link[rel="canonical"]'), url).toHaveAttribute("href", path === "/" && locale === "ta" ? /^https?:\/\/[^/]+\/?$/ : new RegExp(`${url}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="en"]'), url).toHaveAttribute("href", new RegExp(`${localizedPath("en", path)}$`));
    }
    expect(errors).toEqual([]);
  });
}

test("visitors' /SI-Technical and /Test-Series lead to the SI page and the student login", async ({ page }) => {
  await page.goto("/en/SI-Technical");
  await expect(page).toHaveURL(/\/en\/Si-Recruitment$/);
  await page.goto("/en/Test-Series");
  await expect(page).toHaveURL(/\/en\/Student-Login$/);
});

/** The rotating line's phrase a reader sees now: the one drawn (nearly) opaque, null if none or two are. */
function shownPhrase(page: Page) {
  return page.getByTestId("rotating-heading").evaluate((line) => {
    const shown = [...line.querySelectorAll("[aria-hidden=true] > span")].filter((span) => Number(getComputedStyle(span).opacity) > 0.9);
    return shown.length === 1 ? shown[0].textContent : null;
  });
}

/**
 * CSS animations and transitions at four times their speed (Chromium's DevTools protocol): the
 * counters' nine seconds and the rotating line's turns take a quarter of the real time.
 */
/** A home-page counter's figure as screen readers hear it ("200+"): where it counts up to. */
const figure = async (page: Page, label: string) => Number((await page.getByText(label).locator("..").locator(".sr-only").textContent())!.replace("+", ""));

async function hurry(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.enable");
  await cdp.send("Animation.setPlaybackRate", { playbackRate: 4 });
}

test.describe("the home page", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("shows the popup once a session, rotates its heading and counts up", async ({ page }) => {
    await page.goto("/en");
    await hurry(page);
    // The 9-second counter is still on its way up (it is checked again at the end) to its figure:
    // the institute's students counted, or the configured figure on a fresh install (issue 38).
    const students = page.getByText("Happy Students").locator("..").getByTestId("counter");
    const shown = () => students.evaluate((el) => Number(getComputedStyle(el).getPropertyValue("--n")));
    expect(await shown()).toBeLessThan(await figure(page, "Happy Students"));
    const popup = page.getByRole("dialog", { name: "Admissions are open" });
    await expect(popup).toBeVisible();
    // Its own Close button (the dialog's close icon, last, has the same name).
    await popup.getByRole("button", { name: "Close" }).first().click();
    await expect(popup).toBeHidden();

    // Whichever phrase shows by now (the line has been turning since the page opened), another follows.
    const phrases = Object.values(messages.en.home.rotating);
    // Each look is kept: between two looks the line may be crossfading (no phrase, or two, opaque).
    let first: string | null = null;
    await expect.poll(async () => (first = await shownPhrase(page))).not.toBeNull();
    expect(phrases).toContain(first);
    await expect
      .poll(
        async () => {
          const now = await shownPhrase(page);
          return now !== null && phrases.includes(now) && now !== first;
        },
        { timeout: 5000 },
      )
      .toBe(true);

    // …and stops at the figure.
    const final = await figure(page, "Happy Students");
    await expect.poll(shown, { timeout: 12_000 }).toBe(final);
    await expect(page.getByText("Happy Students").locator("..")).toContainText(`${final}+`);

    await page.reload();
    await page.waitForTimeout(1500);
    await expect(popup).toBeHidden();
  });

  test("holds still for visitors who ask for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/en");
    await hurry(page);
    await page.getByRole("dialog").getByRole("button", { name: "Don't show again" }).click();
    const first = await shownPhrase(page);
    expect(first).toBe(messages.en.home.rotating["1"]);
    // 1 s at four times the speed: what a rotation would have shown by 4 s.
    await page.waitForTimeout(1000);
    expect(await shownPhrase(page)).toBe(first);
    const stories = page.getByText("Success Stories").locator("..").getByTestId("counter");
    expect(await stories.evaluate((el) => Number(getComputedStyle(el).getPropertyValue("--n")))).toBe(await figure(page, "Success Stories"));
    await page.goto("/WhyAbout");
    await expect(page.getByTestId("typewriter")).toContainText(messages.ta.why.points["1"]);
  });
});

test("the schedules and the OMR sheet download from the site root as PDFs", async ({ page, request }) => {
  await page.goto("/en/Affairs");
  for (const url of Object.values(staticPdfs)) {
    await expect(page.locator(`a[href="${url}"]`)).toBeVisible();
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  }
});

test("the header search finds pages by Tamil or English names and syllabus PDFs by their words", async ({ page }) => {
  await page.goto("/");
  const search = page.getByRole("search");
  const box = search.getByRole("searchbox");
  await openHeaderSearch(page);
  await box.fill("group 2");
  await expect(search.getByRole("link", { name: "குரூப் 2A", exact: true })).toBeVisible();
  await box.fill("பொதுத் தமிழ்");
  const pdf = search.getByRole("link", { name: /குரூப் 4 – பாடத்திட்டம்/ });
  await expect(pdf).toHaveAttribute("href", /^\/api\/files\/\d+$/);
  await box.fill("zzzz");
  await expect(search.getByText("பொருந்தும் பக்கம் எதுவும் இல்லை.")).toBeVisible();
});

test("the eligibility checker applies the community relaxations", async ({ page }) => {
  await page.goto("/en/Eligibility?exam=joint");
  await page.getByRole("button", { name: "Check eligibility" }).click();
  await expect(page.getByText("Enter your date of birth.")).toBeVisible();
  // 31 years old on 1 July of this year.
  const year = new Date().getFullYear();
  await page.getByLabel("Date of birth").fill(`${year - 32}-07-02`);
  await page.getByLabel("Community").selectOption("MBC");
  await page.getByLabel("Highest qualification").selectOption("degree");
  await page.getByRole("button", { name: "Check eligibility" }).click();
  const results = page.locator("li[data-exam]");
  await expect(results.first()).toHaveAttribute("data-exam", "joint");
  await expect(results.first()).toContainText("Eligible");
  await expect(results.first()).toContainText("Age limit: 20 to 32 years (your community)");
  const common = page.locator('li[data-exam="common"]');
  await expect(common).toContainText("Not eligible");
  await expect(common).toContainText("Above the upper age limit of 28.");

  await page.getByLabel("Community").selectOption("OC");
  await page.getByLabel("I am an ex-serviceman").check();
  await page.getByRole("button", { name: "Check eligibility" }).click();
  await expect(page.locator('li[data-exam="common"]')).toContainText("Age limit: 18 to 47 years (ex-servicemen)");
});

test("an idle home page prefetches each link once, not in a loop", async ({ page }) => {
  const requests = new Map<string, number>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.searchParams.has("_rsc")) return;
    const key = `${url.pathname} ${request.headers()["next-router-segment-prefetch"] ?? ""}`;
    requests.set(key, (requests.get(key) ?? 0) + 1);
  });
  await page.goto("/");
  // The loop this guards against asked ~40 times a second: 2.5 s of idling shows it.
  await page.waitForTimeout(2500);
  expect(requests.size, "the course links are prefetched").toBeGreaterThan(0);
  const repeated = [...requests].filter(([, count]) => count > 2);
  expect(repeated).toEqual([]);
});
