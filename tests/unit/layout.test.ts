import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";

// The layout rule made mechanical (issue 32): the database is called from a domain's queries.ts
// and service.ts, and from the files lib/README.md's table of domains names in its last column
// (each a flow of its own). A call anywhere else fails here, and so does a listed file that no
// longer makes one, so the table stays true.

/** A Prisma model call or raw SQL on the client, a transaction or a db() handle. */
const DATABASE_CALL = String.raw`\b(db\(\)|tx|db|prisma)\.(\$queryRaw|\$executeRaw|\$transaction|[a-z][A-Za-z]+\.(find|create|update|delete|upsert|count|aggregate|groupBy))`;

/** The files lib/README.md lists as calling the database: its domains table's last column. */
function listed(): string[] {
  const readme = readFileSync("lib/README.md", "utf8");
  const table = readme.slice(readme.indexOf("## Domains"), readme.indexOf("\n## ", readme.indexOf("## Domains") + 1));
  return table
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => {
      const cells = line.split(" | ");
      const folders = [...cells[0].matchAll(/`([\w-]+)\/`/g)].map((m) => m[1]);
      return [...cells.at(-1)!.matchAll(/`([\w/.-]+\.ts)`/g)].map((m) => (m[1].includes("/") ? `lib/${m[1]}` : `lib/${folders[0]}/${m[1]}`));
    });
}

const grepFiles = (pattern: string, ...paths: string[]) => {
  const grep = spawnSync("git", ["grep", "--untracked", "-l", "-E", pattern, "--", ...paths], { encoding: "utf8" });
  assert.ok(grep.status === 0 || grep.status === 1, grep.stderr);
  return grep.stdout.split("\n").filter(Boolean);
};

describe("layout", () => {
  it("route handlers for signed-in roles are built with withRole: the role check, the id and the body in one place", () => {
    assert.deepEqual(grepFiles(String.raw`apiUser\(`, "app", "lib"), ["lib/auth/session.ts", "lib/auth/with-role.ts"]);
  });

  it("the database is called only from queries.ts, service.ts and the per-flow files lib/README.md lists", () => {
    const allowed = new Set(listed());
    assert.ok(allowed.size > 10, "the table's last column was read");
    const found = grepFiles(DATABASE_CALL, "lib", ":!lib/generated");
    assert.deepEqual(
      found.filter((file) => !/\/(queries|service)\.ts$/.test(file) && !allowed.has(file)),
      [],
    );
    assert.deepEqual(
      [...allowed].filter((file) => !found.includes(file)),
      [],
      "listed in lib/README.md, but no longer calling the database",
    );
  });
});
