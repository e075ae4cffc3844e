import { existsSync } from "node:fs";

/** The .env files Next reads, in its order (the first to set a variable wins; real variables win over all). */
export function loadEnvFiles(): void {
  for (const file of [".env.production.local", ".env.local", ".env.production", ".env"]) {
    if (existsSync(file)) process.loadEnvFile(file);
  }
}
