import { request as playwrightRequest, type Page } from "@playwright/test";
import { chooseFiles, expect, test } from "./fixtures";
import { institute } from "@/lib/config";
import { accounts, MOCK_TEST_ID, PASSWORD, type E2eRole } from "./accounts";
import { apiCaller } from "./session";

const labels = {
  "/en": { username: "Username", student: "Register number, email or mobile number", password: "Password", submit: "Login" },
  "": { username: "பயனர் பெயர்", student: "பதிவு எண், மின்னஞ்சல் அல்லது கைபேசி எண்", password: "கடவுச்சொல்", submit: "உள்நுழைக" },
};

async function login(page: Page, role: E2eRole, password = PASSWORD, prefix: "/en" | "" = "/en") {
  await page.goto(`${prefix}${accounts[role].login}`);
  await page.getByLabel(labels[prefix][role === "STUDENT" ? "student" : "username"]).fill(accounts[role].signIn);
  await page.getByLabel(labels[prefix].password, { exact: true }).fill(password);
  await page.getByRole("button", { name: labels[prefix].submit, exact: true }).click();
}

async function logout(page: Page) {
  await page.getByRole("button", { name: "LogOut" }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure? You will be logged out!" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, log out!" }).click();
  await expect(dialog.getByText("Logging out...")).toBeVisible();
  await page.waitForURL(/\/en$/, { timeout: 10_000 });
}

test.describe.configure({ mode: "serial" });

test("admin: login lands on /Adm with the welcome and logo, logout ends the session", async ({ page, context }) => {
  await login(page, "ADMIN");
  await page.waitForURL(/\/en\/Adm$/);
  await expect(page.getByRole("heading", { name: /Welcome to the .* console!/ })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Outbox" })).toBeVisible();
  const signedIn = await context.cookies();

  await logout(page);
  await page.goto("/en/Adm");
  await expect(page).toHaveURL(/\/en\/Admin-Login$/);

  // Replaying the cookie from before the logout does not get back in.
  await context.clearCookies();
  await context.addCookies(signedIn);
  await page.goto("/en/Adm");
  await expect(page).toHaveURL(/\/en\/Admin-Login$/);
});

test("staff: 'Staff Login Successful' first, then /StaffDash without admin-only menus", async ({ page }) => {
  await login(page, "STAFF");
  await expect(page.getByText("Staff Login Successful")).toBeVisible();
  await page.waitForURL(/\/en\/StaffDash$/);
  await expect(page.getByRole("heading", { name: "Hello, e2e-staff!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Outbox" })).toHaveCount(0);
  // An admin page tells staff why it stays shut (403), instead of moving them away silently.
  expect((await page.goto("/en/Adm"))!.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "This page is for administrators" })).toBeVisible();
  await logout(page);
});

test("student: login lands on the Test Series with only the LogOut bar", async ({ page }) => {
  await login(page, "STUDENT", PASSWORD, "");
  await page.waitForURL(/\/Test-Series$/);
  await expect(page.getByRole("heading", { name: "தேர்வுத் தொடர்" })).toBeVisible();
  await page.goto("/en/Test-Series");
  // The minimal bar: the brand and LogOut, no menu, no links.
  const bar = page.getByRole("banner");
  await expect(bar.getByRole("button", { name: "LogOut" })).toBeVisible();
  await expect(bar.getByRole("link")).toHaveCount(0);
  await logout(page);
  await page.goto("/en/Test-Series");
  await expect(page).toHaveURL(/\/en\/Student-Login$/);
});

test("failed logins show the spec's messages", async ({ page }) => {
  await login(page, "STUDENT", "wrong-password");
  const alert = page.locator("main").getByRole("alert");
  await expect(alert).toContainText("Login Failed");
  await expect(alert).toContainText("Login failed. Please check your credentials and try again.");
  await login(page, "ADMIN", "wrong-password");
  await expect(page.locator("main").getByRole("alert")).toHaveText("Invalid credentials.");
  await login(page, "STAFF", "wrong-password", "");
  await expect(page.locator("main").getByRole("alert")).toContainText("உள்நுழைய முடியவில்லை");
});

test("the password toggle shows and hides the password", async ({ page }) => {
  await page.goto("/en/Student-Login");
  const field = page.getByLabel("Password", { exact: true });
  await field.fill("secret-value");
  await expect(field).toHaveAttribute("type", "password");
  // One name, "Show password", pressed or not: a name that flipped as well would be announced twice.
  const toggle = page.getByRole("button", { name: "Show password" });
  await toggle.click();
  await expect(field).toHaveAttribute("type", "text");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await toggle.click();
  await expect(field).toHaveAttribute("type", "password");
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
});

