#!/usr/bin/env node
// Storefront weight and speed (docs/architecture/testing.md; figures in docs/performance.md). Run after `npm run build`:
//   node bench/web/run.mjs                  sizes, timings and Lighthouse (starts the API on a free port)
//   node bench/web/run.mjs --no-timings     sizes only, no browser
//   node bench/web/run.mjs --no-lighthouse  sizes and timings
//   LH_RUNS=5 node bench/web/run.mjs        Lighthouse runs per page (default 3; the median run is shown)
// Budget (issue 12): at most 170 KB of gzipped JavaScript on the first load of any catalogue
// page; Lighthouse mobile: performance >= 90, LCP < 2.5 s, TBT < 200 ms, CLS < 0.1,
// accessibility and SEO 100. Prints where each page stands; it fails no test.
import { join } from 'node:path';
import { kb, readBuild, routeFiles, weigh } from './weigh.mjs';
import { repoRoot, startServer } from '../../apps/web/e2e/lib/server.mjs';

const BUDGET_JS_GZIP = 170 * 1024;
const ROUTES = {
  home: { module: 'src/features/home/HomePage.tsx', path: '/' },
  category: { module: 'src/features/catalogue/pages/CategoryPage.tsx', path: null },
  product: { module: 'src/features/catalogue/pages/ProductPage.tsx', path: null },
  search: { module: 'src/features/catalogue/pages/SearchPage.tsx', path: null },
};

// WEB_DIST (also read by the API) points at another build folder.
const build = readBuild(process.env.WEB_DIST ?? join(repoRoot, 'apps/web/dist'));
console.log('First load, gzip -6 (what a compressing server sends):');
for (const [name, r] of Object.entries(ROUTES)) {
  const w = weigh(build, routeFiles(build, r.module));
  const ok = w.js.gzip <= BUDGET_JS_GZIP;
  console.log(
    `  ${name.padEnd(9)} JS ${kb(w.js.gzip).padStart(9)} (raw ${kb(w.js.raw)})  CSS ${kb(w.css.gzip).padStart(8)}  ${ok ? 'within' : 'OVER'} the ${kb(BUDGET_JS_GZIP)} budget`,
  );
  if (process.argv.includes('--verbose')) {
    for (const row of w.rows.sort((a, b) => b.gzip - a.gzip))
      console.log(`      ${kb(row.gzip).padStart(9)}  ${row.file}`);
  }
}

if (!process.argv.includes('--no-timings')) {
  const { measure } = await import('./timings.mjs');
  // Production, as `npm start` runs it: the figures of issue 12 were taken that way.
  const server = await startServer({ env: { NODE_ENV: 'production', LOG_LEVEL: 'warn' } });
  try {
    const res = await fetch(`${server.baseURL}/ebsn/api/products?page_size=1`).then((r) => r.json());
    const product = res.data.products[0];
    ROUTES.product.path = `/product/${product.slug}`;
    const tree = await fetch(`${server.baseURL}/ebsn/api/category?depth=1`).then((r) => r.json());
    ROUTES.category.path = `/category/${tree.data.categories[0].slug}`;
    ROUTES.search.path = `/search?q=${encodeURIComponent(product.name.split(' ')[0].toLowerCase())}`;
    const paths = Object.values(ROUTES).map((r) => r.path);
    const rows = await measure(server.baseURL, paths);
    console.log('\nFirst visit in chromium at 360 px, local server, median of 3 (ms):');
    for (const r of rows) {
      console.log(
        `  ${r.path.padEnd(40)} TTFB ${r.ttfb.toFixed(0)}  FCP ${r.fcp.toFixed(0)}  LCP ${r.lcp.toFixed(0)}  DCL ${r.dcl.toFixed(0)}  load ${r.load.toFixed(0)}  JS on the wire ${kb(r.jsBytes)}`,
      );
    }
    if (!process.argv.includes('--no-lighthouse')) {
      const { audit } = await import('./lighthouse.mjs');
      // One run of a page varies by hundreds of ms of TBT on a shared 2-core machine: the median of several.
      const runs = Number(process.env.LH_RUNS ?? 3);
      const audits = await audit(
        paths.map((p) => `${server.baseURL}${p}`),
        runs,
      );
      console.log(
        `\nLighthouse 12, mobile profile (simulated mid-range phone on 4G), the median of ${runs} run${runs > 1 ? 's' : ''} per page:`,
      );
      console.log('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |');
      console.log('|---|---|---|---|---|---|---|---|');
      Object.keys(ROUTES).forEach((name, i) => {
        const a = audits[i];
        console.log(
          a.error
            ? `| ${name} | Lighthouse failed ${a.error} | | | | | | |`
            : `| ${name} | ${a.performance} | ${a.accessibility} | ${a.bestPractices} | ${a.seo} | ${(a.lcp / 1000).toFixed(1)} s | ${a.tbt.toFixed(0)} ms | ${a.cls.toFixed(3)} |`,
        );
      });
      if (runs > 1)
        for (const [i, name] of Object.keys(ROUTES).entries())
          console.log(
            `  ${name}: performance ${audits[i].performanceRange.join(', ')}; TBT ${audits[i].tbtRange.join(', ')} ms (each run)`,
          );
      for (const [i, name] of Object.keys(ROUTES).entries())
        if (audits[i].retriedAfter.length)
          console.log(`  ${name}: audited again after Lighthouse failed (${audits[i].retriedAfter.join(', ')})`);
      const indexes = audits.map((a) => a.benchmarkIndex).filter(Number.isFinite);
      if (indexes.length)
        console.log(
          `  machine: Lighthouse benchmark index ${Math.min(...indexes).toFixed(0)}-${Math.max(...indexes).toFixed(0)}` +
            (audits.some((a) => a.slowHost) ? ' (Lighthouse warns: a slower CPU than it expects; TBT reads high)' : ''),
        );
      for (const [i, name] of Object.keys(ROUTES).entries())
        if (audits[i].lcpElement) console.log(`  ${name}: largest paint ${audits[i].lcpElement}`);
      for (const [i, name] of Object.keys(ROUTES).entries())
        if (audits[i].failing.length) console.log(`  ${name}: failing audits ${audits[i].failing.join(', ')}`);
    }
  } finally {
    await server.stop();
  }
}
