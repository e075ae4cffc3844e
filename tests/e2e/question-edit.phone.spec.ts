import { EDIT_STEM } from "./accounts";
import { expect, hydrated, test } from "./fixtures";
import { say } from "./messages";
import { signIn } from "./session";

// Issue 35's edit and delete of a bank question, as staff do it on a 360 px phone in Tamil: the
// question found in the list, its Tamil stem and answer corrected, saved as version 2 with its
// history, then deleted (no test holds it, so it leaves the bank whole).

test("staff correct a question's text and answer on a phone, see its history, and delete it", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, "STAFF");
  await page.goto(`/Questions?q=${encodeURIComponent(EDIT_STEM.ta)}`);
  await (await hydrated(page.getByRole("link", { name: new RegExp(`^${say("ta", "questionBank.edit.open")} \\d+$`) }))).click();
  await expect(page.getByRole("heading", { level: 1, name: /^வினா \d+$/ })).toBeVisible();

  const stem = page.getByRole("group", { name: say("ta", "questionBank.edit.tamil") }).getByLabel(say("ta", "questionBank.edit.fields.question"));
  await expect(stem).toBeEnabled();
  await expect(stem).toHaveValue(EDIT_STEM.ta);
  await stem.fill(`${EDIT_STEM.ta}\n(திருத்தப்பட்டது)`);
  await page.getByLabel(say("ta", "questionBank.edit.fields.answer")).selectOption("B");
  // An option emptied is refused on its cell, nothing saved.
  const optionD = page.getByRole("group", { name: say("ta", "questionBank.edit.english") }).getByLabel(say("ta", "questionBank.edit.fields.option", { letter: "D" }));
  await optionD.fill("");
  const save = page.getByRole("button", { name: say("ta", "questionBank.edit.save") });
  await save.click();
  await expect(page.getByText(say("ta", "questionBank.reasons.missingOption"))).toBeVisible();
  await optionD.fill("Kanchi");
  await save.click();
  await expect(
    page
      .getByRole("status")
      .or(page.getByRole("alert"))
      .filter({ hasText: say("ta", "questionBank.edit.saved", { version: 2 }) }),
  ).toBeVisible();
  const saveBox = (await save.boundingBox())!;
  expect(saveBox.x + saveBox.width).toBeLessThanOrEqual(360);
  expect(saveBox.height).toBeGreaterThanOrEqual(44);

  await page.reload();
  await expect(page.getByRole("listitem").filter({ hasText: /^பதிப்பு 2, .*: answer, ta\.stem$/ })).toBeVisible();
  await expect(page.getByLabel(say("ta", "questionBank.edit.fields.answer"))).toHaveValue("B");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  page.once("dialog", (dialog) => void dialog.accept());
  await (await hydrated(page.getByRole("button", { name: say("ta", "questionBank.edit.delete") }))).click();
  await expect(page.getByRole("status").filter({ hasText: say("ta", "questionBank.edit.deleted") })).toBeVisible();
  await page.goto(`/Questions?q=${encodeURIComponent(EDIT_STEM.ta)}`);
  await expect(page.getByText(say("ta", "questionBank.empty"))).toBeVisible();
});
