#!/usr/bin/env bash
# The tests that meet the real clock (shops started as child processes, the demo's seed and
# calendar, sign-in assertions, the web components), run again with the machine's clock moved
# ahead (CLOCK_AHEAD_DAYS, default 365) by libfaketime: a test that only passes in the month it
# was written fails here, not on the first of next month. Monotonic time is left alone, so timers
# and timeouts behave. Runs on SQLite; extra arguments go to vitest.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v faketime >/dev/null 2>&1; then
  echo "faketime is missing (Debian package 'faketime')" >&2
  exit 1
fi

DAYS="${CLOCK_AHEAD_DAYS:-365}"
REAL_CLOCK_TESTS=(
  apps/api/test/checkout-crash.test.ts
  apps/api/test/platform-workers.test.ts
  apps/api/test/demo-calendar.test.ts
  apps/api/test/seed.test.ts
  apps/api/test/delivery-seed.test.ts
  apps/api/test/flyers-seed.test.ts
  apps/api/test/accounts-saml.test.ts
  apps/web/src
)

echo "Clock moved ${DAYS} days ahead: $(FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "+${DAYS}d" date -u +%Y-%m-%d)"
env -u TEST_DATABASE_URL FAKETIME_DONT_FAKE_MONOTONIC=1 \
  faketime -f "+${DAYS}d" npx vitest run "${REAL_CLOCK_TESTS[@]}" "$@"
