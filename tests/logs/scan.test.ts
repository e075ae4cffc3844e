import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { aadhaarValid } from "@/lib/students/aadhaar";
import { E2E_LOGS } from "../e2e/sites";

// The log-scan test (issue 33): after the browser tests, every line the sites wrote (tests/e2e/servers.ts
// keeps each site's output in E2E_LOGS) is read for what must never be logged: the tests' passwords,
// session cookies, reset tokens, Aadhaar numbers and answer keys. And the log is the structured one
// an operator searches: JSON lines, each request's with its request id, signed-in ones with the user.

const sources = ["tests/e2e", "tests/security"].flatMap((dir) => readdirSync(dir).map((file) => readFileSync(path.join(dir, file), "utf8")));
/** Every password the browser tests type or store, read from their sources. */
const passwords = [...new Set(sources.flatMap((text) => [...text.matchAll(/(?:password|PASSWORD)\w*\s*[:=]\s*"([^"\s]{6,})"/g)].map((m) => m[1])))];

const forbidden: [string, RegExp][] = [
  // next-auth's session cookie: an encrypted JWT (JWE, "dir" key) starts with this header.
  ["a session token", /eyJhbGciOiJkaXIi[\w-]*\.\./],
  ["the session cookie", /session-token=/],
  ["a reset token", /[?&]token=[\w-]{16,}/],
  ["an answer key", /"accepted"\s*:\s*\[|"answerKey"\s*:\s*[[{"]/],
];

const files = existsSync(E2E_LOGS) ? readdirSync(E2E_LOGS).filter((f) => f.endsWith(".log")) : [];

describe("the sites' logs of the browser run", { skip: files.length ? false : `no logs in ${E2E_LOGS}: run the browser tests first` }, () => {
  const lines = files.flatMap((file) => readFileSync(path.join(E2E_LOGS, file), "utf8").split("\n").filter(Boolean));

  it("hold no password, session or reset token, Aadhaar number or answer key", () => {
    assert.ok(passwords.length >= 3, `passwords found in the tests: ${passwords.length}`);
    const found: string[] = [];
    for (const line of lines) {
      for (const password of passwords) if (line.includes(password)) found.push(`a password: ${line.slice(0, 200)}`);
      for (const [what, pattern] of forbidden) if (pattern.test(line)) found.push(`${what}: ${line.slice(0, 200)}`);
      // Twelve digits on their own: not the last group of a request id (a UUID's hex may be all digits).
      for (const digits of line.match(/(?<![\w-])[2-9]\d{11}(?![\w-])/g) ?? []) if (aadhaarValid(digits)) found.push(`an Aadhaar number: ${line.slice(0, 200)}`);
    }
    assert.deepEqual(found.slice(0, 10), []);
  });

  it("are JSON lines, each request's with its id and each signed-in request's with the user", () => {
    assert.ok(lines.length > 500, `${lines.length} lines`);
    const records = lines.flatMap((line) => {
      try {
        return [JSON.parse(line) as { requestId?: string; userId?: number; msg?: string; status?: number }];
      } catch {
        return [];
      }
    });
    // Next's own start-up banner and a browser's warnings are not ours; everything else is JSON.
    assert.ok(records.length / lines.length > 0.95, `${records.length} of ${lines.length} lines are JSON`);
    const requests = records.filter((r) => r.msg === "request");
    assert.ok(requests.length > 500 && requests.every((r) => typeof r.requestId === "string" && typeof r.status === "number"));
    assert.ok(
      requests.some((r) => typeof r.userId === "number"),
      "signed-in requests name their user",
    );
  });
});
