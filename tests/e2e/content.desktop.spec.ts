// The console's other content screens: achievers, test-series papers and staff, each from its
// legacy path, through add, the public page, update and delete, with the spec's messages.
import { readFileSync } from "node:fs";
import { request, type Page } from "@playwright/test";
import { chooseFiles, expect, hydrated, test } from "./fixtures";
import sharp from "sharp";
import { legacyRedirects } from "@/lib/routes";
import { verhoeffDigit } from "@/lib/students/aadhaar";
import { consoleNotice } from "./console";
import { deleteRow, signIn } from "./session";

const en = JSON.parse(readFileSync("messages/en.json", "utf8"));
const stamp = Date.now().toString().slice(-6);
const photo = async (background: string) => ({
  name: "photo.png",
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
    .png()
    .toBuffer(),
});
const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(300 * 1024, 1)]);

test.describe.configure({ mode: "serial" });

async function expectDialog(page: Page, title: string, text: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toContainText(text);
  return dialog;
}

/** A success, said in the console's message (issue 35, item 6) with its title. */
async function expectNotice(page: Page, title: string, text: string) {
  await expect(consoleNotice(page, text)).toContainText(title);
}

test("achievers: add with a photo, shown on the Achievement page, updated and deleted", async ({ page }) => {
  await signIn(page, "STAFF");
  await page.goto("/en/Achivers-Add");
  await expect(page).toHaveURL(/\/en\/Achievers\/Add$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add an achiever");
  const name = `Kayalvizhi ${stamp}`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Batch").fill("2024 Evening");
  await page.getByLabel("Department").fill("Assistant Section Officer");

  // Not a photo, whatever its name says: refused, the fields kept.
  await chooseFiles(page.getByLabel(/^Photo/), { name: "me.jpg", mimeType: "image/jpeg", buffer: Buffer.from("just some text") });
  await page.getByRole("button", { name: "Upload" }).click();
  const refused = await expectDialog(page, "Error!", "This file is not a photo. Please choose a JPEG, PNG or WebP image.");
  await refused.getByRole("button", { name: "OK" }).click();
  await expect(page.getByLabel("Name")).toHaveValue(name);

  await chooseFiles(page.getByLabel(/^Photo/), await photo("#2255aa"));
  await page.getByRole("button", { name: "Upload" }).click();
  await expectNotice(page, "Success!", "Achiever added successfully!");
  await expect(page.getByLabel("Name")).toHaveValue("");

  await page.goto("/en/Achivement");
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card).toContainText("Assistant Section Officer");
  const image = card.locator("img");
  await expect(image).toHaveAttribute("src", /\/_next\/image\?url=%2Fapi%2Ffiles%2F\d+/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  await page.goto("/en/Achivers-View");
  await expect(page).toHaveURL(/\/en\/Achievers$/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.locator("img")).toBeVisible();
  await (await hydrated(row.getByRole("button", { name: "Update" }))).click();
  const update = page.getByRole("dialog", { name: "Update Achiever" });
  await expect(update.getByLabel("Name")).toHaveValue(name);
  await update.getByLabel("Batch").fill("2025 Morning");
  await update.getByRole("button", { name: "Save Changes" }).click();
  await expectNotice(page, "Updated!", "Achiever has been updated.");
  await expect(row).toContainText("2025 Morning");

  await deleteRow(page, name, "Achiever has been deleted.");
  await page.goto("/en/Achivement");
  await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
});

test("test-series papers: departments follow the exam, the PDF is for members only, update and delete", async ({ page, baseURL }) => {
  await signIn(page, "STAFF");
  await page.goto("/en/Test-Add");
  await expect(page).toHaveURL(/\/en\/Test-Papers\/Add$/);
  await page.getByRole("button", { name: "Upload" }).click();
  await (await expectDialog(page, "No File Selected", "Please select a file to upload.")).getByRole("button", { name: "OK" }).click();

  await page.getByLabel("Exam type").selectOption("TNUSRB");
  await expect(page.getByLabel("Department").locator("option:not([disabled])")).toHaveText(["TNUSRB"]);
  await page.getByLabel("Exam type").selectOption("TNPSC");
  await expect(page.getByLabel("Department").locator("option:not([disabled])")).toHaveText(["GROUP I", "GROUP II", "GROUP II-A", "GROUP IV"]);
  const subject = `Model test ${stamp}`;
  await page.getByLabel("Department").selectOption("GROUP_II");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Paper type").selectOption("QUESTION");
  await chooseFiles(page.getByLabel("File (PDF)"), { name: "model-test.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Upload" }).click();
  await expectNotice(page, "Success!", "Test series post created successfully!");

  await page.goto("/en/Test-View");
  await expect(page).toHaveURL(/\/en\/Test-Papers$/);
  await page.getByRole("searchbox").fill(subject);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row).toContainText("GROUP II");
  await expect(row).toContainText("Question");
  await (await hydrated(row.getByRole("button", { name: "View PDF" }))).click();
  const viewer = page.getByRole("dialog").filter({ has: page.getByRole("link", { name: "Download PDF" }) });
  const source = (await viewer.getByRole("link", { name: "Download PDF" }).getAttribute("href"))!.replace("?download=1", "");
  expect(source).toMatch(/^\/api\/files\/\d+$/);
  // Its title in words, as the row shows them, not the stored codes (GROUP_II · QUESTION).
  await expect(viewer.getByRole("heading", { level: 2 })).toContainText(`GROUP II · ${subject} · Question`);
  await viewer.getByRole("button", { name: "Close" }).click();
  await expect(viewer).toBeHidden();

  // The paper's address is refused to anyone not signed in.
  const anonymous = await request.newContext({ baseURL });
  expect((await anonymous.get(`${source}?download=1`)).status()).toBe(401);
  await anonymous.dispose();
  expect((await page.request.get(source!)).status()).toBe(200);

  await (await hydrated(row.getByRole("button", { name: "Update" }))).click();
  const update = page.getByRole("dialog", { name: "Update Post" });
  await update.getByLabel("Paper type").selectOption("ANSWER");
  await update.getByRole("button", { name: "Save Changes" }).click();
  await expectNotice(page, "Updated!", "Post has been updated.");
  await expect(row).toContainText("Answer");

  await deleteRow(page, subject, "Post has been deleted.");
});

