import { readFile } from "node:fs/promises";
import { consoleNotice } from "./console";
import { chooseFiles, expect, hydrated, test } from "./fixtures";
import { apiCaller, deleteRow, signIn } from "./session";
import { staticPdfs } from "@/lib/exams/schedule";

// The e2e servers run with MAX_PDF_MB=1 (playwright.config.ts).
const pdf = Buffer.alloc(600 * 1024, 7);
pdf.write("%PDF-1.4\n", 0, "latin1");
const title = `Unit ${Date.now()}`;

test.describe.configure({ mode: "serial" });

test("staff add a PDF with progress, see it on the exam page, view, download, update and delete it", async ({ page, context }) => {
  await signIn(page, "STAFF");
  await page.goto("/en/Group2-Add");
  await expect(page).toHaveURL(/\/en\/Courses\/group2\/Add$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("GROUP II SYLLABUS & NOTES");

  // No file: the spec's warning, nothing sent.
  await page.getByRole("button", { name: "Upload" }).click();
  const noFile = page.getByRole("dialog", { name: "No File Selected" });
  await expect(noFile).toContainText("Please select a file to upload.");
  await noFile.getByRole("button", { name: "OK" }).click();

  await page.getByLabel("Syllabus").fill(title);
  await page.getByLabel("Paper").fill("Paper I");
  await page.getByLabel("Subject").fill("General Tamil");
  await chooseFiles(page.getByLabel("File (PDF)"), { name: "குரூப் 2 அலகு.pdf", mimeType: "application/pdf", buffer: pdf });
  // A slow uplink, so the percentage can be seen.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 200 * 1024 });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("button", { name: /Uploading \d+%/ })).toBeDisabled();
  await expect(page.getByRole("status").filter({ hasText: /Uploading \d+%/ })).toBeVisible();
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  // Said until closed (issue 35, item 6), not in a dialog that closed itself after 2 s.
  const success = consoleNotice(page, "Syllabus PDF added successfully!");
  await expect(success).toContainText("Success!");
  await success.getByRole("button", { name: "Close message" }).click();
  await expect(success).toHaveCount(0);
  await expect(page.getByLabel("Syllabus")).toHaveValue("");

  // The public exam page lists it; the viewer embeds it; the download is the same file.
  await page.goto("/en/Group2");
  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "View" }).click();
  const viewer = page.getByRole("dialog", { name: title });
  // This upload is PDF-shaped noise: pdf.js (tests/e2e/pdf-viewer.phone.spec.ts draws a real one)
  // says it cannot show it and offers the download, instead of an empty box.
  await expect(viewer.getByRole("alert")).toHaveText("The PDF could not be opened here. Use Download to read it.");
  await expect(viewer.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", /\/api\/files\/\d+\?download=1$/);
  await viewer.getByRole("button", { name: "Close" }).click();
  await expect(viewer).toBeHidden();
  const [download] = await Promise.all([page.waitForEvent("download"), card.getByRole("button", { name: "Download PDF" }).click()]);
  expect(download.suggestedFilename()).toBe("குரூப் 2 அலகு.pdf");
  expect((await readFile((await download.path())!)).equals(pdf)).toBe(true);

  // Update: the row shows the server's record.
  await page.goto("/en/Group2-View");
  await expect(page).toHaveURL(/\/en\/Courses\/group2$/);
  await page.getByRole("searchbox").fill(title);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.getByRole("row").filter({ hasText: title });
  await (await hydrated(row.getByRole("button", { name: "Update" }))).click();
  const update = page.getByRole("dialog", { name: "Update Group" });
  await expect(update.getByLabel("Syllabus")).toHaveValue(title);
  await update.getByLabel("Subject").fill("Tamil Grammar");
  await update.getByRole("button", { name: "Save Changes" }).click();
  await expect(consoleNotice(page, "Group has been updated.")).toContainText("Updated!");
  await expect(row).toContainText("Tamil Grammar");

  // Delete, after the confirmation.
  await deleteRow(page, title, "Group has been deleted.");
  await page.goto("/en/Group2");
  await expect(page.getByRole("listitem").filter({ hasText: title })).toHaveCount(0);
});

