import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e";
// A second server: the same site built without middleware.ts, for the authorization table only.
const noMiddlewarePort = port + 1;

// Debian's Chromium: `npx playwright install` cannot download browsers on offline machines.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

export default defineConfig({
  testDir: "tests",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "off",
    launchOptions,
    // Every test starts as a visitor who chose "Don't show again" on the home page's popup;
    // tests/e2e/public.any.spec.ts clears it to test the popup itself.
    storageState: { cookies: [], origins: [{ origin: `http://localhost:${port}`, localStorage: [{ name: "admission-popup-hidden", value: "1" }] }] },
  },
  projects: [
    { name: "desktop", testMatch: /\/e2e\/.*\.(desktop|any)\.spec\.ts$|\/e2e\/authz\.spec\.ts$/, use: { ...devices["Desktop Chrome"], launchOptions } },
    { name: "phone", testMatch: /\/e2e\/.*\.(phone|any)\.spec\.ts$/, use: { ...devices["Pixel 7"], launchOptions } },
    // Bad input and probes (tests/security): last, so what it adds cannot upset the page tests.
    { name: "security", testMatch: /\/security\/.*\.spec\.ts$/, use: { ...devices["Desktop Chrome"], launchOptions } },
    {
      name: "no-middleware",
      testMatch: /\/e2e\/authz\.spec\.ts$/,
      use: { baseURL: `http://localhost:${noMiddlewarePort}` },
      // Without the middleware nothing maps "/Adm" to the Tamil page: Tamil is asked for as "/ta/Adm".
      // Its npm start runs inside the copy, so its data folder (and session secret) is there too.
      metadata: { nextDir: ".data/no-middleware/.next", tamilPrefix: "/ta", authSecretFile: path.resolve(".data/no-middleware", `${dataDir}-no-middleware`, "auth-secret") },
    },
  ],
  // The production build, started the way the README starts it, on its own embedded database.
  webServer: [
    {
      command: "node --import tsx tests/e2e/prepare.ts && npm start",
      url: `http://localhost:${port}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", S3_BUCKET: "", MAX_PDF_MB: "1" },
    },
    {
      command: "bash tests/e2e/serve-without-middleware.sh",
      url: `http://localhost:${noMiddlewarePort}/en`,
      timeout: 300_000,
      reuseExistingServer: false,
      env: { PORT: String(noMiddlewarePort), DATA_DIR: `${dataDir}-no-middleware`, DATABASE_URL: "", S3_BUCKET: "", MAX_PDF_MB: "1" },
    },
  ],
});
