import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "@/lib/env";

// Until the first admin exists, /Admin-Register asks for a one-time setup code (as Jenkins and
// Grafana do), so a stranger who reaches a freshly deployed server cannot claim the role.
// `npm start` makes it and prints it; ADMIN_SETUP_CODE, when set, wins (several instances share it).

type Settings = Pick<Env, "DATA_DIR" | "ADMIN_SETUP_CODE">;

export const setupCodeFile = (settings: Settings) => path.join(settings.DATA_DIR, "admin-setup-code");

/** Crockford's alphabet: no I, L, O or U to misread from a terminal. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** The code in force, or null when none was made or set. */
export function currentSetupCode(settings: Settings): string | null {
  if (settings.ADMIN_SETUP_CODE) return settings.ADMIN_SETUP_CODE;
  try {
    return readFileSync(setupCodeFile(settings), "utf8").trim() || null;
  } catch {
    return null;
  }
}

/** For npm start: the code in force, made (12 characters, 60 bits) and stored readable by the owner only if none. */
export function ensureSetupCode(settings: Settings): string {
  const existing = currentSetupCode(settings);
  if (existing) return existing;
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  const code = chars.match(/.{4}/g)!.join("-");
  mkdirSync(settings.DATA_DIR, { recursive: true });
  writeFileSync(setupCodeFile(settings), `${code}\n`, { mode: 0o600 });
  return code;
}

/** Typed as printed or not: case, spaces and dashes do not matter. */
const normalised = (code: string) => createHash("sha256").update(code.toUpperCase().replace(/[\s-]/g, "")).digest();

/** Compared in constant time, so the answer's timing says nothing about how close a guess was. */
export function setupCodeMatches(given: string | undefined, settings: Settings): boolean {
  const code = currentSetupCode(settings);
  if (!code || !given) return false;
  return timingSafeEqual(normalised(given), normalised(code));
}

/** Once the first admin exists the code is useless; the file goes so nobody mistakes it for a secret still in force. */
export function forgetSetupCode(settings: Settings): void {
  rmSync(setupCodeFile(settings), { force: true });
}
