// `npm run restore:drill`: restores the latest scheduled backup (lib/backup/schedule.ts) into a
// scratch embedded database and checks every table's row count against the backup's. It reads the
// site's storage only (not its database), so it runs beside `npm start`. Exits 1 when the drill fails.
import { restoreDrill } from "@/lib/backup/schedule";
import { storage } from "@/lib/storage";
import { loadEnvFiles } from "./load-env";

loadEnvFiles();
try {
  const drill = await restoreDrill(storage(), console.log);
  const rows = Object.values(drill.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Restore drill passed: ${drill.prefix} (taken ${drill.createdAt}) restored ${rows} rows in ${Object.keys(drill.tables).length} tables and ${drill.files} files, every count as backed up.`,
  );
} catch (error) {
  console.error(`Restore drill FAILED: ${(error as Error).message}`);
  process.exitCode = 1;
}