test("staff self-registration validates, sends a request, and the account waits for an admin before it can log in", async ({ page }) => {
  await page.goto("/en/Staff-Register");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("This field is required.").first()).toBeVisible();
  await expect(page.getByText("Choose a blood group.")).toBeVisible();

  await page.getByLabel("Name").fill("kala");
  await page.getByLabel("Email").fill("kala@example.com");
  await page.getByLabel("Phone number").fill("9123456780");
  await page.getByLabel("WhatsApp number").fill("9123456780");
  await page.getByLabel("Date of birth").fill("1992-03-04");
  await page.getByLabel("Department").fill("Tamil");
  await page.getByLabel("Designation").fill("Teacher");
  await page.getByLabel("Blood group").selectOption("O+");
  await page.getByLabel("Password", { exact: true }).fill("kala-password");
  await chooseFiles(page.getByLabel("Photo (optional)"), { name: "x.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not really a jpeg") });
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Only a JPEG, PNG or WebP photo can be used.")).toBeVisible();

  await chooseFiles(page.getByLabel("Photo (optional)"), []);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText(
    "Request sent. An admin must approve your account before you can log in; you can log in with this name and password once it is approved.",
  );

  await page.goto("/en/Staff-Register");
  for (const [label, value] of [
    ["Name", "kala"],
    ["Email", "other@example.com"],
    ["Phone number", "9123456781"],
    ["WhatsApp number", "9123456781"],
    ["Date of birth", "1992-03-04"],
    ["Department", "Tamil"],
    ["Designation", "Teacher"],
    ["Password", "kala-password"],
  ]) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel("Blood group").selectOption("O+");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("An account with this name already exists.")).toBeVisible();

  await page.goto("/en/Staff-Login");
  await page.getByLabel("Username").fill("kala");
  await page.getByLabel("Password", { exact: true }).fill("kala-password");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  // Waiting for an admin (tests/e2e/staff-approval.phone.spec.ts approves one).
  await expect(page.locator("main").getByRole("alert")).toContainText("Your staff account is waiting for an admin to approve it.");
  await expect(page).toHaveURL(/\/en\/Staff-Login$/);
});

test("forgot password: same answer for any email, the link reaches the admin outbox and works once", async ({ page, browser }) => {
  await page.goto("/en/forgetpassword");
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByRole("button", { name: "Submit" }).click();
  // No mail server here: the institute passes the link on.
  const sent = `If an account uses this email, the institute will send you a link to set a new password; it works for 30 minutes. If it does not reach you soon, call ${institute.contact.phone}.`;
  await expect(page.locator("main").getByRole("status")).toHaveText(sent);
  await page.getByLabel("Email").fill("e2e-student@example.com");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText(sent);

  const admin = await browser.newPage();
  await login(admin, "ADMIN");
  await admin.waitForURL(/\/en\/Adm$/);
  await admin.goto("/en/Outbox");
  const mail = admin.getByRole("listitem").filter({ hasText: "e2e-student@example.com" }).first();
  const link = (await mail.getByRole("link").getAttribute("href"))!;
  expect(link).toMatch(/^http\S+reset-password\?token=[\w-]+$/);
  expect(await admin.getByText("nobody@example.com").count()).toBe(0);
  await admin.close();

  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Repeat the new password").fill(PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText("Your password has been changed. Log in with the new password.");
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await expect(page.locator("main").getByRole("alert")).toHaveText("This link has expired or was already used. Please ask for a new one.");
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
});

test("only an admin can add another admin once one exists", async ({ page }) => {
  await page.goto("/en/Admin-Register");
  await expect(page.locator("main").getByRole("alert")).toHaveText("Only an admin can add another admin. Please log in as an admin.");
  await expect(page.getByLabel("Username")).toHaveCount(0);
  await login(page, "ADMIN");
  await page.waitForURL(/\/en\/Adm$/);
  await page.goto("/en/Admin-Register");
  await page.getByLabel("Username").fill("second-admin");
  await page.getByLabel("Password", { exact: true }).fill("second-admin-pw");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText("Admin account “second-admin” created. Sign in at Admin Login with this name and password.");
  await expect(page.locator("main").getByRole("link", { name: "Admin Login" })).toHaveAttribute("href", "/en/Admin-Login");
  await expect(page.getByLabel("Username")).toHaveCount(0);
  // An admin adding admins gets an empty form back for the next one.
  await page.getByRole("button", { name: "Add another admin" }).click();
  await expect(page.getByLabel("Username")).toHaveValue("");
});

test("the eleventh bad login within fifteen minutes gets 429", async ({ request, baseURL }) => {
  const attempt = () => request.post("/api/login", { headers: { origin: baseURL! }, data: { role: "STAFF", username: "ghost-staff", password: "guess", locale: "en" } });
  for (let i = 0; i < 10; i++) expect((await attempt()).status()).toBe(401);
  const eleventh = await attempt();
  expect(eleventh.status()).toBe(429);
  expect((await eleventh.json()).message).toContain("Too many failed attempts");
});

test("the session is read from its cookie only: the same token as a Bearer header signs nobody in", async ({ baseURL }) => {
  const staff = await apiCaller("STAFF");
  const token = (await staff.storageState()).cookies.find((c) => c.name.endsWith("authjs.session-token"))?.value;
  expect(token, "session cookie").toBeTruthy();
  const results = `/api/mock-tests/${MOCK_TEST_ID}/results`;
  // The control: with the cookie, staff read the results.
  expect((await staff.get(results)).status()).toBe(200);
  await staff.dispose();
  // next-auth's getToken would take an Authorization header too; lib/auth/guard.ts passes it the cookie alone.
  const bearer = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  expect((await bearer.get(results)).status()).toBe(401);
  await bearer.dispose();
});
