import { test } from "./fixtures";
import { wordPaperJourney } from "./paper-journey";

// Issue 35's journey on a desktop, as staff at the institute's computer do it (the phone's is in
// paper-import.phone.spec.ts, with the CPU slowed).

test("staff upload a Word paper typed in Bamini on a desktop: Tamil on the review screen, the flagged question fixed, all stored, and a student sits it", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await wordPaperJourney(page, browser, { phone: false, name: "model-test-6", student: 75 });
});
