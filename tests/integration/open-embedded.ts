// Child process for embedded.test.ts: tries to open the embedded database given as argv[2].
import { createDatabase } from "@/lib/db";

try {
  const db = createDatabase({ dataDir: process.argv[2] });
  await db.close();
  process.exit(0);
} catch (error) {
  console.error((error as Error).message);
  process.exit(3);
}
