import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Embedded installs keep a generated secret in the data folder so sessions survive restarts. */
export function ensureAuthSecret(settings: { AUTH_SECRET?: string; DATA_DIR: string }): void {
  if (settings.AUTH_SECRET) return;
  const file = path.join(settings.DATA_DIR, "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(settings.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  process.env.AUTH_SECRET = readFileSync(file, "utf8").trim();
}
