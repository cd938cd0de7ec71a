#!/usr/bin/env node
// The main thread's long tasks of a first visit and what fills them, from a Chrome trace with the
// CPU 4x slower (Lighthouse's phone): where Total Blocking Time comes from. Run after
// `npm run build`:  node bench/web/long-tasks.mjs [path ...]   (MIN=40: tasks over 40 ms)
// Each line: start (ms from the first task), duration, then the events inside it over 4 ms
// (module evaluation, a timer's callback, style and layout with the elements they touched, paint).
import { launchBrowser, newContext, PHONE } from '../../apps/web/e2e/lib/browser.mjs';
import { startServer } from '../../apps/web/e2e/lib/server.mjs';

const MIN_MS = Number(process.env.MIN ?? 40);
const SHOWN = new Set([
  'v8.evaluateModule',
  'TimerFire',
  'RunMicrotasks',
  'FunctionCall',
  'EventDispatch',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'PaintImage',
  'Commit',
  'MinorGC',
  'MajorGC',
  'FireIdleCallback',
]);

function describe(e) {
  const d = e.args?.data ?? {};
  const what = d.url ? `(${d.url.split('/').pop()})` : d.functionName ? `(${d.functionName})` : '';
  const objects =
    e.name === 'Layout' && e.args?.beginData
      ? `[${e.args.beginData.dirtyObjects}/${e.args.beginData.totalObjects}]`
      : '';
  const elements = e.name === 'UpdateLayoutTree' && e.args?.elementCount ? `[${e.args.elementCount}]` : '';
  return `${e.name}${what}${objects}${elements} ${(e.dur / 1000).toFixed(0)}`;
}

async function longTasks(browser, baseURL, path) {
  const context = await newContext(browser, baseURL, PHONE, { acceptCookies: false });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
  });
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  // The page's main thread: the renderer thread with the most work.
  const threads = events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  const work = (t) =>
    events.filter((e) => e.tid === t.tid && e.name === 'RunTask').reduce((s, e) => s + (e.dur ?? 0), 0);
  const main = threads.sort((a, b) => work(b) - work(a))[0];
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const t0 = Math.min(...mine.map((e) => e.ts));
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur > MIN_MS * 1000).sort((a, b) => a.ts - b.ts);
  console.log(
    `${path}  (blocking ${tasks.reduce((s, t) => s + Math.max(0, t.dur / 1000 - 50), 0).toFixed(0)} ms)`,
  );
  for (const t of tasks) {
    const inside = mine.filter(
      (e) => SHOWN.has(e.name) && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > 4000,
    );
    console.log(
      `  ${((t.ts - t0) / 1000).toFixed(0).padStart(6)} +${(t.dur / 1000).toFixed(0).padEnd(4)} ${inside.map(describe).join(', ')}`,
    );
  }
}

const server = await startServer({ env: { NODE_ENV: 'production', LOG_LEVEL: 'warn' } });
const browser = await launchBrowser();
try {
  const paths = process.argv.slice(2);
  for (const path of paths.length ? paths : ['/']) await longTasks(browser, server.baseURL, path);
} finally {
  await browser.close();
  await server.stop();
}