test("staff: added from the console, on the Faculty page, edited, disabled and deleted", async ({ page, baseURL }) => {
  await signIn(page, "ADMIN");
  await page.goto("/en/Staff");
  await expect(page).toHaveURL(/\/en\/Staff-Members\/Add$/);
  const name = `meena${stamp}`;
  const phone = `98${stamp}11`;
  for (const [label, value] of [
    ["Name", name],
    ["Email", `${name}@example.com`],
    ["Phone number", phone],
    ["WhatsApp number", phone],
    ["Date of birth", "1988-07-15"],
    ["Department", "General Studies"],
    ["Designation", "Senior Teacher"],
    ["Password", "meena-password"],
  ]) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel("Blood group").selectOption("B+");
  await chooseFiles(page.getByLabel("Photo (optional)"), await photo("#aa5522"));
  await page.getByRole("button", { name: "Register" }).click();
  await expect(consoleNotice(page, en.auth.staffAdded)).toBeVisible();

  await page.goto("/en/Faculty");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Faculty Team");
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("General Studies");

  await page.goto("/en/Staff-View");
  await expect(page).toHaveURL(/\/en\/Staff-Members$/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.locator("img.rounded-full")).toBeVisible();
  await expect(row).toContainText("B+");
  await (await hydrated(row.getByRole("button", { name: "Update" }))).click();
  await expect(page.getByRole("heading", { name: "Edit staff details" })).toBeVisible();
  const id = page.getByLabel("Id (cannot be changed)");
  await expect(id).toHaveAttribute("readonly", "");
  const newPhone = `97${stamp}22`;
  await page.getByLabel("Phone number").fill(newPhone);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expectNotice(page, "Updated!", "Staff member details have been updated.");
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText(newPhone);

  // Disabled: the password no longer opens the console; enabled again, it does.
  const login = async () => {
    const other = await request.newContext({ baseURL });
    const status = (await other.post("/api/login", { data: { role: "STAFF", username: name, password: "meena-password", locale: "en" } })).status();
    await other.dispose();
    return status;
  };
  await row.getByRole("button", { name: `Disable: ${name}` }).click();
  await expectNotice(page, "Disabled", `${name} can no longer log in`);
  expect(await login()).toBe(401);
  await row.getByRole("button", { name: `Enable: ${name}` }).click();
  // The next message replaces the one before.
  await expectNotice(page, "Enabled", `${name} can log in again.`);
  await expect(consoleNotice(page, "can no longer log in")).toHaveCount(0);
  expect(await login()).toBe(200);

  await deleteRow(page, name, "Staff member has been deleted.");
  await page.goto("/en/Faculty");
  await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
});

