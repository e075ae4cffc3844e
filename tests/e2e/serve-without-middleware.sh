#!/usr/bin/env bash
# Builds and starts a copy of the site with middleware.ts deleted, for the authorization table
# (tests/e2e/authz.spec.ts): the middleware only redirects early, so removing it must not
# open any page, action or route handler. Playwright starts this as a second web server.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -f package.json ] && [ -f middleware.ts ] || { echo "$0 must stay in tests/e2e of the project" >&2; exit 1; }
copy=.data/no-middleware
rm -rf "$copy"
mkdir -p "$copy"
tar --exclude=./node_modules --exclude=./.next --exclude=./.data --exclude=./.git \
  --exclude=./test-results --exclude=./playwright-report -cf - . | tar -xf - -C "$copy"
# Hard links: a real directory inside the project, as the bundler wants, without copying bytes.
cp -al node_modules "$copy/node_modules"
rm "$copy/middleware.ts"
cd "$copy"
npx next build >build.log 2>&1 || { cat build.log >&2; exit 1; }
node -e 'const m = require("./.next/server/middleware-manifest.json"); if (Object.keys(m.middleware).length) { console.error("the copy still has a middleware"); process.exit(1); }'
node --import tsx tests/e2e/prepare.ts
exec npm start
