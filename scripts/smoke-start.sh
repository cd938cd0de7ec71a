#!/usr/bin/env bash
# Starts the shop as a newcomer would (npm start's script, fresh SQLite file) on a free port and
# checks that the catalogue answers with demo products (within SMOKE_TIMEOUT_S, default 180 s: the
# first start also builds); prints the time it took.
# Stops only the server it started (by its pid), never other shops running on this machine.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d)
port=${SMOKE_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
start=$(date +%s%N)
# scripts/start.mjs is what `npm start` runs; started directly, $! is its pid, and it passes
# SIGTERM on to the server it spawned and exits with it.
PORT=$port DATABASE_URL="sqlite:$dir/spesa.sqlite" LOG_LEVEL=warn node scripts/start.mjs >"$dir/server.log" 2>&1 &
pid=$!
stop() {
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -rf "$dir"
}
trap stop EXIT
timeout_s=${SMOKE_TIMEOUT_S:-180}
for _ in $(seq 1 $((timeout_s * 10))); do
  if ! kill -0 "$pid" 2>/dev/null; then echo "smoke: the server stopped"; cat "$dir/server.log"; exit 1; fi
  if tree=$(curl -fsS "http://127.0.0.1:$port/ebsn/api/category?depth=1" 2>/dev/null); then
    id=$(node -e 'console.log(JSON.parse(process.argv[1]).data.categories[0].categoryId)' "$tree")
    body=$(curl -fsS "http://127.0.0.1:$port/ebsn/api/products?parent_category_id=$id")
    n=$(node -e 'const b=JSON.parse(process.argv[1]); console.log(b.data.products.length)' "$body")
    ms=$(( ($(date +%s%N) - start) / 1000000 ))
    echo "smoke: $n products answered on port $port after ${ms} ms"
    [ "$n" -gt 0 ] && exit 0
    echo "smoke: no products"; exit 1
  fi
  sleep 0.1
done
echo "smoke: no answer within $timeout_s s"; cat "$dir/server.log"; exit 1
