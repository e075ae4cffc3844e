import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { encode } from "next-auth/jwt";
import { cachedDecode } from "@/lib/auth/token-cache";

// lib/auth/token-cache.ts: the session cookie is decrypted once, and its claims are kept no longer
// than the token is valid, and only for the secret that decrypted them.

const salt = "authjs.session-token";
const secret = "a-secret-of-the-unit-tests-32-bytes!";
const claims = { sub: "7", uid: 7, role: "STUDENT", sv: 0 };

describe("the session token cache", () => {
  it("decrypts a token once: the same cookie again is answered from memory", async () => {
    const token = await encode({ token: claims, secret, salt });
    const first = await cachedDecode({ token, secret, salt });
    assert.equal(first?.uid, 7);
    // decode() returns a new object each time; the very same object proves it was not decrypted again.
    assert.equal(await cachedDecode({ token, secret, salt }), first);
  });

  // decode() throws on a token it refuses (getToken answers that as no session); so does the cache.
  it("refuses a token under another secret or forged, whatever was decrypted before", async () => {
    const token = await encode({ token: claims, secret, salt });
    assert.ok(await cachedDecode({ token, secret, salt }));
    await assert.rejects(cachedDecode({ token, secret: "another-secret-of-the-unit-tests-32", salt }));
    await assert.rejects(cachedDecode({ token: `${token.slice(0, -4)}AAAA`, secret, salt }));
    assert.equal(await cachedDecode({ token: undefined, secret, salt }), null);
  });

  it("forgets a token once it has expired", async (t) => {
    const token = await encode({ token: claims, secret, salt, maxAge: 60 });
    assert.ok(await cachedDecode({ token, secret, salt }));
    // An hour on (jose and the cache both read Date.now()): past expiry and jose's 15 s tolerance.
    t.mock.timers.enable({ apis: ["Date"], now: Date.now() + 3_600_000 });
    await assert.rejects(cachedDecode({ token, secret, salt }), /exp/);
  });
});
