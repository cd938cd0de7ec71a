// Checkout benchmark (issue 14): 50 shoppers place orders at once through checkout/buy (online
// card, the built-in test provider authorising each one: all three phases) on SQLite, beside a bare
// Fastify route measured in the same run (the machine's ceiling). Each buy closes its cart, so every
// shopper works through a pool of ready accounts (bench/checkout/prepare.ts).
// Goal of the issue: p99 < 100 ms, no error.
// Usage: npm run bench:checkout  [BENCH_SHOPPERS=50] [BENCH_SECONDS=5] [BENCH_POOL=300]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuCell, load } from '../lib/load.mjs';
import { buildApi, sh, startApi, startBare, waitFor } from '../lib/server.mjs';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const POOL = Number(process.env.BENCH_POOL ?? 300);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-bench-checkout-'));
const dbFile = path.join(dir, 'checkout.sqlite');
const apiPort = Number(process.env.BENCH_PORT ?? 18291);
const barePort = apiPort + 1;
const CARD_OK = JSON.stringify({ cardNumber: '4242424242424242' });

console.log(`» preparing the demo shop and ${SHOPPERS} shoppers × ${POOL} ready carts (SQLite, ${dbFile})`);
sh('npx', ['tsx', 'bench/checkout/prepare.ts', dbFile, String(SHOPPERS), String(POOL)]);
const tokens = JSON.parse(fs.readFileSync(`${dbFile}.tokens.json`, 'utf8'));
buildApi();

const server = startApi(apiPort, dbFile);
const bare = startBare(barePort);
try {
  await waitFor(`http://127.0.0.1:${apiPort}/healthz`);
  await waitFor(`http://127.0.0.1:${barePort}/bare`);
  const ceiling = await load('bare Fastify route (2 KB JSON)', {
    port: barePort,
    shoppers: SHOPPERS,
    seconds: SECONDS,
    build: () => ({ method: 'GET', path: '/bare' }),
    pid: bare.pid,
    countRefused: false,
  });
  // Warm the server up on the first accounts of each pool, then measure on the next ones.
  const warm = 20;
  for (let n = 0; n < SHOPPERS; n++)
    for (let i = 0; i < 2; i++)
      await fetch(
        `http://127.0.0.1:${apiPort}/ebsn/api/checkout/buy?payment_type_id=12&payment_data=${encodeURIComponent(CARD_OK)}`,
        {
          method: 'POST',
          headers: { 'x-ebsn-client': 'site', 'x-ebsn-session': tokens[n][POOL - 1 - i] },
        },
      );
  const buy = await load('checkout/buy (card 12, test provider: 3 phases)', {
    port: apiPort,
    shoppers: SHOPPERS,
    seconds: SECONDS,
    pid: server.pid,
    warmup: false,
    build: (n, i) => {
      const token = tokens[n][(warm + i) % (POOL - 2)];
      return {
        method: 'POST',
        path: `/ebsn/api/checkout/buy?payment_type_id=12&payment_data=${encodeURIComponent(CARD_OK)}`,
        headers: { 'x-ebsn-client': 'site', 'x-ebsn-session': token, 'idempotency-key': `bench-${n}-${i}` },
      };
    },
  });
  console.log(
    `\nSpesa checkout benchmark: ${SHOPPERS} shoppers each in its own connection, SQLite, ${SECONDS} s, ${os.cpus().length} cores`,
  );
  console.log(
    '| scenario | requests/s (orders/s) | total | p50 ms | p99 ms | % of ceiling | server CPU ms a request | HTTP errors | refused (status != 0) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of [ceiling, buy]) {
    console.log(
      `| ${r.title} | ${r.rps.toFixed(0)} | ${r.total} | ${r.p50} | ${r.p99} | ${((100 * r.rps) / ceiling.rps).toFixed(1)} % | ${cpuCell(r)} | ${r.errors} | ${r.refused} |`,
    );
  }
  if (buy.total > SHOPPERS * (POOL - 2 - warm))
    console.log(
      `\n(pool exhausted: raise BENCH_POOL above ${Math.ceil(buy.total / SHOPPERS) + warm + 2} for a clean run)`,
    );
} finally {
  server.kill('SIGTERM');
  bare.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
