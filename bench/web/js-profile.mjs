#!/usr/bin/env node
// Where a first visit's JavaScript time goes, by function: a V8 CPU profile of the page (sampled
// every 0.1 ms, CPU 4x slower as Lighthouse's phone), self time per function, mean of RUNS visits.
// Run after `npm run build`:  node bench/web/js-profile.mjs [path]
//   CALLERS=appendChild   also who called that function (four frames up)
//   LINES=shell-          also the self time per line of that file's top level (its module code)
//   TOP=40                how many rows;  RUNS=3  visits;  WEB_DIST=<dist>  another build
// Names are minified in the production build; for readable ones build another copy with
// `npx vite build --minify false --outDir <dir>/dist` (and its dist-ssr beside it) and pass WEB_DIST.
import { launchBrowser, newContext, PHONE } from '../../apps/web/e2e/lib/browser.mjs';
import { startServer } from '../../apps/web/e2e/lib/server.mjs';

const path = process.argv[2] ?? '/';
const runs = Number(process.env.RUNS ?? 3);
const top = Number(process.env.TOP ?? 40);
const { CALLERS, LINES } = process.env;

const frame = (f) => `${f.functionName || '(top level)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;

/** One visit's profile: the page's JavaScript from the navigation to 0.8 s after network idle. */
async function profileOf(browser, baseURL) {
  const context = await newContext(browser, baseURL, PHONE, { acceptCookies: false });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  return profile;
}

/** Adds one profile's milliseconds (divided by the number of runs) into `totals`. */
function add(totals, profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n);
  const count = (key, ms) => totals.set(key, (totals.get(key) ?? 0) + ms / runs);
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id);
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    count(frame(node.callFrame), ms);
    if (CALLERS && node.callFrame.functionName === CALLERS) {
      const chain = [];
      for (let p = parent.get(id); p && chain.length < 4; p = parent.get(p.id)) chain.push(frame(p.callFrame));
      count(`  called by ${chain.join(' < ')}`, ms);
    }
  });
  if (LINES)
    for (const node of profile.nodes)
      if (node.callFrame.url.includes(LINES) && node.callFrame.functionName === '')
        for (const tick of node.positionTicks ?? []) count(`  line ${tick.line} of ${LINES}`, tick.ticks * 0.1);
}

const server = await startServer({ env: { NODE_ENV: 'production', LOG_LEVEL: 'warn' } });
const browser = await launchBrowser();
try {
  const totals = new Map();
  for (let r = 0; r < runs; r++) add(totals, await profileOf(browser, server.baseURL));
  console.log(`${path}: ms of JavaScript self time at 4x, mean of ${runs} first visits`);
  for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${ms.toFixed(1).padStart(8)}  ${key}`);
} finally {
  await browser.close();
  await server.stop();
}
