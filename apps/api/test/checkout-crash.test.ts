import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ORDER_STATUS, CART_STATUS } from '@spesa/domain';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase, type Db } from '../src/db/database.js';
import type { CrashPoint } from '../src/modules/checkout/index.js';
import { adminPool, copyDatabase, dropDatabase, pgUrlFor } from './helpers/postgres.js';
import { bookkeeping, CARD_OK, newSlot, readyShoppers } from './helpers/checkout.js';

/**
 * The server started as a child process and killed with SIGKILL at each phase boundary of a buy
 * (CHECKOUT_TEST_CRASH_AT, honoured only with NODE_ENV=test). After a restart and one sweep: no
 * order without its payment record, no authorisation without an order, slot counters equal to
 * their booking rows; and the order is finished (paid at the provider) or undone (never paid).
 */
const API_DIR = path.resolve(import.meta.dirname, '..');
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

async function privateDatabaseUrl(): Promise<string> {
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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-crash-'));
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

async function startServer(
  url: string,
  crashAt: CrashPoint,
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
      LOG_LEVEL: 'silent',
      JOBS_POLL_SECONDS: '0',
      CHECKOUT_TEST_CRASH_AT: crashAt,
    },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('server exited at start');
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { child, origin };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

const POINTS: CrashPoint[] = ['after-phase-1', 'after-phase-2', 'after-phase-3'];

describe(`checkout killed at each phase boundary on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it.each(POINTS)(
    'SIGKILL %s, restart, one sweep: the books balance',
    async (point) => {
      const url = await privateDatabaseUrl();
      let db: Db = createDatabase(url);
      const slot = await newSlot(db, 3);
      const [s] = await readyShoppers(db, 1, slot);
      await db.close();

      const { child, origin } = await startServer(url, point);
      const exited = new Promise<NodeJS.Signals | null>((resolve) =>
        child.on('exit', (_c, sig) => resolve(sig)),
      );
      const q = new URLSearchParams({ payment_type_id: '12', payment_data: CARD_OK });
      const answer = await fetch(`${origin}/ebsn/api/checkout/buy?${q}`, {
        method: 'POST',
        headers: { 'x-ebsn-client': 'site', cookie: s!.cookie },
      }).then(
        () => 'answered',
        () => 'connection lost',
      );
      expect(answer).toBe('connection lost');
      expect(await exited).toBe('SIGKILL');

      // Restart (in this process) and run the sweeper once.
      db = createDatabase(url);
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: url,
        DEMO_DATA: 'false',
        JOBS_POLL_SECONDS: '0',
        CHECKOUT_SWEEP_AFTER_SECONDS: '0',
      });
      const app = await buildApp({ config, db });
      await app.ready();
      try {
        await new Promise((r) => setTimeout(r, 5));
        await app.checkout.sweep(db);
        const books = await bookkeeping(db);
        expect(books.slotMismatches).toEqual([]);
        expect(books.ordersWithoutPayment).toEqual([]);
        expect(books.authorisationsWithoutOrder).toEqual([]);

        const order = await db.kysely
          .selectFrom('customer_order')
          .selectAll()
          .where('user_id', '=', s!.userId)
          .executeTakeFirstOrThrow();
        const cart = await db.kysely
          .selectFrom('cart')
          .select('cart_status_id')
          .where('cart_id', '=', s!.cartId)
          .executeTakeFirstOrThrow();
        const booked = await db.kysely
          .selectFrom('timeslot')
          .select('booked')
          .where('timeslot_id', '=', slot.timeslotId)
          .executeTakeFirstOrThrow();
        if (point === 'after-phase-1') {
          // Never reached the provider: undone, the place given back, the cart the shopper's again.
          expect(order.order_status_id).toBe(ORDER_STATUS.cancelled);
          expect(cart.cart_status_id).toBe(CART_STATUS.open);
          expect(booked.booked).toBe(0);
        } else {
          // Authorised at the provider: the order is finished, the cart closed, the place kept.
          expect(order.order_status_id).toBe(ORDER_STATUS.ordered);
          expect(cart.cart_status_id).toBe(CART_STATUS.closed);
          expect(booked.booked).toBe(1);
          const mails = await db.kysely
            .selectFrom('mail_outbox')
            .select('subject')
            .where('to', '=', s!.email)
            .execute();
          expect(mails).toEqual([{ subject: `Ordine n. ${order.order_id} confermato` }]);
        }
        // A second sweep finds nothing left to do.
        expect(await app.checkout.sweep(db)).toEqual({ finished: 0, undone: 0, cancelled: 0 });
      } finally {
        await app.close();
        await db.close();
      }
    },
    60_000,
  );
});
