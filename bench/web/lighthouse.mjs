// Lighthouse 12 with its default (mobile) profile: a mid-range phone on a throttled 4G link,
// simulated. Debian's chromium (CHROME_PATH, default /usr/bin/chromium), headless.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Chromium 156's headless browser starts a WebUI renderer for the omnibox popup, about a
  // second of CPU while the page under audit loads on a 2-core machine; no page needs it.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/**
 * The page's largest paint: the element (its start tag) and where the time went (TTFB, load
 * delay, load time, render delay), from the `largest-contentful-paint-element` audit.
 */
function lcpElement(lhr) {
  const [element, phases] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  if (!node) return null;
  const timing = (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ');
  return `${node.snippet.slice(0, 160)}${timing ? ` (${timing})` : ''}`;
}

/** Lighthouse's run of one URL in a fresh browser: its report (lhr). */
async function run(url) {
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
    return lhr;
  } finally {
    await chrome.kill();
  }
}

/** How many times a page is audited when Lighthouse reports a runtime error (a page that did not load, no paint). */
const ATTEMPTS = 3;

/** One page's report: audited until Lighthouse reports no runtime error, ATTEMPTS times at most. */
async function attempt(url) {
  let lhr;
  const errors = [];
  for (let n = 1; n <= ATTEMPTS; n++) {
    lhr = await run(url);
    if (!lhr.runtimeError) break;
    errors.push(lhr.runtimeError.code);
  }
  return { lhr, errors };
}

/**
 * Scores (0-100) and LCP (ms), TBT (ms), CLS for each URL, each page audited `runs` times in a
 * fresh browser each time, and the median run reported: the run nearest the median first paint
 * and time to interactive (Lighthouse's `computeMedianRun`, what its documentation advises
 * against run-to-run variance), with the spread of performance and TBT over the runs. A run that
 * Lighthouse itself reports as failed (e.g. NO_FCP on a busy machine) is run again, and the
 * error is kept for the table when every attempt failed.
 */
export async function audit(urls, runs = 1) {
  const rows = [];
  for (const url of urls) {
    const tries = [];
    for (let n = 0; n < runs; n++) tries.push(await attempt(url));
    const valid = tries.filter((t) => !t.lhr.runtimeError);
    const lhr = valid.length ? computeMedianRun(valid.map((t) => t.lhr)) : tries[0].lhr;
    const errors = tries.flatMap((t) => t.errors);
    const score = (id, r = lhr) => Math.round((r.categories[id]?.score ?? 0) * 100);
    const value = (id, r = lhr) => r.audits[id]?.numericValue ?? NaN;
    rows.push({
      url,
      error: lhr.runtimeError ? errors.join(', ') : null,
      retriedAfter: lhr.runtimeError ? [] : errors,
      runs: valid.length,
      performanceRange: valid.map((t) => score('performance', t.lhr)),
      tbtRange: valid.map((t) => Math.round(value('total-blocking-time', t.lhr))),
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      lcpElement: lcpElement(lhr),
      // Lighthouse's measure of the machine's speed (its mobile profile assumes about 1,000-2,000).
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      slowHost: (lhr.runWarnings ?? []).some((w) => /slower CPU/i.test(w)),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    });
  }
  return rows;
}
