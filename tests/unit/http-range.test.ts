import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { contentDisposition, parseRange } from "@/lib/storage/http";

describe("parseRange", () => {
  it("reads explicit, open-ended and suffix ranges", () => {
    assert.deepEqual(parseRange("bytes=0-99", 1000), { start: 0, end: 99 });
    assert.deepEqual(parseRange("bytes=900-", 1000), { start: 900, end: 999 });
    assert.deepEqual(parseRange("bytes=-100", 1000), { start: 900, end: 999 });
    assert.deepEqual(parseRange("bytes=990-5000", 1000), { start: 990, end: 999 });
  });

  it("serves the whole file for no header or unsupported forms", () => {
    assert.equal(parseRange(null, 1000), null);
    assert.equal(parseRange("bytes=0-1,5-9", 1000), null);
    assert.equal(parseRange("items=0-1", 1000), null);
  });

  it("reports ranges past the end as unsatisfiable", () => {
    assert.equal(parseRange("bytes=1000-", 1000), "unsatisfiable");
    assert.equal(parseRange("bytes=5-2", 1000), "unsatisfiable");
    assert.equal(parseRange("bytes=-0", 1000), "unsatisfiable");
  });
});

describe("contentDisposition", () => {
  it("keeps Tamil names in filename* with an ASCII fallback", () => {
    const header = contentDisposition("attachment", 'குரூப் 4 "பாடம்".pdf');
    assert.match(header, /^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    assert.ok(header.includes(encodeURIComponent("குரூப் 4")));
    assert.ok(!/filename="[^"]*"[^;]*"/.test(header), "quotes in the name are replaced");
  });
});
