#!/usr/bin/env node
// Storefront weight and speed (docs/architecture.md "Tests and benchmarks"). Run after `npm run build -w apps/web`:
//   node bench/web/run.mjs              sizes + timings (starts the API on a free port)
//   node bench/web/run.mjs --no-timings sizes only, no browser
// Goal: < 170 KB of gzipped JavaScript for the first load of the home page and a product page.
import { join } from 'node:path';
import { kb, readBuild, routeFiles, weigh } from './weigh.mjs';
import { repoRoot, startServer } from '../../apps/web/e2e/lib/server.mjs';

const GOAL_JS_GZIP = 170 * 1024;
const ROUTES = {
  home: { module: 'src/features/home/HomePage.tsx', path: '/' },
  product: { module: 'src/features/catalogue/pages/ProductPage.tsx', path: null },
  category: { module: 'src/features/catalogue/pages/CategoryPage.tsx', path: null },
};

// WEB_DIST (also read by the API) points at another build folder.
const build = readBuild(process.env.WEB_DIST ?? join(repoRoot, 'apps/web/dist'));
let over = false;
console.log('First load, gzip -6 (what a compressing server sends):');
for (const [name, r] of Object.entries(ROUTES)) {
  const w = weigh(build, routeFiles(build, r.module));
  const ok = w.js.gzip < GOAL_JS_GZIP;
  if (!ok && name !== 'category') over = true;
  console.log(
    `  ${name.padEnd(9)} JS ${kb(w.js.gzip).padStart(9)} (raw ${kb(w.js.raw)})  CSS ${kb(w.css.gzip).padStart(8)}  ${ok ? 'under' : 'OVER'} the ${kb(GOAL_JS_GZIP)} goal`,
  );
  if (process.argv.includes('--verbose')) {
    for (const row of w.rows.sort((a, b) => b.gzip - a.gzip))
      console.log(`      ${kb(row.gzip).padStart(9)}  ${row.file}`);
  }
}

if (!process.argv.includes('--no-timings')) {
  const { measure } = await import('./timings.mjs');
  const server = await startServer();
  try {
    const res = await fetch(`${server.baseURL}/ebsn/api/products?page_size=1`).then((r) => r.json());
    ROUTES.product.path = `/product/${res.data.products[0].slug}`;
    const rows = await measure(server.baseURL, [ROUTES.home.path, ROUTES.product.path]);
    console.log('\nFirst visit in chromium at 360 px, local server, median of 3 (ms):');
    for (const r of rows) {
      console.log(
        `  ${r.path.padEnd(40)} TTFB ${r.ttfb.toFixed(0)}  FCP ${r.fcp.toFixed(0)}  LCP ${r.lcp.toFixed(0)}  DCL ${r.dcl.toFixed(0)}  load ${r.load.toFixed(0)}  JS on the wire ${kb(r.jsBytes)}`,
      );
    }
  } finally {
    await server.stop();
  }
}
process.exit(over ? 1 : 0);
