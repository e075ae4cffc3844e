import { hash, verify, type Options } from "@node-rs/argon2";

// OWASP's minimum for argon2id: 19 MiB memory, 2 passes, 1 lane. `Algorithm` is a const enum
// in the package's types (empty at run time), so its value for Argon2id is written out.
const ARGON2ID = 2;
const options: Options = { algorithm: ARGON2ID as Options["algorithm"], memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * The one argon2id hash, behind an object so tests can count calls: a request refused by a cheap
 * check (wrong setup code, cap reached, spent reset link) must not get one.
 */
export const argon2id = { hash: (password: string): Promise<string> => hash(password, options) };

export function hashPassword(password: string): Promise<string> {
  return argon2id.hash(password);
}

/** False for a wrong password and for a malformed hash; never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/** Spends the time of one verification, so unknown usernames answer as slowly as known ones. */
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword("decoy-password-for-unknown-users");
  await verifyPassword(await decoy, password);
  return false;
}
