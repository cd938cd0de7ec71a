// Counts the SQL statements and the time of one cart call, in process on SQLite: where a cart
// change spends its work (issue 13). Run after bench/cart/prepare.ts has built the database:
//   npx tsx bench/cart/statements.ts <file.sqlite> [calls=200]
import fs from 'node:fs';
import { countedApp } from '../lib/counted-app.js';

const [file, callsArg] = [process.argv[2]!, process.argv[3]];
const CALLS = Number(callsArg ?? 200);
const products = JSON.parse(fs.readFileSync(`${file}.products.json`, 'utf8')) as number[];
const { app, db, counted } = await countedApp(file);
const { spent } = counted;

const login = await app.inject({
  method: 'POST',
  url: '/ebsn/api/auth/login',
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-ebsn-client': 'site' },
  payload: new URLSearchParams({ login: 'bench1@example.com', password: 'Spesa2026!' }).toString(),
});
const token = String(login.headers['x-ebsn-session']);
const headers = { 'x-ebsn-client': 'site', 'x-ebsn-session': token, 'content-type': 'application/json' };

async function measure(title: string, call: (i: number) => Promise<{ statusCode: number; body: string }>) {
  // Warm: statements prepared, every product's catalogue part cached (the steady state).
  for (let i = 0; i <= products.length; i++) await call(i);
  counted.statements = [];
  await call(1);
  const one = counted.statements;
  counted.statements = [];
  spent.clear();
  const start = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) {
    const r = await call(i);
    if (r.statusCode !== 200 || !r.body.includes('"status":0')) throw new Error(`${title}: ${r.body.slice(0, 300)}`);
  }
  const ms = (performance.now() - start) / CALLS;
  const used = process.cpuUsage(cpu);
  // CPU time depends far less than wall time on what else the machine runs.
  const cpuMs = (used.user + used.system) / 1000 / CALLS;
  console.log(
    `\n${title}: ${one.length} statements, ${cpuMs.toFixed(2)} ms of CPU and ${ms.toFixed(2)} ms of wall time a call (one at a time, ${CALLS} calls)`,
  );
  for (const s of one) console.log(`  ${((spent.get(s) ?? 0) / CALLS).toFixed(3)} ms  ${s.slice(0, 120)}`);
}

// The storefront's query (decision 0068) and the contract's whole answer (no query).
const STOREFRONT = '?show_sectors=true&answer=lean';
for (const [title, query] of [['cart/add', ''], ['cart/add, storefront (lean, sectors)', STOREFRONT]])
  await measure(title!, (i) =>
    app.inject({ method: 'POST', url: `/ebsn/api/cart/add${query}`, headers, payload: JSON.stringify({ items: [{ productId: products[i % products.length], quantity: 1 }] }) }),
  );
const cart = JSON.parse((await app.inject({ method: 'GET', url: '/ebsn/api/cart/view', headers })).body);
const itemIds = (cart.data.cartItems as Array<{ itemId: number }>).map((l) => l.itemId);
for (const [title, query] of [['cart/update', ''], ['cart/update, storefront (lean, sectors)', STOREFRONT]])
  await measure(title!, (i) =>
    app.inject({ method: 'POST', url: `/ebsn/api/cart/update${query}`, headers, payload: JSON.stringify({ items: [{ itemId: itemIds[i % itemIds.length], quantity: 1 + (i % 2) }] }) }),
  );
await measure('cart/view', () => app.inject({ method: 'GET', url: '/ebsn/api/cart/view', headers }));
await app.close();
await db.close();
