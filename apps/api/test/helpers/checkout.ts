/* eslint-disable @typescript-eslint/no-explicit-any */
import type { Db } from '../../src/db/database.js';
import { insertReadyCart, READY_LINES } from './ready-cart.js';
import type { TestApp } from './app.js';
import { TEST_NOW } from './app.js';
import { shopDate } from '../../src/lib/clock.js';
import { call, type Answer } from './accounts.js';

/**
 * Checkout test set-up straight in the database: many shoppers, each logged in (a session row),
 * with a home address in Milano, an open cart on one slot and a few lines (ready-cart.ts). The API
 * then does the checkout; only the set-up skips it (hundreds of registrations would be slow and
 * test nothing here).
 */
export interface Shopper {
  userId: number;
  cartId: number;
  cookie: string;
  email: string;
}

/** Demo products the checkout tests buy (warehouse of store 11): pieces and a weighed one. */
export const LINES = READY_LINES;

let slotDay = 0;

const DAY_MS = 86_400_000;

/**
 * A slot of store 11 (home delivery, zone of Milano 20121) a week or more after `now`, with
 * `capacity`. `now` is the clock of the code under test: the test clock (TEST_NOW) for an app
 * built in the test, the real clock for a shop started as a child process.
 */
export async function newSlot(
  db: Db,
  capacity: number,
  now: Date = new Date(TEST_NOW),
): Promise<{ timeslotId: number; date: string }> {
  slotDay += 1;
  // A week and more ahead, as the suite has always booked them (from TEST_NOW: 1 December on), so
  // the 05:00Z cut-off of the slot's day is still to come.
  const date = shopDate(new Date(now.getTime() + (slotDay + 7) * DAY_MS));
  return slotOn(db, date, capacity);
}

/** A home-delivery slot of store 11 (Milano) on `date`, 18:00-20:00, its cut-off at 05:00Z that day. */
export async function slotOn(db: Db, date: string, capacity: number): Promise<{ timeslotId: number; date: string }> {
  const { timeslot_id } = await db.kysely
    .insertInto('timeslot')
    .values({
      store_id: 11,
      delivery_service_id: 2,
      slot_date: date,
      begin_time: '18:00',
      end_time: '20:00',
      begins_at: `${date}T17:00:00.000Z`,
      cutoff_at: `${date}T05:00:00.000Z`,
      capacity,
      booked: 0,
    })
    .returning('timeslot_id')
    .executeTakeFirstOrThrow();
  return { timeslotId: timeslot_id, date };
}

let serial = 0;

/** `n` new shoppers ready to check out on `slot`; `business` makes them business customers. */
export async function readyShoppers(
  db: Db,
  n: number,
  slot: { timeslotId: number; date: string },
  opts: { business?: boolean; lines?: typeof LINES; now?: Date } = {},
): Promise<Shopper[]> {
  const at = (opts.now ?? new Date(TEST_NOW)).toISOString();
  const mario = await db.kysely
    .selectFrom('user_account')
    .selectAll()
    .where('email', '=', 'mario.rossi@example.com')
    .executeTakeFirstOrThrow();
  const store = await db.kysely
    .selectFrom('store')
    .select(['warehouse_id'])
    .where('store_id', '=', 11)
    .executeTakeFirstOrThrow();
  const out: Shopper[] = [];
  for (let i = 0; i < n; i++) {
    const email = `acquirente${++serial}.${process.pid}@example.com`;
    const { user_id: _id, ...rest } = mario;
    const { user_id } = await db.kysely
      .insertInto('user_account')
      .values({
        ...rest,
        email,
        fiscal_code: null,
        user_type_id: opts.business ? 2 : 1,
        vat_code: opts.business ? '12345678903' : null,
        billing_address1: opts.business ? 'Via Roma' : null,
        mfa_enabled: 0,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    const expires = new Date(Date.parse(at) + 30 * DAY_MS).toISOString();
    const { token, cartId } = await insertReadyCart(db, {
      userId: user_id,
      at,
      expires,
      slot,
      warehouseId: store.warehouse_id,
      lines: opts.lines ?? LINES,
      ip: '203.0.113.9',
    });
    out.push({ userId: user_id, cartId, cookie: `spesa_session=${token}`, email });
  }
  return out;
}

export type BuyParams = Record<string, string | number>;

/** checkout/buy as the shopper, with an Idempotency-Key when given. */
export function buy(t: TestApp, s: Shopper, params: BuyParams, key?: string): Promise<Answer<any>> {
  const q = new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return call<any>(t, 'POST', `checkout/buy?${q}`, {
    headers: { cookie: s.cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

export const as = (t: TestApp, s: Shopper) => ({
  get: (url: string) => call<any>(t, 'GET', url, { headers: { cookie: s.cookie } }),
  post: (url: string, body?: unknown) => call<any>(t, 'POST', url, { headers: { cookie: s.cookie }, body }),
});

export const CARD_OK = JSON.stringify({ cardNumber: '4242424242424242' });
export const CARD_DECLINED = JSON.stringify({ cardNumber: '4000000000000002' });
export const CARD_CONFIRM = JSON.stringify({ cardNumber: '4000000000003220' });

/** What the invariants of the crash and race tests read. */
export async function bookkeeping(db: Db) {
  const slots = await db.kysely
    .selectFrom('timeslot as s')
    .leftJoin('slot_booking as b', 'b.timeslot_id', 's.timeslot_id')
    .select((eb) => ['s.timeslot_id', 's.booked', eb.fn.count<number>('b.order_id').as('rows')])
    .groupBy(['s.timeslot_id', 's.booked'])
    .execute();
  const ordersWithoutPayment = await db.kysely
    .selectFrom('customer_order as o')
    .select('o.order_id')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('payment_transaction as p')
            .select('p.order_id')
            .whereRef('p.order_id', '=', 'o.order_id'),
        ),
      ),
    )
    .execute();
  const authorisationsWithoutOrder = await db.kysely
    .selectFrom('test_provider_payment as tp')
    .select('tp.reference')
    .where('tp.state', '=', 'authorised')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('payment_transaction as p')
            .innerJoin('customer_order as o', 'o.order_id', 'p.order_id')
            .select('p.order_id')
            .whereRef('p.attempt_ref', '=', 'tp.reference')
            .where('o.order_status_id', '<>', 10),
        ),
      ),
    )
    .execute();
  return {
    slotMismatches: slots.filter((s) => Number(s.booked) !== Number(s.rows)),
    ordersWithoutPayment,
    authorisationsWithoutOrder,
  };
}
