import { expect, test } from "./fixtures";
import { say } from "./messages";
import { signIn } from "./session";
import { authRoutes, consoleRoutes } from "@/lib/routes";

// Issue 34, item 7: on a slow phone the page is on screen before React runs. A form's controls are
// disabled in the server's HTML and until the page is interactive, so nothing chosen early is
// overwritten by the form's defaults, and no early submit goes out as a GET with the values in the
// address. Then, with the CPU slowed 6×, the first choice a thumb can make is the one that stays.

const forms = [consoleRoutes.mockTests.add, consoleRoutes.tests.add, authRoutes.studentLogin, authRoutes.staffRegister];

test("forms arrive disabled until the page is interactive, and a choice made at the first chance stays on a slow phone", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, "STAFF");
  for (const path of forms) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toMatch(/<form[^>]*><fieldset disabled=""/);
  }

  await page.setViewportSize({ width: 360, height: 740 });
  await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.goto(consoleRoutes.mockTests.add, { waitUntil: "commit" });
  // Waits for the control to be enabled: the earliest a student or teacher could choose.
  const preset = page.getByLabel(say("ta", "mockConsole.preset"), { exact: true });
  await preset.selectOption({ label: say("ta", "mockConsole.presets.group4") });
  const questions = page.getByLabel(say("ta", "mockConsole.fields.questions"), { exact: true });
  await expect(questions).toHaveValue("200");
  await page.waitForLoadState("load");
  await page.waitForTimeout(1500);
  await expect(preset).toHaveValue(/\S/);
  await expect(questions).toHaveValue("200");
});
