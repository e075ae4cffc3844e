import assert from "node:assert/strict";
import { statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { currentSetupCode, ensureSetupCode, forgetSetupCode, setupCodeFile, setupCodeMatches } from "@/lib/auth/setup-code";
import { parseEnv } from "@/lib/env";
import { clientAddressOf } from "@/lib/security/client-address";

describe("the first admin's setup code", () => {
  it("is made once, kept readable by the owner only, matched however it is typed, and forgotten", async () => {
    const settings = { DATA_DIR: await mkdtemp(path.join(tmpdir(), "setup-code-")), ADMIN_SETUP_CODE: undefined };
    assert.equal(currentSetupCode(settings), null);
    assert.equal(setupCodeMatches("anything", settings), false, "no code in force matches nothing");
    const code = ensureSetupCode(settings);
    assert.match(code, /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    assert.equal(ensureSetupCode(settings), code, "a restart keeps the printed code");
    assert.equal(statSync(setupCodeFile(settings)).mode & 0o777, 0o600);
    assert.equal(setupCodeMatches(code, settings), true);
    assert.equal(setupCodeMatches(` ${code.toLowerCase().replaceAll("-", " ")} `, settings), true);
    assert.equal(setupCodeMatches(code.slice(0, -1), settings), false);
    assert.equal(setupCodeMatches(undefined, settings), false);
    forgetSetupCode(settings);
    assert.equal(setupCodeMatches(code, settings), false);
    await rm(settings.DATA_DIR, { recursive: true });
  });

  it("ADMIN_SETUP_CODE wins over the file, and must be long enough", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "setup-code-"));
    ensureSetupCode({ DATA_DIR: dir, ADMIN_SETUP_CODE: undefined });
    const settings = { DATA_DIR: dir, ADMIN_SETUP_CODE: "operator-chosen-code" };
    assert.equal(ensureSetupCode(settings), "operator-chosen-code");
    assert.equal(setupCodeMatches("OPERATOR-CHOSEN-CODE", settings), true);
    assert.throws(() => parseEnv({ ADMIN_SETUP_CODE: "short" }), /ADMIN_SETUP_CODE: must be at least 12 characters/);
    await rm(dir, { recursive: true });
  });
});

describe("the client's address", () => {
  it("is the connection's when no proxy is trusted, whatever X-Forwarded-For says", () => {
    assert.equal(clientAddressOf("127.0.0.1", "6.6.6.6", 0), "127.0.0.1");
    assert.equal(clientAddressOf("::ffff:192.0.2.4", undefined, 0), "192.0.2.4");
    assert.equal(clientAddressOf("2001:db8::1", "6.6.6.6, 7.7.7.7", 0), "2001:db8::1");
  });

  it("counts back as many X-Forwarded-For entries as there are trusted proxies", () => {
    assert.equal(clientAddressOf("10.0.0.2", "6.6.6.6, 203.0.113.9", 1), "203.0.113.9", "one proxy: its entry, not the forged one before it");
    assert.equal(clientAddressOf("10.0.0.2", ["6.6.6.6", "203.0.113.9, 10.0.0.1"], 2), "203.0.113.9", "two proxies, header split over lines");
    assert.equal(clientAddressOf("10.0.0.2", undefined, 1), "10.0.0.2", "a trusted proxy that added nothing: the connection");
    assert.equal(clientAddressOf("10.0.0.2", "203.0.113.9", 5), "203.0.113.9", "more proxies than entries: the outermost entry");
  });

  it("TRUST_PROXY is a small count, 0 by default", () => {
    assert.equal(parseEnv({}).TRUST_PROXY, 0);
    assert.equal(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY, 2);
    assert.throws(() => parseEnv({ TRUST_PROXY: "yes" }), /TRUST_PROXY: must be the number of proxies in front/);
  });
});
