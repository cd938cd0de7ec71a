import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { adminPool, copyDatabase, dropDatabase, pgUrlFor } from './postgres.js';

/**
 * The shop started as a real child process (`src/server.ts`) on a private copy of the test
 * database: what the crash and several-process tests need that `app.inject()` cannot give.
 */
const API_DIR = path.resolve(import.meta.dirname, '../..');

/**
 * A private copy of the file's template database (SQLite file or PostgreSQL database); `cleanups`
 * gets what removes it.
 */
export async function privateDatabaseUrl(cleanups: Array<() => Promise<void>>): Promise<string> {
  const template = inject('templateDatabase');
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (template.startsWith('postgres:') && pgUrl) {
    const name = `spesa_c_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = adminPool(pgUrl);
    await copyDatabase(admin, template.slice('postgres:'.length), name);
    cleanups.push(async () => {
      await dropDatabase(admin, name);
      await admin.end();
    });
    return pgUrlFor(pgUrl, name);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-child-'));
  const file = path.join(dir, 'db.sqlite');
  fs.copyFileSync(template.slice('sqlite:'.length), file);
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return `sqlite:${file}`;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

/**
 * Starts the shop on `url` with `env` added; resolves once `/healthz` answers and, with
 * `readyLine`, once the shop has printed a line that matches it (its progress lines are on).
 */
export async function startServer(
  url: string,
  env: Record<string, string>,
  readyLine?: RegExp,
): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DEMO_DATA: 'false',
      LOG_LEVEL: readyLine ? 'warn' : 'silent',
      JOBS_POLL_SECONDS: '0',
      // Slots a week ahead are held at checkout, as in the in-process suite (helpers/app.ts).
      PAYMENT_TEST_HOLD_DAYS: '30',
      STRIPE_HOLD_DAYS: '30',
      ...env,
    },
    stdio: ['ignore', readyLine ? 'pipe' : 'ignore', 'ignore'],
  });
  let printed = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (printed += chunk));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('server exited at start');
    try {
      if ((!readyLine || readyLine.test(printed)) && (await fetch(`${origin}/healthz`)).ok) return { child, origin };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}
