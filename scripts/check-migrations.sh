#!/usr/bin/env bash
# Migration drift: generating from apps/server/src/db/schema.ts must produce nothing new, i.e. the
# committed migrations already describe the schema. A drift leaves the new migration in place to commit.
set -euo pipefail
cd "$(dirname "$0")/.."

migrations=apps/server/src/db/migrations
npm run --silent db:generate </dev/null
if ! git diff --exit-code --stat -- "$migrations" || [ -n "$(git status --porcelain -- "$migrations")" ]; then
  git status --short -- "$migrations" >&2
  echo "!! schema.ts and the committed migrations differ: run npm run db:generate and commit the migration" >&2
  exit 1
fi
echo "Migrations match schema.ts."
