import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDatabase, type Db } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { fixedClock, type Clock } from '../../src/lib/clock.js';
import type { OrderedTodayPort } from '../../src/modules/cart/index.js';
import { adminPool, copyDatabase, dropDatabase, pgUrlFor } from './postgres.js';

import { TEST_NOW } from './test-now.js';

export { TEST_NOW };

/**
 * The suite books its slots a week and more ahead (checkout.ts newSlot), beyond the 6 days a test
 * provider or Stripe hold lasts by default: holds last longer here, and the far-slot tests
 * (payments-far-slot*.test.ts, payments-stripe-saved-cards*.test.ts, decision 0113) set
 * PAYMENT_TEST_HOLD_DAYS or STRIPE_HOLD_DAYS themselves.
 */
const SUITE_HOLD_DAYS = '30';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** GET an API path and return the parsed envelope. */
  get<T = unknown>(url: string, headers?: Record<string, string>): Promise<{ status: number; body: Envelope<T> }>;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface Envelope<T> {
  response: { status: number; errors: Array<{ error: string; code?: string; field?: string }>; errorsMessage: Array<{ code: string; message: string }>; infosMessage: unknown[]; warningsMessage: unknown[] };
  data: T;
}

/**
 * A real app on a private copy of the seeded template database (or an empty, migrated one
 * with `empty: true`). No mocks: requests go through routes, services and SQL.
 */
export async function createTestApp(
  opts: {
    empty?: boolean;
    clock?: Clock;
    env?: Record<string, string>;
    orderedToday?: OrderedTodayPort;
    paymentProvider?: AppDeps['paymentProvider'];
  } = {},
): Promise<TestApp> {
  const { url, drop } = await privateDatabase(Boolean(opts.empty));
  const db = createDatabase(url, { guardTransactions: true });
  if (opts.empty) await migrate(db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url.startsWith('postgres') ? url : 'sqlite:test', DEMO_DATA: 'false', JOBS_POLL_SECONDS: '0', PAYMENT_TEST_HOLD_DAYS: SUITE_HOLD_DAYS, STRIPE_HOLD_DAYS: SUITE_HOLD_DAYS, ...opts.env });
  const app = await buildApp({
    config,
    db,
    clock: opts.clock ?? fixedClock(TEST_NOW),
    orderedToday: opts.orderedToday,
    paymentProvider: opts.paymentProvider,
  });
  await app.ready();
  return {
    app,
    db,
    inject: (o) => app.inject(withRemoteAddress(o)),
    async get<T>(url: string, headers: Record<string, string> = {}) {
      const res = await app.inject({ method: 'GET', url, headers });
      return { status: res.statusCode, body: res.json() as Envelope<T> };
    },
    async close() {
      await app.close();
      await db.close();
      await drop();
    },
  };
}

/**
 * The header tests use to pick the client's own address (the TCP peer, as if the request came
 * from there): the shop believes X-Forwarded-For only from configured proxies.
 */
export const REMOTE_ADDRESS_HEADER = 'x-test-remote-address';

function withRemoteAddress(o: InjectOptions): InjectOptions {
  const headers = { ...(o.headers ?? {}) } as Record<string, string>;
  const remoteAddress = headers[REMOTE_ADDRESS_HEADER];
  if (remoteAddress === undefined) return o;
  delete headers[REMOTE_ADDRESS_HEADER];
  return { ...o, headers, remoteAddress };
}

async function privateDatabase(empty: boolean): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = inject('templateDatabase');
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (template.startsWith('postgres:') && pgUrl) {
    const name = `spesa_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = adminPool(pgUrl);
    if (empty) await admin.query(`create database ${name}`);
    else await copyDatabase(admin, template.slice('postgres:'.length), name);
    return {
      url: pgUrlFor(pgUrl, name),
      drop: async () => {
        await dropDatabase(admin, name);
        await admin.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-t-'));
  const file = path.join(dir, 'db.sqlite');
  if (!empty) fs.copyFileSync(template.slice('sqlite:'.length), file);
  return { url: `sqlite:${file}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}
