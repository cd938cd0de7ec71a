/* eslint-disable @typescript-eslint/no-explicit-any */
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@spesa/domain';
import { errorCode, status } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';
import { as, bookkeeping, buy, CARD_OK, newSlot, readyShoppers } from './helpers/checkout.js';

/**
 * Money and capacity exact under concurrency. On PostgreSQL (TEST_DATABASE_URL) the buys really
 * run at once on the pool; on SQLite they interleave between statements of one connection.
 */
const t = useTestApp();
const db = () => t.db.kysely;

describe(`checkout under concurrency on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('200 shoppers buying at once for a slot of capacity 5: exactly 5 orders, the rest a clear "slot full"', async () => {
    const slot = await newSlot(t.db, 5);
    const shoppers = await readyShoppers(t.db, 200, slot);
    const answers = await Promise.all(
      shoppers.map((s) => buy(t, s, { payment_type_id: 12, payment_data: CARD_OK })),
    );
    const placed = answers.filter((a) => status(a) === 0);
    const refused = answers.filter((a) => status(a) !== 0);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(195);
    for (const r of refused) {
      expect(errorCode(r)).toBe('TIMESLOT_FULL');
      expect(r.body.response.errors[0]?.error).toBe(ERROR_MESSAGES.TIMESLOT_FULL);
    }
    const s = await db()
      .selectFrom('timeslot')
      .select(['booked', 'capacity'])
      .where('timeslot_id', '=', slot.timeslotId)
      .executeTakeFirstOrThrow();
    expect(s.booked).toBe(5);
    const orders = await db()
      .selectFrom('customer_order')
      .select('order_id')
      .where('timeslot_id', '=', slot.timeslotId)
      .execute();
    expect(orders).toHaveLength(5);
    const bookings = await db()
      .selectFrom('slot_booking')
      .select('order_id')
      .where('timeslot_id', '=', slot.timeslotId)
      .execute();
    expect(bookings).toHaveLength(5);
    // Only the 5 placed orders reached the provider.
    const authorised = await db()
      .selectFrom('test_provider_payment')
      .select('reference')
      .where(
        'reference',
        'in',
        orders.map((o) => `o${o.order_id}-p1`),
      )
      .execute();
    expect(authorised).toHaveLength(5);
    // The refused shoppers keep an open cart they can move to another slot.
    const open = await db()
      .selectFrom('cart')
      .select('cart_id')
      .where('timeslot_id', '=', slot.timeslotId)
      .where('cart_status_id', '=', 1)
      .execute();
    expect(open).toHaveLength(195);
    expect((await bookkeeping(t.db)).slotMismatches).toEqual([]);
  }, 120_000);

  it('20 buys at once with one Idempotency-Key: one order, one authorisation, the same answer or 409', async () => {
    const slot = await newSlot(t.db, 50);
    const [s] = await readyShoppers(t.db, 1, slot);
    const key = 'acquisto-0001';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => buy(t, s!, { payment_type_id: 12, payment_data: CARD_OK }, key)),
    );
    const ok = answers.filter((a) => status(a) === 0);
    const busy = answers.filter((a) => a.status === 409);
    expect(ok.length + busy.length).toBe(20);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const b of busy) expect(errorCode(b)).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(new Set(ok.map((a) => a.body.data.order.orderId)).size).toBe(1);
    const orders = await db()
      .selectFrom('customer_order')
      .select('order_id')
      .where('user_id', '=', s!.userId)
      .execute();
    expect(orders).toHaveLength(1);
    const auths = await db()
      .selectFrom('test_provider_payment')
      .select('reference')
      .where('reference', 'like', `o${orders[0]!.order_id}-%`)
      .execute();
    expect(auths).toHaveLength(1);
    // Once done, a repeat answers the stored answer exactly.
    const again = await buy(t, s!, { payment_type_id: 12, payment_data: CARD_OK }, key);
    expect(again.body).toEqual(ok[0]!.body);
    // The same key with another request is refused.
    const other = await buy(t, s!, { payment_type_id: 2 }, key);
    expect(other.status).toBe(422);
    expect(errorCode(other)).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('without a key, the cart id and its version are the key: a repeat answers the same order', async () => {
    const slot = await newSlot(t.db, 50);
    const [s] = await readyShoppers(t.db, 1, slot);
    const version = (await as(t, s!).get('cart/view')).body.data.version;
    const params = { payment_type_id: 2, cart_id: s!.cartId, cart_version: version };
    const [a, b] = await Promise.all([buy(t, s!, params), buy(t, s!, params)]);
    const answers = [a, b, await buy(t, s!, params)];
    const orderIds = new Set(answers.filter((x) => status(x) === 0).map((x) => x.body.data.order.orderId));
    expect(orderIds.size).toBe(1);
    for (const x of answers) if (status(x) !== 0) expect(x.status).toBe(409);
    const orders = await db()
      .selectFrom('customer_order')
      .select('order_id')
      .where('user_id', '=', s!.userId)
      .execute();
    expect(orders).toHaveLength(1);
  });

  const ROUNDS = process.env.TEST_DATABASE_URL ? 30 : 10;
  it(`a buy racing a cart change never orders what the shopper did not see (${ROUNDS} rounds)`, async () => {
    const slot = await newSlot(t.db, 500);
    const outcomes = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      const [s] = await readyShoppers(t.db, 1, slot);
      const seen = (await as(t, s!).get('cart/view')).body.data;
      const line = seen.cartItems[0];
      const [bought, changed] = await Promise.all([
        buy(t, s!, { payment_type_id: 2, cart_version: seen.version }),
        as(t, s!).post('cart/update', { items: [{ itemId: line.itemId, quantity: line.quantity + 1 }] }),
      ]);
      if (status(bought) === 0) {
        const ordered = bought.body.data.order.orderLines.map((l: any) => [l.itemId, l.quantity]);
        const shown = seen.cartItems.map((i: any) => [i.itemId, i.quantity]);
        expect(ordered).toEqual(shown);
        expect(bought.body.data.order.grossTotal).toBe(seen.grossTotal);
        // Refused: the cart is locked, or already closed (the change then finds no such line).
        expect(['CART_LOCKED', 'ITEM_NOT_FOUND']).toContain(errorCode(changed));
        outcomes.add('bought');
      } else {
        expect(errorCode(bought)).toBe('CART_CHANGED');
        expect(status(changed)).toBe(0);
        const orders = await db()
          .selectFrom('customer_order')
          .select('order_id')
          .where('cart_id', '=', s!.cartId)
          .execute();
        expect(orders).toHaveLength(0);
        outcomes.add('changed');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
    expect((await bookkeeping(t.db)).slotMismatches).toEqual([]);
  }, 60_000);
});
