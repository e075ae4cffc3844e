// Runs `prisma generate` without the native schema engine (generate only needs the wasm one),
// so installs and builds work on machines that cannot reach Prisma's binary host.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const cli = require.resolve("prisma/build/index.js");
execFileSync(process.execPath, [cli, "generate"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: "/bin/false", PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" },
});
