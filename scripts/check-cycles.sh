#!/usr/bin/env bash
# No import circles at all, `import type` included (ESLint's import-x/no-cycle skips type imports).
# Checks each source tree on its own so every circle is printed under the tree it belongs to.
set -uo pipefail
cd "$(dirname "$0")/.."

failed=0
check() {
  local name=$1
  shift
  echo "-- import circles in $name"
  if ! npx --no-install dpdm --no-tree --no-warning --no-progress --exit-code circular:1 "$@"; then
    echo "!! $name has import circles (listed above as a -> b -> … -> back to a): break each one" >&2
    failed=1
  fi
}

check packages/contract/src 'packages/contract/src/**/*.ts'
check apps/server/src 'apps/server/src/**/*.ts'
check apps/web/src --tsconfig apps/web/tsconfig.json 'apps/web/src/**/*.{ts,tsx}'
exit $failed