test("a non-PDF renamed .pdf and an oversized PDF are refused with a message and nothing is stored", async ({ page }) => {
  await signIn(page, "STAFF");
  await page.goto("/en/Courses/group4");
  const count = await page
    .getByText(/\d+ records?|No records/)
    .first()
    .textContent();

  await page.goto("/en/Courses/group4/Add");
  for (const [file, message] of [
    [{ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("PK\u0003\u0004 a zip file, renamed") }, "This file is not a PDF. Please choose a PDF file."],
    [
      { name: "big.pdf", mimeType: "application/pdf", buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(1024 * 1024 + 10)]) },
      "The file is larger than 1 MB. Please choose a smaller PDF.",
    ],
  ] as const) {
    await page.getByLabel("Syllabus").fill("Refused");
    await page.getByLabel("Paper").fill("Paper I");
    await page.getByLabel("Subject").fill("History");
    await chooseFiles(page.getByLabel("File (PDF)"), file);
    await page.getByRole("button", { name: "Upload" }).click();
    const error = page.getByRole("dialog", { name: "Error!" });
    await expect(error).toContainText(message);
    await error.getByRole("button", { name: "OK" }).click();
    await expect(page.getByLabel("Syllabus")).toHaveValue("Refused"); // fields kept on failure
  }
  await page.goto("/en/Courses/group4");
  await expect(page.getByText(/\d+ records?|No records/).first()).toHaveText(count!);
});

test("a PDF uploaded under another name opens in Chromium's viewer despite its sandbox policy and downloads as .pdf", async ({ page, context }) => {
  await signIn(page, "STAFF");
  // Any real PDF of the site's: a schedule (the OMR sheet, 2.3 MB since issue 20, is over the upload limit).
  const omr = await page.request.get(staticPdfs.saturday);
  const viewTitle = `Sandboxed ${Date.now()}`;
  const created = await page.request.post(`/api/documents/group1?${new URLSearchParams({ title: viewTitle, paper: "Paper I", subject: "Tamil", name: "answer-sheet.exe" })}`, {
    data: await omr.body(),
    headers: { "content-type": "application/pdf" },
  });
  expect(created.status()).toBe(201);
  const { row } = (await created.json()) as { row: { id: number; file: { id: number } } };

  // The file's own address (a bookmark, a shared link): Chromium's viewer reads the PDF (its title
  // and page count show) although the answer forbids scripts and everything else.
  expect((await page.request.get(`/api/files/${row.file.id}`)).headers()["content-security-policy"]).toBe("sandbox; default-src 'none'");
  const tab = await context.newPage();
  await tab.goto(`/api/files/${row.file.id}`);
  await expect.poll(() => tab.frames().some((frame) => frame.url().startsWith("chrome-extension://"))).toBe(true);
  const viewer = tab.frames().find((frame) => frame.url().startsWith("chrome-extension://"))!;
  await expect(viewer.locator("viewer-toolbar #title")).toHaveText(/Saturday test series/);
  await expect(viewer.locator("#pagelength")).toHaveText("3");
  await tab.close();

  await page.goto("/en/Group1");
  const card = page.getByRole("listitem").filter({ hasText: viewTitle });
  const [download] = await Promise.all([page.waitForEvent("download"), card.getByRole("button", { name: "Download PDF" }).click()]);
  expect(download.suggestedFilename()).toBe("answer-sheet.pdf");
  // A fresh caller: the page's connection has been idle past the server's keep-alive by now.
  expect((await (await apiCaller("STAFF")).delete(`/api/documents/group1/${row.id}`)).status()).toBe(204);
});
