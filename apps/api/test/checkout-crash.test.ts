import { afterAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, CART_STATUS } from '@spesa/domain';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase, type Db } from '../src/db/database.js';
import type { CrashPoint } from '../src/modules/checkout/index.js';
import { privateDatabaseUrl, startServer } from './helpers/child-server.js';
import { bookkeeping, CARD_OK, newSlot, readyShoppers } from './helpers/checkout.js';

/**
 * The server started as a child process and killed with SIGKILL at each phase boundary of a buy
 * (CHECKOUT_TEST_CRASH_AT, honoured only with NODE_ENV=test). After a restart and one sweep: no
 * order without its payment record, no authorisation without an order, slot counters equal to
 * their booking rows; and the order is finished (paid at the provider) or undone (never paid).
 */
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

const POINTS: CrashPoint[] = ['after-phase-1', 'after-phase-2', 'after-phase-3'];

describe(`checkout killed at each phase boundary on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it.each(POINTS)(
    'SIGKILL %s, restart, one sweep: the books balance',
    async (point) => {
      const url = await privateDatabaseUrl(cleanups);
      let db: Db = createDatabase(url);
      const slot = await newSlot(db, 3, new Date());
      const [s] = await readyShoppers(db, 1, slot, { now: new Date() });
      await db.close();

      const { child, origin } = await startServer(url, { CHECKOUT_TEST_CRASH_AT: point });
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
