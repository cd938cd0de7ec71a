// The catalogue benchmark in its real-client mode (BENCH_MODE=real-client npm run bench:catalogue,
// decision 0105): shoppers browsing the 100,000-product catalogue, each waiting a think time
// between requests, ramped up until the p99 passes 100 ms; the figure is the shoppers served.
// Each request is drawn from the closed-loop mode's lists (bench/catalogue/urls.mjs) by MIX.
// Unlike the closed loop, which asks each URL hundreds of times a second, real clients meet the
// answer cache as it is: an answer lives 30 s (http/answer-cache.ts), so at about a request a
// second a shopper many answers are made again (most product pages, some listings and searches).
// Settings: bench/lib/real-client.mjs (BENCH_THINK, BENCH_SEED, BENCH_MAX_SHOPPERS, ...), and
// BENCH_PRODUCTS, BENCH_DB, BENCH_WORKERS as in the closed-loop mode.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pickWeighted } from '../lib/ramp.mjs';
import { ceilingWanted, rampCeiling, rampShoppers, realClientSettings, realClientTable } from '../lib/real-client.mjs';
import { buildApi, sh, startApi, startBare, stopStarted, waitFor, WORKERS } from '../lib/server.mjs';
import { catalogueUrls } from './urls.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const settings = realClientSettings({ maxShoppers: 6400 });
/**
 * What a browsing shopper asks for: mostly category pages and product pages, then searches, and
 * the suggestions typed on the way to a search (the storefront asks for them as the shopper types).
 */
const MIX = { listing: 40, detail: 30, search: 15, suggest: 15 };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-bench-'));
process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
const dbFile = process.env.BENCH_DB ?? path.join(dir, 'bench.sqlite');
if (!fs.existsSync(dbFile)) {
  console.log(`» preparing ${PRODUCTS} products (SQLite, ${dbFile})`);
  sh('npx', ['tsx', 'bench/catalogue/prepare.ts', dbFile, String(PRODUCTS)]);
}
buildApi();

const apiPort = 18181;
const barePort = 18182;
const api = startApi(apiPort, dbFile);
const bare = ceilingWanted() ? startBare(barePort) : null;
try {
  await waitFor(`http://127.0.0.1:${apiPort}/ebsn/api/products?parent_category_id=1`);
  if (bare) await waitFor(`http://127.0.0.1:${barePort}/bare`);
  const urls = await catalogueUrls(apiPort);
  const ceiling = await rampCeiling(barePort, bare?.pid, settings);
  const shop = await rampShoppers(
    `catalogue browsing (${Object.entries(MIX)
      .map(([k, w]) => `${k} ${w} % (${urls[k].length} URLs)`)
      .join(', ')})`,
    {
      port: apiPort,
      pid: api.pid,
      settings,
      shopper: (n, rng) => ({
        next: () => {
          const kind = pickWeighted(rng, MIX);
          const list = urls[kind];
          return { kind, method: 'GET', path: list[Math.floor(rng() * list.length)] };
        },
      }),
    },
  );
  console.log(
    `\nSpesa catalogue benchmark, real clients: ${PRODUCTS} products, SQLite, ${os.cpus().length} cores, ${WORKERS} process${WORKERS > 1 ? 'es' : ''} (BENCH_WORKERS), load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const r of [ceiling, shop].filter(Boolean)) console.log(realClientTable(r));
} finally {
  stopStarted();
}
