#!/usr/bin/env node
// Main-thread work of a first visit, less sensitive to machine load than Lighthouse's simulated TBT:
// Chromium's own counters (Performance.getMetrics ScriptDuration / TaskDuration) with the CPU
// slowed 4x as Lighthouse's mobile profile does, median of several runs. Also lists the DevTools
// issues (Audits.issueAdded, e.g. Content Security Policy) a first visit raises.
// Run after `npm run build`:  node bench/web/scripting.mjs [--runs 7] [path ...]
// Before/after on a busy machine: `--against DIR` (another build's apps/web/dist, e.g. a copy of
// the previous build) serves that build too and alternates the visits between the two builds, so
// a change in the machine's load falls on both alike.
import { launchBrowser, newContext, PHONE } from '../../apps/web/e2e/lib/browser.mjs';
import { startServer } from '../../apps/web/e2e/lib/server.mjs';

const args = process.argv.slice(2);
const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const runs = Number(valueOf('--runs') ?? 5);
const against = valueOf('--against');
const explicit = args.filter((a, i) => !a.startsWith('--') && !['--runs', '--against'].includes(args[i - 1]));

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
    // CPU time of the page's main thread: what the page itself cost, whatever the machine's load
    // (wall-clock durations above stretch when other processes take the cores).
    cpu: m.ThreadTime * 1000,
    issues,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = await startServer({ env: { NODE_ENV: 'production', LOG_LEVEL: 'warn' } });
const other = against
  ? await startServer({ env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', WEB_DIST: against } })
  : null;
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
  if (other) console.log(`  each path twice, visits alternating: "against" = ${against}, "this" = this build`);
  const builds = other ? [['against', other], ['this', server]] : [['', server]];
  for (const path of paths) {
    const samples = new Map(builds.map(([name]) => [name, []]));
    for (let i = 0; i < runs; i++)
      for (const [name, s] of builds) samples.get(name).push(await visit(browser, s.baseURL, path));
    for (const [name, list] of samples) report(other ? `${path} (${name})` : path, list);
  }
} finally {
  await browser.close();
  await server.stop();
  await other?.stop();
}

function report(label, samples) {
  const issues = new Set(samples.flatMap((s) => s.issues.map((x) => `${x.code} ${JSON.stringify(x.details)}`)));
  const col = (key, width = 5) => median(samples.map((s) => s[key])).toFixed(0).padStart(width);
  console.log(
    `  ${label.padEnd(44)} script ${col('script')}  tasks ${col('task')}  blocking ${col('blocking')}  longest ${col('longest')}  layout ${col('layout', 4)}  cpu ${col('cpu')}  [${samples.map((s) => s.script.toFixed(0)).join(' ')}]`,
  );
  for (const i of issues) console.log(`      issue: ${i.slice(0, 600)}`);
}
