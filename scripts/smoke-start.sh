#!/usr/bin/env bash
# Starts the shop as a newcomer would (npm start, fresh SQLite file) and checks that the catalogue
# answers with demo products within 30 s; prints the time it took.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d)
port=${SMOKE_PORT:-18080}
start=$(date +%s%N)
PORT=$port DATABASE_URL="sqlite:$dir/spesa.sqlite" LOG_LEVEL=warn npm start >"$dir/server.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true; pkill -f "apps/api/dist/server.js" 2>/dev/null || true; rm -rf "$dir"' EXIT
for _ in $(seq 1 300); do
  if tree=$(curl -fsS "http://127.0.0.1:$port/ebsn/api/category?depth=1" 2>/dev/null); then
    id=$(node -e 'console.log(JSON.parse(process.argv[1]).data.categories[0].categoryId)' "$tree")
    body=$(curl -fsS "http://127.0.0.1:$port/ebsn/api/products?parent_category_id=$id")
    n=$(node -e 'const b=JSON.parse(process.argv[1]); console.log(b.data.products.length)' "$body")
    ms=$(( ($(date +%s%N) - start) / 1000000 ))
    echo "smoke: $n products answered after ${ms} ms"
    [ "$n" -gt 0 ] && exit 0
    echo "smoke: no products"; exit 1
  fi
  sleep 0.1
done
echo "smoke: no answer within 30 s"; cat "$dir/server.log"; exit 1
