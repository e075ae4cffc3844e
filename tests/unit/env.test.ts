import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { EnvError, parseEnv } from "@/lib/env";
import { gatewayFor } from "@/lib/payments/current";

describe("parseEnv", () => {
  it("accepts an empty environment with embedded defaults", () => {
    const env = parseEnv({});
    assert.equal(env.DATABASE_URL, undefined);
    assert.equal(env.DATA_DIR, ".data");
    assert.equal(env.PORT, 3000);
  });

  it("names DATABASE_URL when it is not a postgres URL", () => {
    assert.throws(
      () => parseEnv({ DATABASE_URL: "garbage" }),
      (e: unknown) => e instanceof EnvError && e.variable === "DATABASE_URL" && /^Invalid setting DATABASE_URL: /.test(e.message),
    );
  });

  it("accepts postgres URLs", () => {
    assert.equal(parseEnv({ DATABASE_URL: "postgresql://u@127.0.0.1:5432/test" }).DATABASE_URL, "postgresql://u@127.0.0.1:5432/test");
  });

  it("names the missing Razorpay variable when only some are set", () => {
    assert.throws(
      () => parseEnv({ RAZORPAY_KEY_ID: "rzp_test_1", RAZORPAY_KEY_SECRET: "s" }),
      (e: unknown) => e instanceof EnvError && e.variable === "RAZORPAY_WEBHOOK_SECRET",
    );
  });

  it("rejects a short AUTH_SECRET, a bad PORT and a non-SMTP mail URL", () => {
    assert.throws(
      () => parseEnv({ AUTH_SECRET: "short" }),
      (e: unknown) => e instanceof EnvError && e.variable === "AUTH_SECRET",
    );
    assert.throws(
      () => parseEnv({ PORT: "eighty" }),
      (e: unknown) => e instanceof EnvError && e.variable === "PORT",
    );
    assert.throws(
      () => parseEnv({ SMTP_URL: "http://mail" }),
      (e: unknown) => e instanceof EnvError && e.variable === "SMTP_URL",
    );
  });

  it("requires AUTH_SECRET with DATABASE_URL in production only", () => {
    const url = "postgres://u@h/db";
    assert.throws(
      () => parseEnv({ NODE_ENV: "production", DATABASE_URL: url }),
      (e: unknown) => e instanceof EnvError && e.variable === "AUTH_SECRET",
    );
    assert.doesNotThrow(() => parseEnv({ NODE_ENV: "test", DATABASE_URL: url }));
  });

  describe("the test payment gateway (no Razorpay keys)", () => {
    const refusal = (e: unknown) => e instanceof EnvError && e.variable === "RAZORPAY_KEY_ID" && /PAYMENTS_TEST_MODE/.test(e.message);
    const keys = { RAZORPAY_KEY_ID: "rzp_live_1", RAZORPAY_KEY_SECRET: "s", RAZORPAY_WEBHOOK_SECRET: "w" };
    const postgres = { NODE_ENV: "production", DATABASE_URL: "postgres://u@h/db", AUTH_SECRET: "x".repeat(32) };

    it("runs on a loopback SITE_URL, embedded or on PostgreSQL", () => {
      for (const SITE_URL of [
        undefined,
        "http://localhost:3000",
        "http://LOCALHOST",
        "https://localhost/",
        "http://127.0.0.1:3100",
        "http://127.1.2.3",
        "http://127.1",
        "http://[::1]:3000",
        "http://[0:0:0:0:0:0:0:1]/",
      ]) {
        assert.doesNotThrow(() => parseEnv({ NODE_ENV: "production", SITE_URL }), SITE_URL);
        assert.doesNotThrow(() => parseEnv({ ...postgres, SITE_URL }), SITE_URL);
      }
    });

    it("is refused on any other address, naming the Razorpay variables and PAYMENTS_TEST_MODE", () => {
      for (const SITE_URL of [
        "https://coaching.example",
        "http://192.168.1.5:3000",
        "http://0.0.0.0:3000",
        "http://128.0.0.1",
        "http://localhost.example.com",
        "http://127.0.0.1.nip.io",
        "http://[::2]/",
      ]) {
        assert.throws(() => parseEnv({ SITE_URL }), refusal, SITE_URL);
        assert.throws(() => parseEnv({ ...postgres, SITE_URL }), refusal, SITE_URL);
      }
      assert.throws(
        () => parseEnv({ SITE_URL: "https://coaching.example" }),
        (e: unknown) => ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET", "PAYMENTS_TEST_MODE=true"].every((name) => (e as Error).message.includes(name)),
      );
    });

    it("runs anywhere with PAYMENTS_TEST_MODE=true, and nowhere with PAYMENTS_TEST_MODE=false", () => {
      assert.doesNotThrow(() => parseEnv({ SITE_URL: "https://coaching.example", PAYMENTS_TEST_MODE: "true" }));
      assert.doesNotThrow(() => parseEnv({ ...postgres, SITE_URL: "https://coaching.example", PAYMENTS_TEST_MODE: "true" }));
      assert.throws(() => parseEnv({ PAYMENTS_TEST_MODE: "false" }), refusal);
      assert.throws(() => parseEnv({ SITE_URL: "https://coaching.example", PAYMENTS_TEST_MODE: "false" }), refusal);
    });

    it("is not needed when the keys are set", () => {
      assert.doesNotThrow(() => parseEnv({ SITE_URL: "https://coaching.example", ...keys }));
      assert.doesNotThrow(() => parseEnv({ ...postgres, SITE_URL: "https://coaching.example", ...keys }));
      assert.doesNotThrow(() => parseEnv({ SITE_URL: "https://coaching.example", PAYMENTS_TEST_MODE: "false", ...keys }));
    });

    it("is refused by the gateway choice too, whatever reaches it", () => {
      const settings = parseEnv({});
      assert.equal(gatewayFor(settings, "x".repeat(32)).name, "test");
      assert.throws(() => gatewayFor({ ...settings, SITE_URL: "https://coaching.example" }, "x".repeat(32)), /PAYMENTS_TEST_MODE=true/);
      assert.throws(() => gatewayFor({ ...settings, PAYMENTS_TEST_MODE: "false" }, "x".repeat(32)), /PAYMENTS_TEST_MODE=true/);
      assert.equal(gatewayFor({ ...settings, SITE_URL: "https://coaching.example", PAYMENTS_TEST_MODE: "true" }, "x".repeat(32)).name, "test");
      assert.equal(gatewayFor({ ...settings, SITE_URL: "https://coaching.example", ...keys }, undefined).name, "razorpay");
    });
  });
});
