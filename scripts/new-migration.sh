#!/usr/bin/env bash
# Writes prisma/migrations/<timestamp>_<name>/migration.sql: the SQL that takes the schema at a git ref
# (default HEAD; empty for the first migration) to the working prisma/schema.prisma.
# Prisma 7's CLI needs a native schema engine it cannot download offline; Prisma 6's wasm engine
# computes the same diff, so it runs here from a scratch directory and is never a project dependency.
set -euo pipefail
name=${1:?usage: scripts/new-migration.sh NAME [BASE_REF]}
base=${2:-HEAD}
root=$(cd "$(dirname "$0")/.." && pwd)
tool=${PRISMA6_DIR:-$HOME/.cache/prisma6-diff}

if [ ! -x "$tool/node_modules/.bin/prisma" ]; then
  mkdir -p "$tool"
  (cd "$tool" && npm init -y >/dev/null && npm i --loglevel=error prisma@6.19.3 @prisma/adapter-pg@6.19.3 pg@8 >/dev/null)
fi
# The wasm engine connects through the adapter even for a schema-to-schema diff.
cat > "$tool/prisma.config.ts" <<'TS'
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  adapter: async () => new PrismaPg({ connectionString: process.env.DIFF_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test" }),
  schema: "to.prisma",
});
TS

# Prisma 6 wants the url in the datasource and a client-engine generator; the models are unchanged.
to_v6() {
  printf 'generator client {\n  provider = "prisma-client-js"\n  engineType = "client"\n}\n'
  sed -e '/^generator client/,/^}/d' -e 's/^  provider = "postgresql"$/  provider = "postgresql"\n  url      = env("UNUSED_URL")/'
}
to_v6 < "$root/prisma/schema.prisma" > "$tool/to.prisma"
from=(--from-empty)
if ls "$root"/prisma/migrations/*/migration.sql >/dev/null 2>&1; then
  git -C "$root" show "$base:prisma/schema.prisma" | to_v6 > "$tool/from.prisma"
  from=(--from-schema-datamodel from.prisma)
fi

dir="$root/prisma/migrations/$(date -u +%Y%m%d%H%M%S)_$name"
mkdir -p "$dir"
(cd "$tool" && UNUSED_URL=postgresql://unused@127.0.0.1/unused ./node_modules/.bin/prisma migrate diff \
  "${from[@]}" --to-schema-datamodel to.prisma --script) > "$dir/migration.sql"
echo "wrote ${dir#$root/}/migration.sql"
