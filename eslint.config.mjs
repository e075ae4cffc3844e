import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// `npx eslint .` (part of `npm run lint` and of `npm test`): Next's rules plus the project's own.
export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // A leading underscore names a parameter that is there for its type only (tests/integration/smtp.ts).
    rules: { "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_" }] },
  },
  // Generated code and build or test output (Next's default ignores, then the project's; see .gitignore).
  globalIgnores([
    ".next/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    "node_modules/**",
    "lib/generated/**",
    // pdf.js worker and data, copied from node_modules by scripts/pdfjs-assets.mjs.
    "public/pdfjs/**",
    // The service worker, bundled from app/sw.ts by `serwist build` (scripts/serwist.config.mjs).
    "public/sw.js*",
    "test-results/**",
    "playwright-report/**",
    ".data/**",
    "backups/**",
    "bench/results/**",
  ]),
  {
    // lib/README.md: pages, layouts and route handlers call lib/<domain>/queries.ts, never the database.
    files: ["app/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "@/lib/db", message: "app/ reads data through lib/<domain>/queries.ts (lib/README.md)" }],
          patterns: [{ group: ["@/lib/generated/prisma", "@/lib/generated/prisma/*"], message: "app/ reads data through lib/<domain>/queries.ts (lib/README.md)" }],
        },
      ],
    },
  },
]);
