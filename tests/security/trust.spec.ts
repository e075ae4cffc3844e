// Trust at the door (issue 15), against `npm start` on sites of its own: a fresh install whose first
// admin needs the printed setup code, and client addresses that come from the connection unless
// TRUST_PROXY says how many X-Forwarded-For entries a proxy in front vouches for.
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { request, type APIRequestContext } from "@playwright/test";
import { expect, test } from "../e2e/fixtures";
import { startSite, type RunningSite } from "../../bench/site";
import { actionReferences, callAction } from "../e2e/actions";

test.describe.configure({ mode: "serial" });

const port = Number(process.env.TRUST_PORT ?? 3640);
const PASSWORD = "first-admin-pw-1";
let proxied: RunningSite;
let direct: RunningSite;
let output = "";
let dataDir = "";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = path.resolve(".data", `trust-${process.pid}`);
  proxied = await startSite(port, { TRUST_PROXY: "1" }, { dataDir, onOutput: (text) => (output += text) });
  direct = await startSite(port + 1);
});
test.afterAll(async () => {
  await proxied?.stop();
  await direct?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A caller of one site, arriving through a proxy that reports `address` (or straight, without). */
const caller = (site: RunningSite, headers: Record<string, string> = {}) => request.newContext({ baseURL: site.url, extraHTTPHeaders: { origin: site.url, ...headers } });
const via = (address: string) => ({ "x-forwarded-for": address });

async function registerAdmin(context: APIRequestContext, fields: Record<string, string>): Promise<string> {
  const action = actionReferences().find((a) => a.key === "lib/auth/actions.ts#registerAdminAction")!;
  return (await callAction(context, action, [fields])).body;
}

test("a fresh install prints the setup code, and /Admin-Register refuses without it, limits guesses, then takes it once", async ({ page }) => {
  const code = output.match(/setup code ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/)?.[1];
  expect(code, output).toBeTruthy();
  expect(existsSync(path.join(dataDir, "admin-setup-code"))).toBe(true);

  const stranger = await caller(proxied, via("203.0.113.50"));
  expect(await registerAdmin(stranger, { username: "stranger", password: PASSWORD })).toContain('"setupCode":["setupCodeWrong"]');
  expect(await registerAdmin(stranger, { username: "stranger", password: PASSWORD, setupCode: "AAAA-BBBB-CCCC" })).toContain('"setupCode":["setupCodeWrong"]');
  // Ten guesses an hour per address: after them even the right code is refused from there.
  for (let i = 0; i < 8; i++) await registerAdmin(stranger, { username: "stranger", password: PASSWORD, setupCode: `GUESS-${i}` });
  expect(await registerAdmin(stranger, { username: "stranger", password: PASSWORD, setupCode: code! })).toContain('"serverError":"tooManyAttempts"');
  await stranger.dispose();

  // The operator, in Tamil on a phone-sized screen, with the code typed in lower case.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`${proxied.url}/Admin-Register`);
  const field = page.getByLabel("அமைவுக் குறியீடு");
  await expect(field).toBeVisible();
  expect((await field.boundingBox())!.width).toBeGreaterThan(250);
  await page.getByLabel("பயனர் பெயர்").fill("first-admin");
  await page.getByLabel("கடவுச்சொல்", { exact: true }).fill(PASSWORD);
  await field.fill(code!.toLowerCase());
  await page.getByRole("button", { name: "பதிவு செய்க" }).click();

  // Created: the form and its "no admin yet" give way to where the new admin signs in, which works.
  const main = page.locator("main");
  await expect(main.getByRole("status")).toHaveText("“first-admin” என்ற நிர்வாகிக் கணக்கு உருவாக்கப்பட்டது. நிர்வாகி உள்நுழைவுப் பக்கத்தில் இந்தப் பெயரையும் கடவுச்சொல்லையும் கொண்டு உள்நுழையலாம்.");
  await expect(main.getByText("இதுவரை நிர்வாகி யாரும் இல்லை", { exact: false })).toHaveCount(0);
  await expect(main.locator("input")).toHaveCount(0);
  await main.getByRole("link", { name: "நிர்வாகி உள்நுழைவு" }).click();
  await expect(page).toHaveURL(/\/Admin-Login$/);
  await main.getByLabel("பயனர் பெயர்").fill("first-admin");
  await main.getByLabel("கடவுச்சொல்", { exact: true }).fill(PASSWORD);
  await main.getByRole("button", { name: "உள்நுழைக", exact: true }).click();
  await page.waitForURL(/\/Adm$/);
  await page.context().clearCookies();

  // Spent: the file is gone, the form is closed, and the code adds nobody.
  expect(existsSync(path.join(dataDir, "admin-setup-code"))).toBe(false);
  await page.goto(`${proxied.url}/Admin-Register`);
  await expect(page.getByLabel("அமைவுக் குறியீடு")).toHaveCount(0);
  const late = await caller(proxied, via("198.51.100.20"));
  expect(await registerAdmin(late, { username: "late", password: PASSWORD, setupCode: code! })).toContain('"serverError":"adminRegisterOnlyAdmins"');
  await late.dispose();
});

async function login(context: APIRequestContext, username: string, password: string): Promise<number> {
  return (await context.post("/api/login", { data: { role: "ADMIN", username, password, locale: "en" } })).status();
}

test("behind one proxy: a stranger's ten wrong passwords from other addresses do not lock the owner out", async () => {
  for (let i = 1; i <= 10; i++) {
    const attacker = await caller(proxied, via(`203.0.113.${i}`));
    expect(await login(attacker, "first-admin", "guess")).toBe(401);
    await attacker.dispose();
  }
  const owner = await caller(proxied, via("198.51.100.7"));
  expect(await login(owner, "first-admin", PASSWORD)).toBe(200);
  await owner.dispose();

  // One address that keeps guessing is locked out of the account, even with the right password.
  const guesser = await caller(proxied, via("203.0.113.99"));
  for (let i = 0; i < 10; i++) expect(await login(guesser, "first-admin", "guess")).toBe(401);
  expect(await login(guesser, "first-admin", PASSWORD)).toBe(429);
  await guesser.dispose();
});

test("behind one proxy: entries the client adds before the proxy's do not make a new address", async () => {
  for (let i = 0; i < 30; i++) {
    const spoofer = await caller(proxied, { "x-forwarded-for": `10.66.${i}.1, 198.51.100.99`, "x-client-address": `10.77.${i}.1` });
    expect(await login(spoofer, `nobody-${i}`, "guess")).toBe(401);
    await spoofer.dispose();
  }
  const next = await caller(proxied, { "x-forwarded-for": "10.66.200.1, 198.51.100.99" });
  expect(await login(next, "nobody-else", "guess")).toBe(429);
  await next.dispose();
});

test("with no proxy (TRUST_PROXY unset), X-Forwarded-For and X-Client-Address are ignored: the connection is the address", async () => {
  for (let i = 0; i < 30; i++) {
    const spoofer = await caller(direct, { "x-forwarded-for": `10.88.${i}.1`, "x-client-address": `10.99.${i}.1` });
    expect(await login(spoofer, `nobody-${i}`, "guess")).toBe(401);
    await spoofer.dispose();
  }
  const next = await caller(direct, { "x-forwarded-for": "10.88.200.1" });
  expect(await login(next, "nobody-else", "guess")).toBe(429);
  await next.dispose();
});
