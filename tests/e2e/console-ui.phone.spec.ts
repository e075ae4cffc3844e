import { readFileSync } from "node:fs";
import { type Locator, type Page } from "@playwright/test";
import { chooseFiles, expect, test } from "./fixtures";
import { consoleNotice, openConsoleMenu } from "./console";
import { addStudentAsAdmin, apiCaller, signIn } from "./session";

// The console on a 360 px phone, in Tamil (issue 17, items 8, 12 and 13): dialogs that close every
// way a person expects and name what they delete, a top bar with the menu button, the language
// switch and LogOut, the audit log and Payments in words, staff told why an admin page is closed
// to them, and a file picker that speaks Tamil.

const ta = JSON.parse(readFileSync("messages/ta.json", "utf8"));
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name]);
const stamp = Date.now() % 100_000;
const pdf = Buffer.from("%PDF-1.4\n% console dialogs\n");

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
});

/** A test paper added as staff do, through the API; removed with `remove`. */
async function addTestPaper(subject: string) {
  const staff = await apiCaller("STAFF");
  const created = await staff.post(`/api/tests?${new URLSearchParams({ examType: "TNPSC", department: "GROUP_IV", subject, paperType: "QUESTION", name: "paper.pdf" })}`, {
    data: pdf,
    headers: { "content-type": "application/pdf" },
  });
  expect(created.status()).toBe(201);
  const { row } = (await created.json()) as { row: { id: number } };
  return {
    id: row.id,
    remove: async () => {
      await staff.delete(`/api/tests/${row.id}`);
      await staff.dispose();
    },
  };
}

/** A point on the backdrop: the middle of the widest gap between the dialog's box and the screen's edge. */
function besideDialog(box: { x: number; y: number; width: number; height: number }, page: Page) {
  const { width, height } = page.viewportSize()!;
  const gaps = [
    { size: box.y, x: width / 2, y: box.y / 2 },
    { size: height - box.y - box.height, x: width / 2, y: (box.y + box.height + height) / 2 },
    { size: box.x, x: box.x / 2, y: height / 2 },
    { size: width - box.x - box.width, x: (box.x + box.width + width) / 2, y: height / 2 },
  ];
  const gap = gaps.sort((a, b) => b.size - a.size)[0];
  expect(gap.size, "some backdrop shows around the dialog").toBeGreaterThan(4);
  return gap;
}

