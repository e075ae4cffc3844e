import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { requestIdOf } from "@/lib/ops/log";

// A request's id goes into every log line of the request (lib/ops/log.ts): one from outside is
// taken only from a trusted proxy, and only when it is an id, not a line break or a story.

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("a request's id", () => {
  it("keeps a trusted proxy's X-Request-Id, and makes a new one without a trusted proxy", () => {
    assert.equal(requestIdOf("proxy-given-id-0001", true), "proxy-given-id-0001");
    assert.match(requestIdOf("proxy-given-id-0001", false), uuid);
    assert.match(requestIdOf(undefined, true), uuid);
  });

  it("refuses what is not an id: a line break, spaces, too short, too long, a repeated header", () => {
    for (const header of ["abc\ninjected", "two words here", "short", "x".repeat(65), ["proxy-given-id-0001", "proxy-given-id-0002"]]) assert.match(requestIdOf(header, true), uuid);
  });
});
