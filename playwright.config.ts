import { defineConfig, devices } from "@playwright/test";
import { E2E_WORKERS, noMiddleware, readyUrl } from "./tests/e2e/sites";

// Debian's Chromium: `npx playwright install` cannot download browsers on offline machines.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

export default defineConfig({
  testDir: "tests",
  fullyParallel: false,
  // One worker per core, each with a site of its own (tests/e2e/sites.ts, tests/e2e/fixtures.ts).
  workers: E2E_WORKERS,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ...(process.env.E2E_JSON_REPORT ? [["json", { outputFile: process.env.E2E_JSON_REPORT }] as const] : [])],
  use: { trace: "off", launchOptions },
  projects: [
    { name: "desktop", testMatch: /\/e2e\/.*\.desktop\.spec\.ts$|\/e2e\/authz\.spec\.ts$/, use: { ...devices["Desktop Chrome"], launchOptions } },
    { name: "phone", testMatch: /\/e2e\/.*\.(phone|any)\.spec\.ts$/, use: { ...devices["Pixel 7"], launchOptions } },
    // Bad input and probes (tests/security): last, so what it adds cannot upset the page tests.
    { name: "security", testMatch: /\/security\/.*\.spec\.ts$/, use: { ...devices["Desktop Chrome"], launchOptions } },
    {
      name: "no-middleware",
      testMatch: /\/e2e\/authz\.spec\.ts$/,
      // Without the middleware nothing maps "/Adm" to the Tamil page: Tamil is asked for as "/ta/Adm".
      metadata: { nextDir: `${noMiddleware.dir}/.next`, tamilPrefix: "/ta" },
    },
  ],
  // The production build, started the way the README starts it: one site per worker and the copy
  // without middleware (tests/e2e/servers.ts).
  webServer: { command: "node --import tsx tests/e2e/servers.ts", url: readyUrl, timeout: 180_000, reuseExistingServer: false },
});
