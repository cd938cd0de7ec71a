// Lighthouse 12 with its default (mobile) profile: a mid-range phone on a throttled 4G link,
// simulated. Debian's chromium (CHROME_PATH, default /usr/bin/chromium), headless.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Scores (0-100) and LCP (ms), TBT (ms), CLS for each URL; one fresh browser per page. */
export async function audit(urls) {
  const rows = [];
  for (const url of urls) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: FLAGS,
    });
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
      rows.push({
        url,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    } finally {
      await chrome.kill();
    }
  }
  return rows;
}
