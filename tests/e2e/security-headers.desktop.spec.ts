import { readdirSync, readFileSync } from "node:fs";
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { localizedPath, publicPaths } from "@/lib/public-pages";
import { isPerRequestPage } from "@/lib/security/csp";
import { signIn } from "./session";

// The Content-Security-Policy and the other security headers (lib/security/csp.ts, middleware.ts).

const manifest = (name: string) => JSON.parse(readFileSync(`.next/${name}`, "utf8"));

/** Pages rendered per request that need no nonce: they only redirect, or show the not-found page. */
const withoutNonce = new Set(["/SI-Technical", "/[...rest]"]);

test("every page has the policy of its kind: a nonce exactly where the build renders per request", () => {
  const routes: string[] = Object.values(manifest("app-path-routes-manifest.json") as Record<string, string>);
  const prerendered = new Set(Object.keys(manifest("prerender-manifest.json").routes));
  const pages = routes.filter((route) => route.startsWith("/[locale]") && !/\/opengraph-image(-\w+)?$/.test(route)).map((route) => route.slice("/[locale]".length) || "/");
  expect(pages.length).toBeGreaterThan(30);
  const wrong = pages.filter((page) => {
    const path = page.replace("[category]", "group1");
    const isStatic = prerendered.has(page === "/" ? "/en" : `/en${page}`);
    if (isStatic) return isPerRequestPage(path);
    return !withoutNonce.has(page) && !isPerRequestPage(path);
  });
  expect(wrong, "pages whose policy does not match how they are rendered (lib/security/csp.ts)").toEqual([]);
});

/** Loads a page and returns the policy violations the browser reported while it ran. */
async function violations(page: Page, path: string): Promise<string[]> {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return seen;
}

test("a prerendered page: no nonce, scripts only from this site, and the other headers", async ({ page, request }) => {
  const response = await request.get("/en/Group1");
  const headers = response.headers();
  const policy = headers["content-security-policy"];
  expect(policy).toContain("script-src 'self' 'unsafe-inline'");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain("nonce-");
  expect(policy).not.toContain("razorpay");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(await violations(page, "/en/Group1")).toEqual([]);
});

test("the registration page: a fresh nonce on every script, Razorpay allowed, the form works", async ({ page, request }) => {
  const policies: string[] = [];
  for (let i = 0; i < 2; i++) {
    const response = await request.get("/en/Student-Register");
    const policy = response.headers()["content-security-policy"];
    const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce, policy).toBeTruthy();
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).toContain("https://checkout.razorpay.com");
    expect(policy).not.toContain("'unsafe-inline' 'nonce");
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`) && !tag.includes("application/ld+json"))).toEqual([]);
    policies.push(policy);
  }
  expect(policies[0]).not.toBe(policies[1]);

  expect(await violations(page, "/en/Student-Register")).toEqual([]);
  // Hydrated under the policy: the client-side check answers an empty submit.
  await page.getByRole("button", { name: "Pay and register" }).click();
  await expect(page.getByText("This field is required.").first()).toBeVisible();
});

test("console pages carry a nonce but do not allow Razorpay", async ({ page }) => {
  await signIn(page, "ADMIN");
  const response = await page.request.get("/en/Students");
  const policy = response.headers()["content-security-policy"];
  expect(policy).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
  expect(policy).not.toContain("razorpay");
  expect(await violations(page, "/en/Students")).toEqual([]);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("markup injected into a nonce page does not run: neither a script nor an event handler", async ({ page }) => {
  // Stands in for a stored XSS: the server's own HTML and headers, with attacker markup added.
  await page.route("**/en/Student-Register", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace("</body>", '<script>window.__script = true</script><img src="/no-such-image.png" onerror="window.__handler = true"></body>');
    await route.fulfill({ response, body: html });
  });
  await page.goto("/en/Student-Register");
  await page.waitForLoadState("networkidle");
  const ran = await page.evaluate(() => {
    const flags = window as unknown as { __script?: boolean; __handler?: boolean };
    return { script: flags.__script === true, handler: flags.__handler === true };
  });
  expect(ran).toEqual({ script: false, handler: false });
  // The page's own scripts still ran: the form is hydrated.
  await page.getByRole("button", { name: "Pay and register" }).click();
  await expect(page.getByText("This field is required.").first()).toBeVisible();
});

// Issue 19: a CDN or an nginx cache in front may keep every public page and the PDFs at the root,
// and revalidate them: no Set-Cookie (a shared cache will not keep a response that sets one), a
// shared-cache lifetime, and a stale copy allowed while it fetches the new one.
const pdfsAtTheRoot = readdirSync("public")
  .filter((name) => name.endsWith(".pdf"))
  .map((name) => `/${encodeURIComponent(name)}`);

test("every public page and root PDF can be kept by a shared cache and revalidated", async ({ request }) => {
  const paths = [...publicPaths.flatMap((p) => [localizedPath("ta", p), localizedPath("en", p)]), ...pdfsAtTheRoot];
  const wrong: string[] = [];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    const cache = response.headers()["cache-control"] ?? "";
    const shared = Number(/s-maxage=(\d+)/.exec(cache)?.[1] ?? 0);
    if (response.status() !== 200 || response.headers()["set-cookie"] || !(shared > 0 && shared <= 86_400) || !/stale-while-revalidate=\d+/.test(cache)) {
      wrong.push(`${path}: ${response.status()} "${cache}"${response.headers()["set-cookie"] ? " with Set-Cookie" : ""}`);
    }
  }
  expect(wrong).toEqual([]);
});
