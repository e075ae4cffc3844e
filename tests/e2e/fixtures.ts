// `test` and `expect` for every browser test: the same as Playwright's, pointed at this worker's own
// site (tests/e2e/sites.ts), with the home page's popup already dismissed ("Don't show again";
// tests/e2e/public.any.spec.ts clears that to test the popup itself).
import { readFile, rename, writeFile } from "node:fs/promises";
import { test as base, expect, type Locator, type TestInfo } from "@playwright/test";
import { noMiddleware, site } from "./sites";

/** The site the running test talks to: its worker's, or the copy without middleware. */
export function siteOf(info: TestInfo = base.info()): { url: string; dataDir: string; clockFile?: string } {
  return info.project.name === "no-middleware" ? noMiddleware : site(info.parallelIndex);
}

/** This test's site address, for request contexts made by hand. */
export const siteURL = (): string => siteOf().url;

// The fixtures' callback is named `provide`, not `use`: React's lint rules take `use` for the hook.
export const test = base.extend({
  baseURL: async ({}, provide, info) => provide(siteOf(info).url),
  storageState: async ({ baseURL }, provide) => provide({ cookies: [], origins: [{ origin: baseURL!, localStorage: [{ name: "admission-popup-hidden", value: "1" }] }] }),
});
export { expect };

/**
 * Waits until React has hydrated `control` (React keeps its props on the element then) and returns
 * it: a click on the server's HTML before that reaches no handler, as a tap on a slow phone would not.
 */
export async function hydrated(control: Locator): Promise<Locator> {
  await expect.poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))), { timeout: 15_000 }).toBe(true);
  return control;
}

/**
 * Chooses files in a file input once React has hydrated it: files set on the server's HTML fire a
 * change event nobody hears, and the form never learns of them.
 */
export async function chooseFiles(control: Locator, files: Parameters<Locator["setInputFiles"]>[0]): Promise<void> {
  await (await hydrated(control)).setInputFiles(files);
}

/** The offset of this worker's server clock (tests/e2e/test-clock.ts), 0 until a test moves it. */
async function clockOffset(file: string): Promise<number> {
  return Number(await readFile(file, "utf8").catch(() => "0")) || 0;
}

/** What this worker's server clock reads now: the deadlines a test types must be set from it. */
export async function serverNow(): Promise<Date> {
  const file = siteOf().clockFile;
  return new Date(Date.now() + (file ? await clockOffset(file) : 0));
}

/**
 * Moves this worker's server clock so that it reads `at` now (or leaves it, if it is already past
 * `at`), and it goes on from there in real time. Only forward: the worker's later tests share it.
 */
export async function setServerClock(at: Date): Promise<void> {
  const file = siteOf().clockFile;
  if (!file) throw new Error("this project's site has no test clock");
  const offset = at.getTime() - Date.now();
  if (offset <= (await clockOffset(file))) return;
  const temporary = `${file}.${process.pid}`;
  await writeFile(temporary, String(offset));
  await rename(temporary, file);
  // The server looks at the file every 20 ms.
  await new Promise((resolve) => setTimeout(resolve, 100));
}
