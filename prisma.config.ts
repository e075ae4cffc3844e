import { defineConfig } from "prisma/config";

// Only `prisma generate` uses this file: migrations are plain SQL applied by scripts/migrate.ts,
// because the Prisma 7 CLI cannot fetch its schema engine on offline machines.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
