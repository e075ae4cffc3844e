// `npm run backup [-- DIR]`: the database and every stored file into DIR (default
// backups/<date and time>), using the same settings as `npm start`. See lib/backup.
import path from "node:path";
import { backup } from "@/lib/backup";
import { appDatabase, closeAppDatabase } from "@/lib/db";
import { storage } from "@/lib/storage";
import { loadEnvFiles } from "./load-env";

loadEnvFiles();
const dir = process.argv[2] ?? path.join("backups", new Date().toISOString().replace(/[:.]/g, "-"));
try {
  const database = appDatabase();
  console.log(`Backing up the ${database.kind === "postgres" ? "PostgreSQL" : "embedded"} database and ${storage().driver === "s3" ? "the S3 bucket" : "local file storage"} into ${dir}`);
  const manifest = await backup(database, storage(), dir, console.log);
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(`Backup complete: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${manifest.files.count} files. Restore with: npm run restore -- ${dir}`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeAppDatabase();
}
