// The checkout benchmark in its real-client mode (BENCH_MODE=real-client npm run bench:checkout,
// decision 0105): shoppers buying (online card through the test provider, all three phases), each
// waiting a think time between buys, ramped up until the p99 passes 100 ms; the figure is the
// shoppers served. Every buy takes the next account of one pool of ready carts, sized for the whole
// ramp (bench/lib/ramp.mjs plannedRequests); after the run the database is checked as in the
// closed-loop mode: every accepted answer must be a new order through the three phases.
// Settings: bench/lib/real-client.mjs (BENCH_THINK, BENCH_SEED, BENCH_MAX_SHOPPERS, ...; here
// BENCH_SECONDS defaults to 5 and BENCH_MAX_SHOPPERS to 800), BENCH_PORT, BENCH_WORKERS,
// BENCH_MAX_RATE (the back-to-back start's buys a second the pool is sized for, default 2000).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { plannedRequests } from '../lib/ramp.mjs';
import { ceilingWanted, rampCeiling, rampShoppers, realClientSettings, realClientTable } from '../lib/real-client.mjs';
import { benchDatabase } from '../lib/database.mjs';
import { buildApi, root, sh, startApi, startBare, waitFor, WORKERS } from '../lib/server.mjs';

const settings = realClientSettings({ maxShoppers: 800, seconds: 5 });
const MAX_RATE = Number(process.env.BENCH_MAX_RATE ?? 2000);
const POOL =
  plannedRequests({
    ...settings,
    stepSeconds: settings.warmSeconds + settings.seconds + 2,
    meanMs: settings.thinkMs,
  }) + Math.ceil(MAX_RATE * settings.burstSeconds);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-bench-checkout-'));
process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
const dbFile = path.join(dir, 'checkout.sqlite');
/** SQLite in `dir`, or the PostgreSQL database of BENCH_DATABASE_URL, created now and dropped at exit. */
const database = benchDatabase(dbFile);
const apiPort = Number(process.env.BENCH_PORT ?? 18291);
const barePort = apiPort + 1;
const CARD_OK = JSON.stringify({ cardNumber: '4242424242424242' });
const buyPath = `/ebsn/api/checkout/buy?payment_type_id=12&payment_data=${encodeURIComponent(CARD_OK)}`;

/** Stops a child and waits for it to be gone (the database is read after the API has closed it). */
const stop = (child) =>
  new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

console.log(`» preparing the demo shop and ${POOL} ready carts for the whole ramp (${database.label}: ${database.url})`);
sh('npx', ['tsx', 'bench/checkout/prepare.ts', dbFile, String(POOL)]);
const tokens = JSON.parse(fs.readFileSync(`${dbFile}.tokens.json`, 'utf8'));
buildApi();

let cursor = 0;
const orderIds = [];
let answers = 0;
/** Every buy is a new account of the pool, with its own idempotency key; none left: null. */
const shopper = () => ({
  next: () => {
    if (cursor >= tokens.length) return null;
    const i = cursor++;
    return {
      kind: 'buy',
      method: 'POST',
      path: buyPath,
      headers: { 'x-ebsn-client': 'site', 'x-ebsn-session': tokens[i], 'idempotency-key': `bench-${i}` },
    };
  },
  answered: (kind, status, body) => {
    if (!body.includes('"status":0')) return;
    answers++;
    const id = /"orderId":(\d+)/.exec(body);
    orderIds.push(id ? Number(id[1]) : -1);
  },
});

const server = startApi(apiPort, database.url);
const bare = ceilingWanted() ? startBare(barePort) : null;
let ceiling;
let buy;
try {
  await waitFor(`http://127.0.0.1:${apiPort}/healthz`);
  if (bare) await waitFor(`http://127.0.0.1:${barePort}/bare`);
  ceiling = await rampCeiling(barePort, bare?.pid, settings);
  buy = await rampShoppers('checkout/buy (card 12, test provider: 3 phases)', {
    port: apiPort,
    pid: server.pid,
    settings,
    shopper,
  });
} finally {
  await Promise.all([stop(server), stop(bare)]);
}

fs.writeFileSync(`${dbFile}.measured.json`, JSON.stringify({ answers, orderIds }));
// verify.ts exits 1 on a mismatch; its counts are printed below either way.
const verify = spawnSync('npx', ['tsx', 'bench/checkout/verify.ts', dbFile], { cwd: root, encoding: 'utf8' });
const check = JSON.parse(verify.stdout.trim().split('\n').at(-1));

console.log(
  `\nSpesa checkout benchmark, real clients: each shopper in its own connection, ${database.label}, ${os.cpus().length} cores, ${WORKERS} process${WORKERS > 1 ? 'es' : ''} (BENCH_WORKERS), load average at the end ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (const r of [ceiling, buy].filter(Boolean)) console.log(realClientTable(r));
console.log(
  `\nIn the database after the run: accepted answers ${answers} (back-to-back start, warm-ups and steps); distinct new orders ${check.distinctOrders}, placed ${check.placed}, ledger 'start' rows ${check.ledgerStart}, ledger 'authorised' rows ${check.ledgerAuthorised}, carts closed ${check.closedCarts} (whole database: ${check.database.orders} orders).`,
);
const failures = [];
if (buy.steps.some((s) => s.invalid))
  failures.push(`the pool of ${POOL} ready carts ran out: lower BENCH_MAX_SHOPPERS`);
if (!check.ok) failures.push('the accepted answers are not all new orders through the three phases');
if (failures.length > 0) {
  console.error(`\nBENCHMARK INVALID: ${failures.join('; ')}`);
  process.exit(1);
}