async function openUpdate(page: Page, row: Locator): Promise<Locator> {
  await row.getByRole("button", { name: ta.records.update }).click();
  const dialog = page.getByRole("dialog", { name: ta.tests.updateTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("an update dialog closes with its close icon, Cancel or a tap outside, never mid-drag or mid-save, and changes nothing", async ({ page }) => {
  const subject = `புதுப்பிப்புச் சோதனை ${stamp}`;
  const paper = await addTestPaper(subject);
  await signIn(page, "STAFF");
  await page.goto(`/Test-Papers?${new URLSearchParams({ q: subject })}`);
  const row = page.getByRole("row").filter({ hasText: subject });
  const subjectField = (dialog: Locator) => dialog.getByLabel(ta.tests.fields.subject, { exact: true });

  // The close icon, in the dialog's header, named by the close message.
  let dialog = await openUpdate(page, row);
  const close = dialog.getByRole("button", { name: ta.records.close, exact: true });
  const [closeBox, titleBox] = [(await close.boundingBox())!, (await dialog.getByRole("heading", { level: 2 }).boundingBox())!];
  expect(closeBox.y, "the close icon sits in the header").toBeLessThan(titleBox.y + titleBox.height);
  expect(closeBox.x + closeBox.width).toBeLessThanOrEqual(360);
  expect(closeBox.height).toBeGreaterThanOrEqual(44);
  await subjectField(dialog).fill("மாற்றம் 1");
  await close.click();
  await expect(dialog).toBeHidden();

  // Cancel, beside Save.
  dialog = await openUpdate(page, row);
  await expect(subjectField(dialog)).toHaveValue(subject);
  await subjectField(dialog).fill("மாற்றம் 2");
  await dialog.getByRole("button", { name: ta.records.cancel }).click();
  await expect(dialog).toBeHidden();

  // A press that starts inside (selecting text) and ends on the backdrop keeps it open; a tap there closes it.
  dialog = await openUpdate(page, row);
  await subjectField(dialog).fill("மாற்றம் 3");
  const box = (await dialog.boundingBox())!;
  const outside = besideDialog(box, page);
  const title = (await dialog.getByRole("heading", { level: 2 }).boundingBox())!;
  await page.mouse.move(title.x + 5, title.y + title.height / 2);
  await page.mouse.down();
  await page.mouse.move(outside.x, outside.y, { steps: 5 });
  await page.mouse.up();
  await expect(dialog).toBeVisible();
  await page.mouse.click(outside.x, outside.y);
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(subject);

  // While a save is on its way, neither a tap outside nor Escape closes it; once saved it closes.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === `/api/tests/${paper.id}`,
    async (route) => {
      if (route.request().method() === "PUT") await held;
      await route.continue();
    },
  );
  dialog = await openUpdate(page, row);
  await expect(subjectField(dialog)).toHaveValue(subject);
  await dialog.getByRole("button", { name: ta.records.saveChanges }).click();
  await expect(dialog.locator("form")).toHaveAttribute("aria-busy", "true");
  const busyOutside = besideDialog((await dialog.boundingBox())!, page); // the progress bar made it taller
  await page.mouse.click(busyOutside.x, busyOutside.y);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  release();
  await expect(dialog).toBeHidden();
  await expect(consoleNotice(page, ta.records.updatedTitle)).toBeVisible();
  await expect(row).toContainText(subject);
  await paper.remove();
});

test("a delete confirmation names the row it deletes", async ({ page }) => {
  const subject = `நீக்கல் சோதனை ${stamp}`;
  const paper = await addTestPaper(subject);
  await signIn(page, "STAFF");
  await page.goto(`/Test-Papers?${new URLSearchParams({ q: subject })}`);
  const row = page.getByRole("row").filter({ hasText: subject });
  await row.getByRole("button", { name: ta.records.delete }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: ta.records.confirmText });
  await expect(confirm).toBeVisible();
  const name = `TNPSC · ${ta.tests.options.department.GROUP_IV} · ${subject} · ${ta.tests.options.paperType.QUESTION}`;
  await expect(confirm.getByRole("heading", { level: 2 })).toHaveText(fill(ta.records.deleteTitle, { name }));
  await confirm.getByRole("button", { name: ta.records.cancel }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
  await paper.remove();
});

test("the console's top bar holds the menu button, the language switch and LogOut, all on a 360 px screen", async ({ page }) => {
  await signIn(page, "STAFF");
  await page.goto("/StaffDash");
  // The welcome text points to the button there is, not to "the list on the left".
  await expect(page.locator("main")).toContainText(ta.console.staffWelcomeText);
  const bar = page.getByRole("banner");
  const menuButton = bar.getByRole("button", { name: ta.nav.menu, exact: true });
  const languageSwitch = bar.getByRole("link", { name: ta.nav.switchLanguageLabel });
  const logout = bar.getByRole("button", { name: ta.logout.button });
  const boxes = [];
  for (const target of [menuButton, languageSwitch, logout]) {
    await expect(target).toBeVisible();
    const box = (await target.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.height).toBeGreaterThanOrEqual(44);
    boxes.push(box);
  }
  for (let i = 1; i < boxes.length; i++) expect(boxes[i].x, "side by side, not on top of each other").toBeGreaterThanOrEqual(boxes[i - 1].x + boxes[i - 1].width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // The menu: folded behind a real button that says what it controls and whether it is open.
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  const menu = page.locator(`#${await menuButton.getAttribute("aria-controls")}`);
  await expect(menu).toBeHidden();
  await openConsoleMenu(page, ta.nav.menu);
  await expect(menu).toBeVisible();
  const nav = menu.getByRole("navigation", { name: ta.nav.console });
  // Headings in words, each syllabus category once.
  await expect(nav).toContainText(ta.nav.syllabusNotes);
  await expect(nav).not.toContainText(/COURSES|Courses-Add/i);
  await expect(nav.getByRole("link", { name: ta.nav.group2, exact: true })).toHaveCount(1);
  await expect(nav.getByRole("link", { name: ta.nav.outbox })).toHaveCount(0);

  // The same page in English, and back.
  await expect(languageSwitch).toHaveAttribute("href", "/en/StaffDash");
  await languageSwitch.click();
  await expect(page).toHaveURL(/\/en\/StaffDash$/);
  await expect(page.getByRole("banner").getByRole("link", { name: ta.nav.switchLanguageLabel })).toHaveCount(0);
  await expect(page.getByRole("banner").getByTestId("language-switch")).toHaveAttribute("href", "/StaffDash");
});

test("staff who open an admin page are told it is for administrators, inside the console, with a 403", async ({ page }) => {
  await signIn(page, "STAFF");
  const response = await page.goto("/Payments");
  expect(response!.status()).toBe(403);
  await expect(page).toHaveURL(/\/Payments$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ta.console.adminOnlyTitle);
  await expect(page.locator("main")).toContainText(ta.console.adminOnlyText);
  await expect(page.getByRole("banner").getByRole("button", { name: ta.logout.button })).toBeVisible();
  await page.getByRole("link", { name: ta.console.adminOnlyBack }).click();
  await expect(page).toHaveURL(/\/StaffDash$/);
});

test("the audit log says what happened in words, with codes shown by their labels", async ({ page }) => {
  const subject = `மாற்றப் பதிவு ${stamp}`;
  const paper = await addTestPaper(subject);
  await signIn(page, "ADMIN");
  await page.goto("/Audit");
  const row = page.getByRole("row").filter({ hasText: subject }).first();
  await expect(row).toContainText(ta.console.auditActions.test.create);
  await expect(row).toContainText(`TNPSC · ${ta.tests.options.department.GROUP_IV} · ${ta.tests.options.paperType.QUESTION} · ${subject}`);
  await expect(row).toContainText(`e2e-staff (${ta.console.roles.STAFF})`);
  await expect(row).not.toContainText(/test\.create|GROUP_IV|QUESTION|STAFF/);
  await paper.remove();
});

test("the Payments list shows who paid: the student's name and register number, second after the time", async ({ page }) => {
  const student = await addStudentAsAdmin(700_000 + stamp);
  await signIn(page, "ADMIN");
  await page.goto(`/Payments?${new URLSearchParams({ q: student.username })}`);
  const row = page.getByRole("row").filter({ hasText: student.username });
  const cell = row.getByRole("cell").nth(1);
  await expect(cell).toContainText(student.username);
  await expect(cell.getByRole("link", { name: student.registerNo })).toHaveAttribute("href", `/Students?q=${student.registerNo}`);
  const box = (await cell.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
});

test("the test-paper file picker speaks Tamil, names the chosen PDF and refuses anything else", async ({ page }) => {
  await signIn(page, "STAFF");
  await page.goto("/Test-Papers/Add");
  const input = page.getByLabel(ta.records.filePdf);
  await expect(input).toHaveAttribute("accept", "application/pdf,.pdf");
  // The browser's own English control is out of sight; a Tamil button and status stand in its place.
  const drawn = (await input.boundingBox())!;
  expect(drawn.width * drawn.height, "the native input is visually hidden").toBeLessThanOrEqual(1);
  const choose = page.getByText(ta.form.chooseFile, { exact: true });
  await expect(choose).toBeVisible();
  const chooseBox = (await choose.boundingBox())!;
  expect(chooseBox.height).toBeGreaterThanOrEqual(44);
  expect(chooseBox.x + chooseBox.width).toBeLessThanOrEqual(360);
  await expect(page.getByText(ta.form.noFileChosen)).toBeVisible();
  await expect(page.locator("main")).not.toContainText(/Choose File|No file chosen/i);

  await chooseFiles(input, { name: "குரூப் 4 மாதிரி.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(page.getByText("குரூப் 4 மாதிரி.pdf")).toBeVisible();
  await expect(page.getByText(ta.form.noFileChosen)).toHaveCount(0);

  await chooseFiles(input, { name: "notes.docx", mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", buffer: Buffer.from("PK") });
  await expect(page.getByText(ta.form.errors.pdfOnly)).toBeVisible();
  expect(await input.evaluate((element: HTMLInputElement) => element.files?.length)).toBe(0);
});
