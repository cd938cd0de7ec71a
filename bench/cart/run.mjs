// Cart benchmark (issue 13): 50 shoppers, each in its own session, add to, update and view their
// carts through autocannon (one connection per shopper; per scenario a 3 s warm-up, then 10 s
// measured on the same connections) on SQLite, beside a bare Fastify route measured in the same
// run (the machine's ceiling). The changes are measured as the storefront sends them (the lean
// answer, decision 0068) and with the contract's whole answer.
// Goal of the issue: add >= 1,500/s with p99 < 30 ms.
// PostgreSQL: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<new name> (bench/lib/database.mjs:
// created by the run, dropped at its end; BENCH_WORKERS then defaults to 2).
// Usage: npm run bench:cart  [BENCH_SHOPPERS=50] [BENCH_SECONDS=10] [BENCH_WORKERS=1] [BENCH_SPREAD=1]
//   [BENCH_SCENARIOS=add,update,view]: only the scenarios named (add, add-whole, add-whole-sectors,
//   update, update-whole, view), e.g. to profile one of them alone.
// BENCH_MODE=real-client: shoppers with think times, ramped up (bench/cart/real-client.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuCell, dbCpuCell, kbCell, load } from '../lib/load.mjs';
import { benchMode } from '../lib/real-client.mjs';
import { benchDatabase } from '../lib/database.mjs';
import { buildApi, sh, startApi, startBare, waitFor, WORKERS } from '../lib/server.mjs';

if (benchMode() === 'real-client') {
  await import('./real-client.mjs');
  process.exit();
}

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The query the storefront's cart changes send (decision 0068). */
const STOREFRONT = 'show_sectors=true&answer=lean';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-bench-cart-'));
const dbFile = path.join(dir, 'cart.sqlite');
/** SQLite in `dir`, or the PostgreSQL database of BENCH_DATABASE_URL, created now and dropped at exit. */
const database = benchDatabase(dbFile);
const apiPort = Number(process.env.BENCH_PORT ?? 18191);
const barePort = apiPort + 1;
const api = (p) => `http://127.0.0.1:${apiPort}/ebsn/api/${p}`;

/** Logs a shopper in and answers the session token (sent back as X-Ebsn-Session). */
async function login(n) {
  const r = await fetch(api('auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-ebsn-client': 'site' },
    body: new URLSearchParams({ login: `bench${n}@example.com`, password: 'Spesa2026!' }),
  });
  const token = r.headers.get('x-ebsn-session');
  if (!r.ok || !token) throw new Error(`login of bench${n} failed: ${r.status}`);
  return token;
}

const headers = (token) => ({
  'x-ebsn-client': 'site',
  'x-ebsn-session': token,
  'content-type': 'application/json',
});

/**
 * One scenario of the API or the bare route (whose answers carry no status to count), measured on
 * the connections its 3 s warm-up ran on, once all of them were accepted (the cheap ramp request
 * until then), as the checkout bench does (decision 0072): a separate measured run opened 50 new
 * connections at once, which the busy server accepted one per turn of its event loop.
 */
const ONLY = process.env.BENCH_SCENARIOS?.split(',');
const run = (title, port, build, pid, name) =>
  name && ONLY && !ONLY.includes(name)
    ? null
    : load(title, {
    port,
    shoppers: SHOPPERS,
    seconds: SECONDS,
    build,
    pid,
    countRefused: port !== barePort,
    warmOnSameConnections: 3,
    rampRequest: { method: 'GET', path: port === barePort ? '/bare' : '/healthz' },
  });

console.log(`» preparing the demo shop and ${SHOPPERS} shoppers (${database.label}: ${database.url})`);
sh('npx', ['tsx', 'bench/cart/prepare.ts', dbFile, String(SHOPPERS)]);
const products = JSON.parse(fs.readFileSync(`${dbFile}.products.json`, 'utf8'));
buildApi();

