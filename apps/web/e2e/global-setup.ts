// Before the journeys (playwright.config.ts globalSetup): the stand-in for Google, the API on a
// free port with a temporary SQLite database (it serves the built storefront, apps/web/dist:
// `npm run build -w apps/web` first), /readyz, and the demo data the journeys pick from. The
// function it returns is the global teardown: it stops both, by pid, whether the journeys passed,
// failed or were interrupted (Ctrl-C); a runner that dies without it still ends the API on exit.
//   E2E_BASE_URL=http://127.0.0.1:5192  use a running server (e.g. vite dev) instead
//   E2E_NODE_ENV=production              the API's NODE_ENV (default development, for /dev/outbox.json)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadData } from './lib/data';
import { startFakeGoogle, type FakeGoogle } from './lib/fake-google';
import { screenshotDir, startServer, type StartedServer } from './lib/server.mjs';
import { SHOP_STATE_ENV, type ShopState } from './lib/shop-state';

export default async function globalSetup() {
  mkdirSync(screenshotDir, { recursive: true });
  let google: FakeGoogle | undefined;
  let server: StartedServer | undefined;
  const stateDir = mkdtempSync(join(tmpdir(), 'spesa-e2e-state-'));
  // Should the runner end without its teardown (killed), the API, in its own process group, goes too.
  const killServer = () => {
    if (server?.pid)
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // already gone
      }
  };
  const teardown = async () => {
    process.off('exit', killServer);
    await server?.stop().catch(() => {});
    await google?.close().catch(() => {});
    rmSync(stateDir, { recursive: true, force: true });
  };
  try {
    // The account journeys read confirmation links and login codes from the API's development
    // outbox (/dev/outbox.json), which production hides (E2E_NODE_ENV=production to try anyway).
    // Google login goes to a stand-in for Google's pages (lib/fake-google.ts): the shop shows the
    // 'Accedi con Google' button on every login form, as a shop with Google configured does.
    google = await startFakeGoogle();
    server = await startServer({
      env: { NODE_ENV: process.env.E2E_NODE_ENV ?? 'development', ...google.env },
    });
    process.on('exit', killServer);
    console.log(`storefront at ${server.baseURL}`);
    const data = await loadData(server.baseURL);
    console.log(
      `data: category ${data.category.slug} (${data.category.productCount}), product ${data.pezzo?.slug}, word «${data.word}», typo «${data.typo}»`,
    );
    const state: ShopState = { baseURL: server.baseURL, databaseFile: server.databaseFile, data };
    const file = join(stateDir, 'shop.json');
    writeFileSync(file, JSON.stringify(state));
    // The workers start after this and inherit the variable.
    process.env[SHOP_STATE_ENV] = file;
  } catch (e) {
    await teardown();
    throw e;
  }
  return teardown;
}
