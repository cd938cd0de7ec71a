// Lighthouse-like timings of a first visit, measured in Debian's chromium: navigation timing,
// Largest Contentful Paint (PerformanceObserver) and the bytes the browser actually received.
import { launchBrowser, newContext, PHONE } from '../../apps/web/e2e/lib/browser.mjs';

const LCP_SCRIPT = () => {
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

export async function measure(baseURL, paths, { runs = 3 } = {}) {
  const browser = await launchBrowser();
  const results = [];
  try {
    for (const path of paths) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        // A fresh context each run: empty cache, like a first visit. Phone size, as most shoppers.
        const context = await newContext(browser, baseURL, PHONE);
        await context.addInitScript(LCP_SCRIPT);
        const page = await context.newPage();
        let jsBytes = 0;
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        const types = new Map();
        cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
        cdp.on('Network.loadingFinished', (e) => {
          if (types.get(e.requestId) === 'Script') jsBytes += e.encodedDataLength;
        });
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.locator('main h1').first().waitFor();
        await page.waitForTimeout(300);
        const t = await page.evaluate(() => {
          const n = performance.getEntriesByType('navigation')[0];
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          return {
            ttfb: n.responseStart,
            dcl: n.domContentLoadedEventEnd,
            load: n.loadEventEnd,
            fcp,
            lcp: window.__lcp,
          };
        });
        samples.push({ ...t, jsBytes });
        await context.close();
      }
      const median = (k) => samples.map((s) => s[k]).sort((a, b) => a - b)[Math.floor(samples.length / 2)];
      results.push({
        path,
        ttfb: median('ttfb'),
        fcp: median('fcp'),
        lcp: median('lcp'),
        dcl: median('dcl'),
        load: median('load'),
        jsBytes: median('jsBytes'),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
