// The cart benchmark in its real-client mode (BENCH_MODE=real-client npm run bench:cart, decision
// 0105): shoppers each in their own session and connection, each waiting a think time between
// requests, ramped up until the p99 passes 100 ms; the figure is the shoppers served. Each shopper
// first looks at its cart, then adds (MIX), changes a line's quantity or looks again, as the
// storefront sends them (the lean answer with departments, decision 0068). The adds go round the
// benchmark's 20 products, so a cart grows to 20 lines; an update flips a line between 1 and 2.
// Settings: bench/lib/real-client.mjs (BENCH_THINK, BENCH_SEED, BENCH_MAX_SHOPPERS, ...), and
// BENCH_PORT, BENCH_WORKERS as in the closed-loop mode.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pickWeighted } from '../lib/ramp.mjs';
import { ceilingWanted, rampCeiling, rampShoppers, realClientSettings, realClientTable } from '../lib/real-client.mjs';
import { benchDatabase } from '../lib/database.mjs';
import { buildApi, sh, startApi, startBare, stopStarted, waitFor, WORKERS } from '../lib/server.mjs';

const settings = realClientSettings({ maxShoppers: 3200 });
/** The query the storefront's cart changes send (decision 0068). */
const STOREFRONT = 'show_sectors=true&answer=lean';
/** What a shopper filling its cart does after its first look at it. */
const MIX = { add: 50, update: 25, view: 25 };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-bench-cart-'));
process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
const dbFile = path.join(dir, 'cart.sqlite');
/** SQLite in `dir`, or the PostgreSQL database of BENCH_DATABASE_URL, created now and dropped at exit. */
const database = benchDatabase(dbFile);
const apiPort = Number(process.env.BENCH_PORT ?? 18191);
const barePort = apiPort + 1;

// Every shopper of the largest step, each with a session written in the database (logging in
// thousands of shoppers through the API would take minutes of password hashing).
console.log(`» preparing the demo shop and ${settings.cap} shoppers with their sessions (${database.label}: ${database.url})`);
sh('npx', ['tsx', 'bench/cart/prepare.ts', dbFile, String(settings.cap), 'sessions']);
const products = JSON.parse(fs.readFileSync(`${dbFile}.products.json`, 'utf8'));
const tokens = JSON.parse(fs.readFileSync(`${dbFile}.tokens.json`, 'utf8'));
buildApi();

const headers = (token) => ({
  'x-ebsn-client': 'site',
  'x-ebsn-session': token,
  'content-type': 'application/json',
});

/** Shopper n: its session, its adds round the products, the lines it has seen in its answers. */
function shopper(n, rng) {
  const h = headers(tokens[n]);
  const lines = new Set();
  let adds = n;
  let updates = 0;
  let first = true;
  const request = {
    view: () => ({ kind: 'view', method: 'GET', path: '/ebsn/api/cart/view', headers: h }),
    add: () => ({
      kind: 'add',
      method: 'POST',
      path: `/ebsn/api/cart/add?${STOREFRONT}`,
      headers: h,
      body: JSON.stringify({ items: [{ productId: products[++adds % products.length], quantity: 1 }] }),
    }),
    update: () => {
      const ids = [...lines];
      const i = ++updates;
      return {
        kind: 'update',
        method: 'POST',
        path: `/ebsn/api/cart/update?${STOREFRONT}`,
        headers: h,
        body: JSON.stringify({
          items: [{ itemId: ids[Math.floor(rng() * ids.length)], quantity: 1 + (i % 2) }],
        }),
      };
    },
  };
  return {
    next: () => {
      if (first) {
        first = false;
        return request.view();
      }
      const kind = pickWeighted(rng, MIX);
      return request[kind === 'update' && lines.size === 0 ? 'add' : kind]();
    },
    answered: (kind, status, body) => {
      for (const m of body.matchAll(/"itemId":(\d+)/g)) lines.add(Number(m[1]));
    },
  };
}

const server = startApi(apiPort, database.url);
const bare = ceilingWanted() ? startBare(barePort) : null;
try {
  await waitFor(`http://127.0.0.1:${apiPort}/healthz`);
  if (bare) await waitFor(`http://127.0.0.1:${barePort}/bare`);
  const ceiling = await rampCeiling(barePort, bare?.pid, settings);
  const cart = await rampShoppers(
    `cart: a look at the cart, then add ${MIX.add} %, update ${MIX.update} %, view ${MIX.view} % (${STOREFRONT}; ${products.length} products)`,
    { port: apiPort, pid: server.pid, settings, shopper },
  );
  console.log(
    `\nSpesa cart benchmark, real clients: each shopper in its own session and connection, ${database.label}, ${os.cpus().length} cores, ${WORKERS} process${WORKERS > 1 ? 'es' : ''} (BENCH_WORKERS), load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const r of [ceiling, cart].filter(Boolean)) console.log(realClientTable(r));
  if (cart.steps.some((s) => s.refused > 0)) process.exitCode = 1;
} finally {
  stopStarted();
}
