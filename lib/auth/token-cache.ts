import { decode, type JWT, type JWTDecodeParams } from "next-auth/jwt";

// Decrypting the session cookie (an HKDF key derivation, a JWK thumbprint, AES-CBC and HMAC on
// every call) cost about a quarter of a mock-test mark save's server CPU (bench/tests.ts). A
// student's phone sends the same cookie with every mark of a sitting, so the claims a cookie
// decrypted to are kept, until the token's own expiry. Only tokens that decrypted are kept (a
// forged cookie costs a decryption every time, and takes no room); what the claims say is still
// checked against the database on every request (lib/auth/login.ts sessionStillValid), so a
// logout or a disabled account takes effect at once.

const LIMIT = 10_000;
const decoded = new Map<string, JWT>();

/** next-auth's `decode`, remembering the last LIMIT tokens it decrypted; for `getToken({ decode })`. */
export async function cachedDecode(params: JWTDecodeParams): Promise<JWT | null> {
  const key = `${String(params.secret)}\n${params.salt}\n${params.token ?? ""}`;
  const hit = decoded.get(key);
  if (hit && typeof hit.exp === "number" && hit.exp * 1000 > Date.now()) return hit;
  if (hit) decoded.delete(key);
  const claims = await decode(params);
  if (claims && typeof claims.exp === "number") {
    // The oldest entry goes first (a Map keeps insertion order): a bound, not a tuned LRU.
    if (decoded.size >= LIMIT) decoded.delete(decoded.keys().next().value!);
    // Every later request with this cookie gets this very object: nobody may change it.
    decoded.set(key, Object.freeze(claims));
  }
  return claims;
}