test("students: an admin adds a student who paid at the institute; Student-Details lists them", async ({ page }) => {
  await signIn(page, "ADMIN");
  await page.goto("/en/Student");
  await expect(page).toHaveURL(/\/en\/Students\/Add$/);
  await page.getByRole("button", { name: "Add student" }).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText("Please correct the fields marked in red.");
  await expect(page.getByText("This field is required.").first()).toBeVisible();

  const name = `Tamilselvi ${stamp}`;
  const first = `3${stamp}0000`;
  const aadhaar = `${first}${verhoeffDigit(first)}`;
  for (const [label, value] of [
    ["Name", name],
    ["Father's / Husband's name", "Murugan"],
    ["Date of birth", "2000-02-29"],
    ["Educational qualification", "B.Sc. Maths"],
    ["Mobile number", `93${stamp}44`],
    ["WhatsApp number", `93${stamp}44`],
    ["Father's / Husband's mobile number", "9444012345"],
    ["Email", `selvi${stamp}@example.com`],
    ["Address", "4, North Street, Madurai"],
    ["Password", "selvi-password"],
  ]) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel("Community").selectOption("MBC");
  await page.getByLabel("Blood group").selectOption("A+");

  // Unticking typewriting hides and clears its levels; shorthand asks for each language's level.
  await page.getByLabel("I have passed typewriting exams").check();
  await page.getByLabel("Tamil typewriting").selectOption("TAMIL_HIGHER");
  await page.getByLabel("I have passed typewriting exams").uncheck();
  await expect(page.getByLabel("Tamil typewriting")).toHaveCount(0);
  await page.getByLabel("I know shorthand (steno)").check();
  await page.getByLabel("Shorthand language").selectOption("BOTH");
  await page.getByLabel("Tamil shorthand level").selectOption("BASIC");
  await page.getByLabel("English shorthand level").selectOption("INTERMEDIATE");
  await page.getByLabel("12th").check();

  const wrong = `${aadhaar.slice(0, 11)}${(Number(aadhaar[11]) + 1) % 10}`;
  await page.getByLabel("Aadhaar number").fill(wrong);
  await page.getByRole("button", { name: "Add student" }).click();
  await expect(page.getByText("This is not a valid Aadhaar number; please check the digits.")).toBeVisible();
  await page.getByLabel("Aadhaar number").fill(`${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`);
  await page.getByRole("button", { name: "Add student" }).click();
  await expect(page.getByTestId("console-notice").getByRole("status")).toHaveText(
    /^Student added\. Register number: VP\d{4}-\d{5}\. The student logs in with it \(or their email or mobile number\)\.$/,
  );
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");

  await page.goto("/en/Student-Details");
  await expect(page).toHaveURL(/\/en\/Students$/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(`XXXX XXXX ${aadhaar.slice(-4)}`);
  await expect(row).toContainText("12th");
  await expect(row).not.toContainText(aadhaar);
});

/** The heading each replacement screen shows. */
function headingOf(to: string): string {
  const [, first, slug, add] = to.split("/");
  if (first === "Courses") return en.documents.categories[slug].title;
  const screens: Record<string, [string, string]> = {
    Achievers: [en.achievers.addTitle, en.achievers.viewTitle],
    "Test-Papers": [en.tests.addTitle, en.tests.viewTitle],
    "Staff-Members": [en.staff.addTitle, en.staff.title],
    Students: [en.students.addTitle, en.students.listTitle],
  };
  return screens[first][(first === "Courses" ? add : slug) === "Add" ? 0 : 1];
}

test("every legacy console path lands on its screen", async ({ page }) => {
  // Addresses, not looks: each old path is asked for over HTTP as the signed-in admin, its
  // redirects followed, and the screen it ends on named by the server-rendered heading.
  await signIn(page, "ADMIN");
  for (const { from, to } of legacyRedirects()) {
    const response = await page.request.get(`/en${from}`);
    expect(response.status(), from).toBe(200);
    expect(new URL(response.url()).pathname, from).toBe(`/en${to}`);
    const heading = /<h1[^>]*>(.*?)<\/h1>/s
      .exec(await response.text())?.[1]
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&")
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"');
    expect(heading, from).toBe(headingOf(to));
  }
  await page.goto("/SI-Technical");
  await expect(page).toHaveURL(/\/Courses\/technical\/Add$/);
});
