// Checkout benchmark (issue 14): 50 shoppers place orders at once through checkout/buy (online
// card, the built-in test provider authorising each one: all three phases) on SQLite, beside a bare
// Fastify route measured in the same run (the machine's ceiling). Each buy closes its cart, so every
// shopper works through a pool of ready accounts (bench/checkout/prepare.ts).
// Goal of the issue: p99 < 100 ms, no error.
// Usage: npm run bench:checkout  [BENCH_SHOPPERS=50] [BENCH_SECONDS=5] [BENCH_POOL=300]
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '../..');
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const POOL = Number(process.env.BENCH_POOL ?? 300);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-bench-checkout-'));
const dbFile = path.join(dir, 'checkout.sqlite');
const apiPort = Number(process.env.BENCH_PORT ?? 18291);
const barePort = apiPort + 1;
const CARD_OK = JSON.stringify({ cardNumber: '4242424242424242' });

function sh(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

async function waitFor(url, timeoutMs = 30_000) {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no answer from ${url}`);
}

/** One scenario, every connection one shopper; refusals (HTTP 200, status != 0) are counted. */
async function load(title, port, build, { warmup = true } = {}) {
  let next = 0;
  let refused = 0;
  const opts = {
    url: `http://127.0.0.1:${port}`,
    connections: SHOPPERS,
    requests: [
      {
        setupRequest: (req, context) => {
          context.n ??= next++ % SHOPPERS;
          context.i = (context.i ?? 0) + 1;
          return { ...req, ...build(context.n, context.i) };
        },
        onResponse: (status, body) => {
          if (port !== barePort && !body.includes('"status":0')) refused++;
        },
      },
    ],
  };
  if (warmup) await autocannon({ ...opts, duration: 3 });
  refused = 0;
  const r = await autocannon({ ...opts, duration: SECONDS });
  return {
    title,
    rps: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    refused,
  };
}

console.log(`» preparing the demo shop and ${SHOPPERS} shoppers × ${POOL} ready carts (SQLite, ${dbFile})`);
sh('npx', ['tsx', 'bench/checkout/prepare.ts', dbFile, String(SHOPPERS), String(POOL)]);
const tokens = JSON.parse(fs.readFileSync(`${dbFile}.tokens.json`, 'utf8'));
sh('npm', ['run', 'build', '-w', 'apps/api']);

const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(apiPort),
    DATABASE_URL: `sqlite:${dbFile}`,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    JOBS_POLL_SECONDS: '0',
  },
  stdio: 'inherit',
});
const bare = spawn(process.execPath, [path.join(root, 'bench/lib/bare-server.mjs')], {
  env: { ...process.env, PORT: String(barePort) },
  stdio: 'inherit',
});
try {
  await waitFor(`http://127.0.0.1:${apiPort}/healthz`);
  await waitFor(`http://127.0.0.1:${barePort}/bare`);
  const ceiling = await load('bare Fastify route (2 KB JSON)', barePort, () => ({
    method: 'GET',
    path: '/bare',
  }));
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
  const buy = await load(
    'checkout/buy (card 12, test provider: 3 phases)',
    apiPort,
    (n, i) => {
      const token = tokens[n][(warm + i) % (POOL - 2)];
      return {
        method: 'POST',
        path: `/ebsn/api/checkout/buy?payment_type_id=12&payment_data=${encodeURIComponent(CARD_OK)}`,
        headers: { 'x-ebsn-client': 'site', 'x-ebsn-session': token, 'idempotency-key': `bench-${n}-${i}` },
      };
    },
    { warmup: false },
  );
  console.log(
    `\nSpesa checkout benchmark: ${SHOPPERS} shoppers each in its own connection, SQLite, ${SECONDS} s, ${os.cpus().length} cores`,
  );
  console.log(
    '| scenario | requests/s (orders/s) | total | p50 ms | p99 ms | % of ceiling | HTTP errors | refused (status != 0) |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of [ceiling, buy]) {
    console.log(
      `| ${r.title} | ${r.rps.toFixed(0)} | ${r.total} | ${r.p50} | ${r.p99} | ${((100 * r.rps) / ceiling.rps).toFixed(1)} % | ${r.errors} | ${r.refused} |`,
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
