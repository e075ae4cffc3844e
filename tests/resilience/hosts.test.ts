import assert from "node:assert/strict";
import { request } from "node:http";
import { describe, it } from "node:test";
import { startSite } from "../../bench/site";

// Where `npm start` listens (HOST) and what the site calls itself (SITE_URL) must not change what it
// serves. Behind nginx or Caddy it listens on 127.0.0.1 and is reached by its public name; with
// HOST=127.0.0.1 Next had taken its own locale rewrite for another site and every Tamil page
// redirected to itself.

const port = Number(process.env.RESILIENCE_PORT ?? 3620) + 3;

/** One request with the given Host header; redirects are returned, not followed. */
function get(path: string, host: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const call = request({ host: "127.0.0.1", port, path, headers: { host, accept: "text/html" } }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode!, location: response.headers.location }));
    });
    call.on("error", reject);
    call.end();
  });
}

const settings: [string, Record<string, string>][] = [
  ["HOST unset", {}],
  // No Razorpay keys here: on a public SITE_URL the test payment mode must be asked for by name.
  ["HOST=127.0.0.1 behind a proxy with a public SITE_URL", { HOST: "127.0.0.1", SITE_URL: "https://coaching.example.org", PAYMENTS_TEST_MODE: "true" }],
];

describe("pages whatever HOST and SITE_URL are", () => {
  for (const [name, setting] of settings) {
    it(`${name}: pages answer 200 for Host 127.0.0.1 and localhost, and redirects lead elsewhere`, async () => {
      const site = await startSite(port, setting);
      try {
        for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
          for (const path of ["/", "/en", "/Group1", "/en/Group1", "/Eligibility"]) {
            const answer = await get(path, host);
            assert.equal(answer.status, 200, `${path} with Host ${host}: ${answer.status} → ${answer.location}`);
          }
          // A signed-out visitor of the console is sent to the login page once, by a relative address.
          const console = await get("/Adm", host);
          assert.equal(console.status, 307, `/Adm with Host ${host}`);
          assert.equal(console.location, "/Admin-Login");
          assert.equal((await get(console.location, host)).status, 200);
        }
      } finally {
        await site.stop();
      }
    });
  }
});
