#!/usr/bin/env node
// Main-thread work of a first visit, less sensitive to machine load than Lighthouse's simulated TBT:
// Chromium's own counters (Performance.getMetrics ScriptDuration / TaskDuration) with the CPU
// slowed 4x as Lighthouse's mobile profile does, median of several runs. Also lists the DevTools
// issues (Audits.issueAdded, e.g. Content Security Policy) a first visit raises.
// Run after `npm run build`:  node bench/web/scripting.mjs [--runs 7] [path ...]
import { launchBrowser, newContext, PHONE } from '../../apps/web/e2e/lib/browser.mjs';
import { startServer } from '../../apps/web/e2e/lib/server.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
const explicit = args.filter((a, i) => !a.startsWith('--') && i !== runsAt + 1);

async function visit(browser, baseURL, path) {
  // No cookie choice stored: a true first visit, as Lighthouse makes it.
  const context = await newContext(browser, baseURL, PHONE, { acceptCookies: false });
  // Long tasks as Lighthouse counts them: the part of each task over 50 ms blocks input.
  await context.addInitScript(() => {
    window.__long = [];
    new PerformanceObserver((list) =>
      window.__long.push(...list.getEntries().map((e) => e.duration)),
    ).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const issues = [];
  cdp.on('Audits.issueAdded', (e) => issues.push(e.issue));
  await cdp.send('Audits.enable');
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const long = await page.evaluate(() => window.__long);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  await context.close();
  return {
    blocking: long.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
    longest: Math.max(0, ...long),
    script: m.ScriptDuration * 1000,
    task: m.TaskDuration * 1000,
    layout: m.LayoutDuration * 1000,
    issues,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = await startServer({ env: { NODE_ENV: 'production', LOG_LEVEL: 'warn' } });
const browser = await launchBrowser();
try {
  let paths = explicit;
  if (paths.length === 0) {
    const res = await fetch(`${server.baseURL}/ebsn/api/products?page_size=1`).then((r) => r.json());
    const product = res.data.products[0];
    const tree = await fetch(`${server.baseURL}/ebsn/api/category?depth=1`).then((r) => r.json());
    paths = [
      '/',
      `/category/${tree.data.categories[0].slug}`,
      `/product/${product.slug}`,
      `/search?q=${encodeURIComponent(product.name.split(' ')[0].toLowerCase())}`,
    ];
  }
  console.log(`CPU 4x slower, median of ${runs} first visits at 360 px (ms of main-thread time):`);
  console.log('  blocking = sum over long tasks of (duration - 50 ms), until 1 s after network idle');
  for (const path of paths) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await visit(browser, server.baseURL, path));
    const issues = new Set(
      samples.flatMap((s) => s.issues.map((x) => `${x.code} ${JSON.stringify(x.details)}`)),
    );
    console.log(
      `  ${path.padEnd(44)} script ${median(samples.map((s) => s.script))
        .toFixed(0)
        .padStart(5)}  tasks ${median(samples.map((s) => s.task))
        .toFixed(0)
        .padStart(5)}  blocking ${median(samples.map((s) => s.blocking))
        .toFixed(0)
        .padStart(5)}  longest ${median(samples.map((s) => s.longest))
        .toFixed(0)
        .padStart(5)}  layout ${median(samples.map((s) => s.layout))
        .toFixed(0)
        .padStart(4)}  [${samples.map((s) => s.script.toFixed(0)).join(' ')}]`,
    );
    for (const i of issues) console.log(`      issue: ${i.slice(0, 600)}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
