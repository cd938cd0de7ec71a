#!/usr/bin/env node
// Layout shift of a first visit, with the elements that moved: `node bench/web/layout-shift.mjs
// [width] [path...]` after `npm run build`. Lighthouse gives the score; this says what shifted.
import { launchBrowser, newContext, PHONE } from '../../apps/web/e2e/lib/browser.mjs';
import { startServer } from '../../apps/web/e2e/lib/server.mjs';

const CLS_SCRIPT = () => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      const nodes = e.sources.map((s) => {
        const n = s.node;
        if (!n || !n.tagName) return '?';
        const cls =
          typeof n.className === 'string'
            ? n.className
                .split(' ')
                .filter((c) => !c.startsWith('spesa-'))
                .slice(0, 2)
                .join('.')
            : '';
        return `${n.tagName.toLowerCase()}${cls ? '.' + cls : ''} ${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)} h${Math.round(s.previousRect.height)}->${Math.round(s.currentRect.height)}`;
      });
      window.__shifts.push({ t: Math.round(e.startTime), value: e.value, nodes });
      if (window.__verbose)
        for (const s of e.sources)
          if (s.node?.outerHTML) nodes.push(`\n      ${s.node.outerHTML.slice(0, 300)}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

const [widthArg, ...paths] = process.argv.slice(2);
const width = Number(widthArg) || PHONE.width;
const server = await startServer({ env: { NODE_ENV: 'production', LOG_LEVEL: 'warn' } });
const browser = await launchBrowser();
try {
  for (const path of paths.length ? paths : ['/']) {
    const context = await newContext(
      browser,
      server.baseURL,
      { width, height: 823 },
      { acceptCookies: false },
    );
    if (process.env.VERBOSE) await context.addInitScript(() => (window.__verbose = true));
    await context.addInitScript(CLS_SCRIPT);
    const page = await context.newPage();
    const logs = [];
    page.on(
      'console',
      (m) => (m.type() === 'error' || m.type() === 'warning') && logs.push(`${m.type()}: ${m.text()}`),
    );
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const shifts = await page.evaluate(() => window.__shifts);
    const total = shifts.reduce((s, x) => s + x.value, 0);
    console.log(`${path} at ${width} px: CLS ${total.toFixed(3)}`);
    for (const s of shifts) console.log(`  ${s.t} ms  ${s.value.toFixed(3)}  ${s.nodes.join(' | ')}`);
    for (const l of logs) console.log(`  console ${l}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
