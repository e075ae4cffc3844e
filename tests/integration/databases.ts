import { after, before } from "node:test";
import { setAppDatabase, type Database } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { embeddedTarget, postgresTarget, type TestDatabase } from "../../bench/scratch-database";

export { embeddedTarget, postgresTarget, type TestDatabase } from "../../bench/scratch-database";

/** Every database the suite should run against: embedded always, PostgreSQL when configured. */
export async function targets(): Promise<TestDatabase[]> {
  const list: TestDatabase[] = [await embeddedTarget()];
  const server = await postgresTarget();
  if (server) list.push(server);
  return list;
}

/**
 * For a describe block: opens and migrates the target before its tests, closes and drops it after.
 * The client is read through the returned object once the tests run.
 */
export function suiteDatabase(target: TestDatabase): { readonly prisma: PrismaClient } {
  let db: Database | undefined;
  before(async () => {
    db = await target.open();
    await db.migrate();
    // Queries (lib/<domain>/queries.ts) read the app database: this suite's, while it runs.
    setAppDatabase(db);
  });
  after(async () => {
    await db?.close();
    await target.dispose();
  });
  return {
    get prisma() {
      if (!db) throw new Error("the suite's database is opened in its before hook");
      return db.prisma;
    },
  };
}
