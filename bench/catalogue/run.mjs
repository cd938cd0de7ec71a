// Catalogue benchmark (issue "Foundation and catalogue API"): autocannon over loopback,
// 20 connections, 3 s warm-up then 10 s per scenario, against a 100,000-product SQLite catalogue,
// compared with a bare Fastify route returning 2 KB of JSON (the machine's ceiling).
// Usage: npm run bench:catalogue  [BENCH_PRODUCTS=100000] [BENCH_SECONDS=10]
// BENCH_MODE=real-client: shoppers with think times, ramped up (bench/catalogue/real-client.mjs).
// BENCH_PRICE_LISTS=1000 [BENCH_LIST_PRICES=5000] [BENCH_ROUNDS=3]: the same catalogue with that many price
// lists (decision 0116), listing and search for a logged-in customer with lists in force against
// one without, alternating round after round in the same run (bench/catalogue/prepare-price-lists.ts).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchMode } from '../lib/real-client.mjs';
import { buildApi, sh, startApi, startBare, waitFor } from '../lib/server.mjs';
import { catalogueUrls } from './urls.mjs';

if (benchMode() === 'real-client') {
  await import('./real-client.mjs');
  process.exit();
}

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const PRICE_LISTS = Number(process.env.BENCH_PRICE_LISTS ?? 0);
const LIST_PRICES = Number(process.env.BENCH_LIST_PRICES ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-bench-'));
// BENCH_DB reuses a database prepared by an earlier run (prepare.ts), to skip the minute it takes.
const dbFile = process.env.BENCH_DB ?? path.join(dir, 'bench.sqlite');

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

/** A port nothing listens on now (the machine is shared: no fixed port). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Every URL once, one at a time, on an empty cache: what a first visitor waits. */
async function coldPass(port, paths, headers = {}) {
  const times = [];
  for (const p of paths) {
    const t = performance.now();
    const r = await fetch(`http://127.0.0.1:${port}${p}`, { headers });
    await r.arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  return { p50: at(0.5), p99: at(0.99) };
}

/**
 * The judged search set (apps/api/test/fixtures/search-judged.json, decision 0095): for each query
 * a shopper types, whether the first result is in one of the categories a person judged right.
 * The test suite runs it on the demo catalogue; here it runs on the benchmark's catalogue.
 */
async function judgedSearch(port, slugOf) {
  const file = new URL('../../apps/api/test/fixtures/search-judged.json', import.meta.url);
  const { queries } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const misses = [];
  for (const { q, expect } of queries) {
    const r = await (await fetch(`http://127.0.0.1:${port}/ebsn/api/products?q=${encodeURIComponent(q)}&page_size=1`)).json();
    const first = r.data?.products?.[0];
    const slug = first && slugOf.get(first.categoryId);
    if (!expect.includes(slug)) misses.push(`${q} -> ${first ? `${first.name} (${slug})` : 'nothing'}`);
  }
  return { right: queries.length - misses.length, total: queries.length, misses };
}

async function load(title, port, paths, headers = {}) {
  const cold = port === barePort ? { p50: '-', p99: '-' } : await coldPass(port, paths, headers);
  let i = 0;
  const opts = {
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  };
  await autocannon({ ...opts, duration: 3 }); // warm-up
  const r = await autocannon({ ...opts, duration: SECONDS });
  const errors = r.errors + r.non2xx;
  return { title, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors, cold };
}

if (!fs.existsSync(dbFile)) {
  console.log(`» preparing ${PRODUCTS} products (SQLite, ${dbFile})`);
  sh('npx', ['tsx', 'bench/catalogue/prepare.ts', dbFile, String(PRODUCTS)]);
}
if (PRICE_LISTS > 0 && !fs.existsSync(`${dbFile}.list-customers.json`)) {
  console.log(`» adding ${PRICE_LISTS} price lists of ${LIST_PRICES} prices each`);
  sh('npx', ['tsx', 'bench/catalogue/prepare-price-lists.ts', dbFile, String(PRICE_LISTS), String(LIST_PRICES)]);
}
buildApi();

const apiPort = await freePort();
const barePort = await freePort();
// Ports are module-level so coldPass can tell the bare route apart.
const t0 = performance.now();
const api = startApi(apiPort, dbFile);
const bare = startBare(barePort);
try {
  await waitFor(`http://127.0.0.1:${apiPort}/ebsn/api/products?parent_category_id=1`);
  const coldStartMs = performance.now() - t0;
  await waitFor(`http://127.0.0.1:${barePort}/bare`);

  // Realistic request mixes: many categories and pages, many products, many queries.
  const { cats, listing, detail, search, suggest } = await catalogueUrls(apiPort);

  const ceiling = await load('bare Fastify route (2 KB JSON)', barePort, ['/bare']);
  if (PRICE_LISTS > 0) await priceListRounds(ceiling, listing, search);
  else {
    const results = [
      await load(`category listing of 24 (${listing.length} URLs)`, apiPort, listing),
      await load(`product detail by slug (${detail.length} URLs)`, apiPort, detail),
      await load(`search (${search.length} URLs)`, apiPort, search),
      await load(`suggest (${suggest.length} URLs)`, apiPort, suggest),
    ];
    const memory = rssMb(api.pid);
    // After the load runs, so that its requests warm no cache the scenarios measure.
    const judged = await judgedSearch(apiPort, new Map(cats.map((c) => [c.categoryId, c.slug])));

    console.log(`\nSpesa catalogue benchmark: ${PRODUCTS} products, SQLite, ${CONNECTIONS} connections, ${SECONDS} s per scenario, ${os.cpus().length} cores`);
    console.log(`cold start to first catalogue answer: ${coldStartMs.toFixed(0)} ms; server memory after the runs: ${memory.toFixed(0)} MB RSS`);
    console.log('Under load (autocannon, after a 3 s warm-up; answers served from the per-instance answer cache):');
    console.log('| scenario | requests/s | p50 ms | p99 ms | % of ceiling | errors | first-visit p50 / p99 ms (uncached, one at a time) |');
    console.log('|---|---|---|---|---|---|---|');
    for (const r of [ceiling, ...results]) {
      console.log(`| ${r.title} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${((100 * r.rps) / ceiling.rps).toFixed(1)} % | ${r.errors} | ${r.cold.p50} / ${r.cold.p99} |`);
    }
    console.log(`judged search: ${judged.right}/${judged.total} first results of the right kind (apps/api/test/fixtures/search-judged.json, on this catalogue)`);
    for (const m of judged.misses) console.log(`  wrong kind first: ${m}`);
  }
} finally {
  api.kill('SIGTERM');
  bare.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * The price-list mode: listing and search for the customer without a list, then with, round after
 * round (the machine is shared: only figures of the same moment compare). Prints each round's
 * rows and the ratio of each scenario's requests/s with lists to without.
 */
async function priceListRounds(ceiling, listing, search) {
  const tokens = JSON.parse(fs.readFileSync(`${dbFile}.list-customers.json`, 'utf8'));
  const as = (token) => ({ 'x-ebsn-session': token });
  const rows = [];
  const ratios = { listing: [], search: [] };
  for (let round = 1; round <= ROUNDS; round++)
    for (const [name, paths] of [
      ['listing', listing],
      ['search', search],
    ]) {
      const without = await load(`${name}, customer without a list (round ${round})`, apiPort, paths, as(tokens.withoutList));
      const withList = await load(`${name}, customer with lists in force (round ${round})`, apiPort, paths, as(tokens.withList));
      rows.push(without, withList);
      ratios[name].push(withList.rps / without.rps);
    }
  console.log(`\nSpesa catalogue benchmark, price lists: ${PRODUCTS} products, ${PRICE_LISTS} lists of ${LIST_PRICES} prices, SQLite, ${CONNECTIONS} connections, ${SECONDS} s per scenario, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}`);
  console.log('| scenario | requests/s | p50 ms | p99 ms | % of ceiling | errors | first-visit p50 / p99 ms (uncached, one at a time) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of [ceiling, ...rows])
    console.log(`| ${r.title} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${((100 * r.rps) / ceiling.rps).toFixed(1)} % | ${r.errors} | ${r.cold.p50} / ${r.cold.p99} |`);
  const median = (rs) => [...rs].sort((a, b) => a - b)[Math.floor(rs.length / 2)];
  for (const [name, rs] of Object.entries(ratios))
    console.log(`${name}: with lists / without, per round: ${rs.map((r) => `${(100 * r).toFixed(1)} %`).join(', ')}; median ${(100 * median(rs)).toFixed(1)} % (goal: >= 85 %)`);
}
