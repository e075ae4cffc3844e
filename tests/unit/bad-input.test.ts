import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { MAX_ID, parseId } from "@/lib/db/id";
import { escapeLike } from "@/lib/records/paginate";
import { refuseRequestLine } from "@/lib/security/request-line";

// Input PostgreSQL or Next would answer with a 500 is refused where it enters, with a 4xx or a
// field error the form shows in the user's language.

describe("ids in URLs", () => {
  it("are whole numbers within PostgreSQL's integer range", () => {
    assert.equal(parseId("1"), 1);
    assert.equal(parseId("42"), 42);
    assert.equal(parseId(String(MAX_ID)), 2_147_483_647);
    for (const id of ["2147483648", "9999999999", "99999999999999999999", "0", "-1", "01", "1e3", "0x10", "1.0", " 1", "1 ", "", "NaN", "Infinity", undefined]) {
      assert.equal(parseId(id), null, String(id));
    }
  });
});

describe("the request line", () => {
  it("refuses TRACE, TRACK and methods the site never serves with 405", () => {
    for (const method of ["TRACE", "TRACK", "CONNECT", "PROPFIND", "trace", undefined]) assert.equal(refuseRequestLine(method, "/")?.status, 405, String(method));
    for (const method of ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"]) assert.equal(refuseRequestLine(method, "/api/search?q=ab"), null, method);
  });

  it("refuses a NUL byte anywhere in the address with 400", () => {
    for (const url of ["/api/search?q=%00", "/api/search?q=a%00b", "/Courses/group1?q=x%00", "/api/files/1%00", "/x\u0000"]) assert.equal(refuseRequestLine("GET", url)?.status, 400, url);
    assert.equal(refuseRequestLine("GET", "/api/search?q=%2500"), null, "an encoded percent sign is text");
  });
});

describe("search words", () => {
  it("escape LIKE's wildcards and escape character", () => {
    assert.equal(escapeLike("100%_a\\b"), "100\\%\\_a\\\\b");
    assert.equal(escapeLike("குரூப் 4"), "குரூப் 4");
  });
});

