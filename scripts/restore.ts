// `npm run restore -- DIR [--replace]`: puts a backup made by `npm run backup` back into the
// database and file storage that the settings name (stop `npm start` first). See lib/backup.
import { restore } from "@/lib/backup";
import { appDatabase, closeAppDatabase } from "@/lib/db";
import { storage } from "@/lib/storage";
import { loadEnvFiles } from "./load-env";

loadEnvFiles();
const args = process.argv.slice(2);
const replace = args.includes("--replace");
const dir = args.find((a) => !a.startsWith("--"));
if (!dir) {
  console.error("Usage: npm run restore -- <backup directory> [--replace]");
  process.exit(2);
}
try {
  const database = appDatabase();
  console.log(`Restoring ${dir} into the ${database.kind === "postgres" ? "PostgreSQL" : "embedded"} database${replace ? " (replacing what is there)" : ""}`);
  const manifest = await restore(database, storage(), dir, { replace, log: console.log });
  console.log(`Restore complete: the backup of ${manifest.createdAt} is back.`);
} catch (error) {
  console.error(`Restore failed; no rows were changed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeAppDatabase();
}
