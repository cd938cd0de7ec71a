// The storefront's browser journeys (apps/web/e2e, docs/architecture/testing.md "Browser
// journeys"): `npm run test:e2e`. They build nothing: they need apps/web/dist (npm run build -w
// apps/web), which the API the global setup starts serves, and drive Debian's Chromium.
//   E2E_ONLY=stepper                     only the journeys whose title contains the text (as --grep)
//   E2E_BASE_URL=http://127.0.0.1:5192  use a running server (e.g. vite dev) instead
//   E2E_NODE_ENV=production              the API's NODE_ENV (default development)
//   E2E_CONSOLE=1                        list each journey's console errors and warnings
//   E2E_SCREENSHOT_DIR=<dir>             the pictures elsewhere than <repo>/screenshots
//   CHROMIUM_PATH=/usr/bin/google-chrome another Chromium
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, DESKTOP } from './e2e/lib/browser.mjs';

const only = process.env.E2E_ONLY;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default defineConfig({
  testDir: './e2e/journeys',
  // The journeys share one server and its database, and some build on what an earlier one left
  // (a place chosen, a cart): one browser, one journey at a time, files in the order of their
  // number and journeys in the order of their file.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A journey is a few dozen steps, each bounded by the action and expect timeouts below; the
  // longest take half a minute on a busy 2-core machine.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  ...(only ? { grep: new RegExp(escapeRegExp(only)) } : {}),
  reporter: [['list']],
  globalSetup: './e2e/global-setup.ts',
  outputDir: './test-results/e2e',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    viewport: DESKTOP,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    deviceScaleFactor: 1,
    isMobile: false,
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    // A failed journey keeps its trace (`npx playwright show-trace <test-results/...>/trace.zip`):
    // its steps with their timings and logs, the page's console and network. Without the DOM
    // snapshots and the screencast, whose recording made every journey a third slower on a
    // 2-core machine; `--trace retain-on-failure` on the command line records them too.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: true },
    screenshot: 'off', // a failed journey's page goes to the screenshots folder (lib/fixtures.ts)
  },
});
