import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { describe, it } from "node:test";
import { readJson } from "@/lib/security/body";
import { z } from "@/lib/zod";

// Every JSON body a handler reads goes through readJson (lib/security/body.ts, issue 32): a size
// limit, then the zod schema; too large is a 413, anything else not of the schema a 400, never a
// 500 or a body read whole into memory.

const schema = z.object({ question: z.number().int().min(1) });
const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request("http://localhost/api/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);
/** A body streamed in chunks with no length given, as a client may send it. */
const streamed = (chunks: number, size: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < chunks; i++) controller.enqueue(new Uint8Array(size).fill(32));
      controller.close();
    },
  });

describe("JSON bodies", () => {
  it("reads a body of the schema, and refuses a large, a malformed and an off-schema one with 413 or 400", async () => {
    assert.deepEqual(await readJson(post(JSON.stringify({ question: 3 })), schema, 64), { ok: true, data: { question: 3 } });
    assert.deepEqual(await readJson(post(JSON.stringify({ question: 3, pad: "x".repeat(100) })), schema, 64), { ok: false, error: "tooLarge", status: 413 });
    assert.deepEqual(await readJson(post(streamed(10, 1024)), schema, 4096), { ok: false, error: "tooLarge", status: 413 });
    assert.deepEqual(await readJson(post("{not json"), schema, 64), { ok: false, error: "invalid", status: 400 });
    assert.deepEqual(await readJson(post(JSON.stringify({ question: 0 })), schema, 64), { ok: false, error: "invalid", status: 400 });
    assert.deepEqual(await readJson(post(""), schema, 64), { ok: false, error: "invalid", status: 400 });
  });

  it("no handler reads a JSON body any other way", () => {
    const allowed = new Map([
      ["lib/security/body.ts", "the reader itself"],
      ["lib/payments/webhook.ts", "parses the raw body whose signature it has just checked (read with readCapped)"],
      ["lib/security/action-request.ts", "the middleware's check of a server action's arguments, whose body next-safe-action then reads with its schema"],
    ]);
    const grep = spawnSync(
      "git",
      ["grep", "--untracked", "-n", "-E", String.raw`request\.json\(|JSON\.parse\(`, "--", "app/api", "lib/*/http.ts", "lib/*/sitting.ts", "lib/payments", "lib/security"],
      {
        encoding: "utf8",
      },
    );
    assert.ok(grep.status === 0 || grep.status === 1, grep.stderr);
    const found = grep.stdout.split("\n").filter((line) => line && !allowed.has(line.split(":")[0]));
    assert.deepEqual(found, []);
  });
});
