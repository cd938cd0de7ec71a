// A very small test runner: journeys are async functions; each gets a fresh page and fails on
// an uncaught error in the page as well as on a failed assertion.
import { newContext, DESKTOP } from './browser.mjs';
import { join } from 'node:path';
import { screenshotDir } from './server.mjs';

const tests = [];

/** Registers a journey. opts.viewport picks the window size (default 1280 x 800). */
export function journey(name, fn, opts = {}) {
  tests.push({ name, fn, opts });
}

export function assert(cond, message) {
  if (!cond) throw new Error(message);
}

export function assertEqual(actual, expected, what) {
  if (actual !== expected)
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/**
 * A server-rendered page shows its buttons before its code has run: a click then would be lost,
 * as a real shopper's would. After each navigation, wait until React has taken the page over
 * (the mark AppProviders sets); pages without the storefront's root need no wait.
 */
function waitForHydration(page) {
  const hydrated = () =>
    page
      .waitForFunction(
        () => !document.getElementById('root') || document.documentElement.dataset.hydrated === 'true',
      )
      .catch(() => {});
  for (const name of ['goto', 'reload']) {
    const navigate = page[name].bind(page);
    page[name] = async (...args) => {
      const response = await navigate(...args);
      await hydrated();
      return response;
    };
  }
}

// React's hydration messages, in development wording and as production error codes
// (418 text/markup mismatch, 419/421/422/423 the root or a boundary rendered again, 425 text).
const HYDRATION_MESSAGE = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b/i;

export async function runAll({ browser, baseURL, data, only }) {
  let passed = 0;
  let failed = 0;
  const selected = tests.filter((t) => !only || t.name.includes(only));
  for (const t of selected) {
    const started = Date.now();
    const context = await newContext(browser, baseURL, t.opts.viewport ?? DESKTOP, t.opts);
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    waitForHydration(page);
    const pageErrors = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    // A page whose server markup React could not take over logs it (and draws the page again):
    // that is a failure too, even though nothing throws. Other console errors (a 404 the page
    // expects, say) are the journeys' own business.
    // E2E_CONSOLE=1 lists every console error and warning under its journey.
    const consoleLines = [];
    page.on('console', (m) => {
      if (m.type() !== 'error' && m.type() !== 'warning') return;
      if (HYDRATION_MESSAGE.test(m.text())) pageErrors.push(`${m.type()}: ${m.text()}`);
      if (process.env.E2E_CONSOLE) consoleLines.push(`${m.type()}: ${m.text().slice(0, 300)}`);
    });
    try {
      await t.fn({ page, context, baseURL, data });
      if (pageErrors.length) throw new Error(`error in the page: ${pageErrors[0]}`);
      passed++;
      console.log(`  ✓ ${t.name} (${Date.now() - started} ms)`);
    } catch (e) {
      failed++;
      // What the page showed when it failed, beside the journeys' own screenshots.
      const slug = t.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      await page.screenshot({ path: join(screenshotDir, `failed-${slug}.png`) }).catch(() => {});
      console.log(
        `  ✗ ${t.name}\n      ${String(e?.message ?? e)
          .split('\n')
          .join('\n      ')}`,
      );
    } finally {
      for (const line of consoleLines) console.log(`      console ${line}`);
      await context.close();
    }
  }
  return { passed, failed };
}
