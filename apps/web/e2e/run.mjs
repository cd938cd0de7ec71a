#!/usr/bin/env node
// End-to-end journeys of the storefront (docs/architecture.md "Tests and benchmarks"): builds nothing itself. It expects
// apps/web/dist (npm run build -w apps/web), starts the API, which serves that build, on a free
// port with a temporary SQLite database, waits for /readyz and drives Debian's chromium.
// Prints 'N passed, N failed' last and exits non-zero on failure.
//   E2E_BASE_URL=http://127.0.0.1:5192  use a running server (e.g. vite dev) instead
//   E2E_ONLY=stepper                     run the journeys whose name contains the text
//   E2E_CONSOLE=1                        list each journey's console errors and warnings
import { mkdirSync } from 'node:fs';
import { launchBrowser } from './lib/browser.mjs';
import { loadData } from './lib/data.mjs';
import { runAll } from './lib/harness.mjs';
import { screenshotDir, startServer } from './lib/server.mjs';
import { startFakeGoogle } from './lib/fake-google.mjs';
import './journeys/home.mjs';
import './journeys/category.mjs';
import './journeys/search.mjs';
import './journeys/product.mjs';
import './journeys/server-rendering.mjs';
import './journeys/stepper.mjs';
import './journeys/accessibility.mjs';
import './journeys/screenshots.mjs';
import './journeys/account-login.mjs';
import './journeys/account-register.mjs';
import './journeys/account-links.mjs';
import './journeys/account-external-login.mjs';
import './journeys/account-accessibility.mjs';
import './journeys/delivery-home.mjs';
import './journeys/delivery-pickup.mjs';
import './journeys/walkthrough.mjs';
import './journeys/cart.mjs';
import './journeys/lists.mjs';
import './journeys/flyers.mjs';
import './journeys/checkout.mjs';
import './journeys/orders.mjs';
import './journeys/content.mjs';

let server;
let google;
let browser;
let result = { passed: 0, failed: 1 };
try {
  mkdirSync(screenshotDir, { recursive: true });
  // The account journeys read confirmation links and login codes from the API's development
  // outbox (/dev/outbox.json), which production hides (E2E_NODE_ENV=production to try anyway).
  // Google login goes to a stand-in for Google's pages (lib/fake-google.mjs): the shop shows the
  // 'Accedi con Google' button on every login form, as a shop with Google configured does.
  google = await startFakeGoogle();
  server = await startServer({ env: { NODE_ENV: process.env.E2E_NODE_ENV ?? 'development', ...google.env } });
  console.log(`storefront at ${server.baseURL}`);
  const data = await loadData(server.baseURL);
  data.databaseFile = server.databaseFile;
  console.log(
    `data: category ${data.category.slug} (${data.category.productCount}), product ${data.pezzo?.slug}, word «${data.word}», typo «${data.typo}»`,
  );
  browser = await launchBrowser();
  result = await runAll({ browser, baseURL: server.baseURL, data, only: process.env.E2E_ONLY });
} catch (e) {
  console.error(e?.stack ?? e);
} finally {
  await browser?.close().catch(() => {});
  await server?.stop().catch(() => {});
  await google?.close().catch(() => {});
}
console.log(`${result.passed} passed, ${result.failed} failed`);
process.exit(result.failed > 0 ? 1 : 0);
