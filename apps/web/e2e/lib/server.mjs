// Starts the API (which also serves the built storefront from apps/web/dist) on a free port with
// a throw-away SQLite database, and stops it again. Used by the journeys' global setup
// (e2e/global-setup.ts) and by bench/web, which runs it with Node alone: plain JavaScript, its
// types in server.d.mts.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
/** Screenshots of the journeys (gitignored); E2E_SCREENSHOT_DIR puts them elsewhere. */
export const screenshotDir = process.env.E2E_SCREENSHOT_DIR || join(repoRoot, 'screenshots');

export function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });
}

async function waitReady(baseURL, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`API exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`API not ready after ${timeoutMs} ms`);
}

/**
 * Returns { baseURL, stop, databaseFile, pid }. Set E2E_BASE_URL to use a server that is already running.
 * `env` overrides the API's environment (e.g. NODE_ENV for the development mail outbox).
 */
export async function startServer({ timeoutMs = 120_000, env = {} } = {}) {
  if (process.env.E2E_BASE_URL)
    return { baseURL: process.env.E2E_BASE_URL.replace(/\/$/, ''), stop: async () => {} };
  // WEB_DIST (read by the API too) may point at another build folder.
  const dist = process.env.WEB_DIST ?? join(repoRoot, 'apps/web/dist');
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`${dist} is missing: run \`npm run build -w apps/web\` first`);
  }
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'spesa-e2e-'));
  const logs = [];
  const child = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `sqlite:${join(dir, 'e2e.sqlite')}`,
      UPLOAD_DIR: join(dir, 'uploads'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group, so stop() ends npx and the node process under it
  });
  child.stdout.on('data', (d) => logs.push(String(d)));
  child.stderr.on('data', (d) => logs.push(String(d)));
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => {
        const t = setTimeout(() => {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            // already gone
          }
          r();
        }, 5000);
        child.once('exit', () => {
          clearTimeout(t);
          r();
        });
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitReady(baseURL, child, timeoutMs);
  } catch (e) {
    await stop();
    throw new Error(`${e.message}\n--- API output ---\n${logs.join('').slice(-4000)}`);
  }
  // The journeys that set a scene the shop cannot reach by itself (a slot filled meanwhile) write
  // to this file; a server given by E2E_BASE_URL has none.
  return { baseURL, stop, databaseFile: join(dir, 'e2e.sqlite'), pid: child.pid };
}