const server = startApi(apiPort, database.url);
const bare = startBare(barePort);
try {
  await waitFor(api('products?parent_category_id=1'));
  await waitFor(`http://127.0.0.1:${barePort}/bare`);
  const tokens = [];
  for (let n = 1; n <= SHOPPERS; n++) tokens.push(await login(n));

  const ceiling = await run(
    'bare Fastify route (2 KB JSON)',
    barePort,
    () => ({ method: 'GET', path: '/bare' }),
    bare.pid,
  );
  // add: one piece of one of the products, round robin, so each cart grows to all of them. Only
  // the line cap bounds the accepted adds (prepare.ts): 999 a product for each shopper. Each
  // shopper's adds count across the scenarios, so every scenario goes on round the 20 products.
  const adds = new Array(SHOPPERS).fill(0);
  const addAs = (query) => (n) => ({
    method: 'POST',
    path: `/ebsn/api/cart/add${query}`,
    headers: headers(tokens[n]),
    body: JSON.stringify({ items: [{ productId: products[++adds[n] % products.length], quantity: 1 }] }),
  });
  // What the storefront sends (decision 0068): the lean answer, lines grouped by department.
  const add = await run(
    `cart/add, storefront (${STOREFRONT}; ${products.length} products)`,
    apiPort,
    addAs(`?${STOREFRONT}`),
    server.pid,
    'add',
  );
  // The contract's whole answer (the default), as before the lean answer, with and without sectors.
  const addWhole = await run('cart/add, whole answer (the default)', apiPort, addAs(''), server.pid, 'add-whole');
  const addWholeSectors = await run(
    'cart/add, whole answer with show_sectors=true',
    apiPort,
    addAs('?show_sectors=true'),
    server.pid,
    'add-whole-sectors',
  );
  const itemIds = [];
  for (const token of tokens) {
    const cart = await (await fetch(api('cart/view'), { headers: headers(token) })).json();
    itemIds.push(cart.data.cartItems.map((l) => l.itemId));
  }
  // Each round over the lines flips them between 1 and 2 pieces, so every update changes one; the
  // rounds count across the scenarios.
  const updates = new Array(SHOPPERS).fill(0);
  const updateAs = (query) => (n) => {
    const i = ++updates[n];
    const ids = itemIds[n];
    return {
      method: 'POST',
      path: `/ebsn/api/cart/update${query}`,
      headers: headers(tokens[n]),
      body: JSON.stringify({
        items: [{ itemId: ids[i % ids.length], quantity: 1 + (Math.floor(i / ids.length) % 2) }],
      }),
    };
  };
  const update = await run(
    'cart/update, storefront (a line to 1 or 2 pieces)',
    apiPort,
    updateAs(`?${STOREFRONT}`),
    server.pid,
    'update',
  );
  const updateWhole = await run('cart/update, whole answer (the default)', apiPort, updateAs(''), server.pid, 'update-whole');
  const view = await run(
    `cart/view (${products.length} lines, priced)`,
    apiPort,
    (n) => ({
      method: 'GET',
      path: '/ebsn/api/cart/view',
      headers: headers(tokens[n]),
    }),
    server.pid,
    'view',
  );
  const measured = [add, addWhole, addWholeSectors, update, updateWhole, view].filter(Boolean);

  console.log(
    `\nload average (1, 5, 15 min) at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  console.log(
    `\nSpesa cart benchmark: ${SHOPPERS} shoppers each in its own session and connection, ${database.label}, ${SECONDS} s per scenario, ${os.cpus().length} cores, ${WORKERS} process${WORKERS > 1 ? 'es' : ''} each (BENCH_WORKERS)`,
  );
  console.log(
    '| scenario | requests/s | p50 ms | p99 ms | % of ceiling | server CPU ms a request | answer KB | HTTP errors | accepted (status 0) | refused |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of [ceiling, ...measured]) {
    // A figure made partly of refusals (cheap: nothing written) is not the figure of the call.
    const figures =
      r.refused > 0
        ? `not measured: ${r.refused} refused | - | - | - | - | - `
        : `${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${((100 * r.rps) / ceiling.rps).toFixed(1)} % | ${cpuCell(r)} | ${kbCell(r)} `;
    console.log(`| ${r.title} | ${figures}| ${r.errors} | ${r.accepted ?? '-'} | ${r.refused} |`);
  }
  if (database.label === 'PostgreSQL')
    for (const r of measured)
      console.log(`${r.title}: PostgreSQL backends' CPU ${dbCpuCell(r)} ms a request (the API's ${cpuCell(r)} ms)`);
  for (const r of measured.filter((r) => r.refused > 0))
    console.log(`\n${r.title}: ${r.refused} answers refused, the first: ${r.firstRefusal}`);
  if (measured.some((r) => r.refused > 0)) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  bare.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
