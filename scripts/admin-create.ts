// `npm run admin:create -- --username NAME`: an admin account from the server's shell, for
// operators who would rather not use /Admin-Register and its setup code (shell access already
// means control of the site). The password comes from ADMIN_PASSWORD or the first line of stdin
// (typed without echo on a terminal). Uses the same settings as `npm start`; the embedded
// database belongs to one process, so stop `npm start` first there.
import { spawnSync } from "node:child_process";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { registerAdmin } from "@/lib/auth/accounts";
import { adminRegisterSchema } from "@/lib/auth/schema";
import { forgetSetupCode } from "@/lib/auth/setup-code";
import { appDatabase, closeAppDatabase } from "@/lib/db";
import { env } from "@/lib/env";
import { loadEnvFiles } from "./load-env";

/** On a terminal the typed characters are not echoed back (stty, as passwd does). */
const echo = (on: boolean) => spawnSync("stty", [on ? "echo" : "-echo"], { stdio: "inherit" });

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const terminal = process.stdin.isTTY;
  if (terminal) {
    process.stdout.write("Password for the new admin: ");
    echo(false);
  }
  try {
    for await (const line of createInterface({ input: process.stdin, terminal: false })) return line;
    return "";
  } finally {
    if (terminal) {
      echo(true);
      process.stdout.write("\n");
    }
  }
}

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

loadEnvFiles();
const { values } = parseArgs({ options: { username: { type: "string" } } });
const input = adminRegisterSchema.safeParse({ username: values.username ?? "", password: await readPassword() });
if (!input.success) {
  const issue = input.error.issues[0];
  fail(issue.path[0] === "username" ? "give --username NAME" : `the password ${issue.message === "passwordTooShort" ? "needs at least 8 characters" : "is not usable"}`);
}
try {
  const database = appDatabase();
  await database.migrate();
  const result = await registerAdmin(database.prisma, input.data, { actor: null, setupCodeValid: false, shell: true });
  if (result.ok) {
    if (result.first) forgetSetupCode(env());
    console.log(`Admin "${input.data.username}" created. Sign in at /Admin-Login.`);
  } else {
    console.error(`admin:create: an admin named "${input.data.username}" already exists`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`admin:create: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeAppDatabase();
}
