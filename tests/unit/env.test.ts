import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { EnvError, parseEnv } from "@/lib/env";

describe("parseEnv", () => {
  it("accepts an empty environment with embedded defaults", () => {
    const env = parseEnv({});
    assert.equal(env.DATABASE_URL, undefined);
    assert.equal(env.DATA_DIR, ".data");
    assert.equal(env.PORT, 3000);
  });

  it("names DATABASE_URL when it is not a postgres URL", () => {
    assert.throws(() => parseEnv({ DATABASE_URL: "garbage" }), (e: unknown) => e instanceof EnvError && e.variable === "DATABASE_URL" && /^Invalid setting DATABASE_URL: /.test(e.message));
  });

  it("accepts postgres URLs", () => {
    assert.equal(parseEnv({ DATABASE_URL: "postgresql://u@127.0.0.1:5432/test" }).DATABASE_URL, "postgresql://u@127.0.0.1:5432/test");
  });

  it("names the missing Razorpay variable when only some are set", () => {
    assert.throws(() => parseEnv({ RAZORPAY_KEY_ID: "rzp_test_1", RAZORPAY_KEY_SECRET: "s" }), (e: unknown) => e instanceof EnvError && e.variable === "RAZORPAY_WEBHOOK_SECRET");
  });

  it("rejects a short AUTH_SECRET, a bad PORT and a non-SMTP mail URL", () => {
    assert.throws(() => parseEnv({ AUTH_SECRET: "short" }), (e: unknown) => e instanceof EnvError && e.variable === "AUTH_SECRET");
    assert.throws(() => parseEnv({ PORT: "eighty" }), (e: unknown) => e instanceof EnvError && e.variable === "PORT");
    assert.throws(() => parseEnv({ SMTP_URL: "http://mail" }), (e: unknown) => e instanceof EnvError && e.variable === "SMTP_URL");
  });

  it("requires AUTH_SECRET with DATABASE_URL in production only", () => {
    const url = "postgres://u@h/db";
    assert.throws(() => parseEnv({ NODE_ENV: "production", DATABASE_URL: url }), (e: unknown) => e instanceof EnvError && e.variable === "AUTH_SECRET");
    assert.doesNotThrow(() => parseEnv({ NODE_ENV: "test", DATABASE_URL: url }));
  });

  it("refuses free registrations in production on PostgreSQL unless the test gateway is asked for", () => {
    const base = { NODE_ENV: "production", DATABASE_URL: "postgres://u@h/db", AUTH_SECRET: "x".repeat(32) };
    assert.throws(() => parseEnv(base), (e: unknown) => e instanceof EnvError && e.variable === "RAZORPAY_KEY_ID" && /PAYMENTS_TEST_MODE=true/.test(e.message));
    assert.doesNotThrow(() => parseEnv({ ...base, PAYMENTS_TEST_MODE: "true" }));
    assert.doesNotThrow(() => parseEnv({ ...base, RAZORPAY_KEY_ID: "rzp_live_1", RAZORPAY_KEY_SECRET: "s", RAZORPAY_WEBHOOK_SECRET: "w" }));
    assert.doesNotThrow(() => parseEnv({ NODE_ENV: "production" }), "the embedded default keeps its test gateway");
  });
});
