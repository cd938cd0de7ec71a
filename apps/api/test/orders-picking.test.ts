/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@spesa/domain';
import { errorCode, status } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';
import { as, bookkeeping, CARD_OK, newSlot } from './helpers/checkout.js';
import { shopperWithOrder, staffCaller } from './helpers/orders.js';
import { DEMO } from './helpers/accounts.js';

/** The staff's picking calls (decision 0045) and what the shopper sees of them. */
const t = useTestApp();
const onPg = Boolean(process.env.TEST_DATABASE_URL);
let slot: { timeslotId: number; date: string };
let staff: Awaited<ReturnType<typeof staffCaller>>;

beforeAll(async () => {
  slot = await newSlot(t.db, 500);
  staff = await staffCaller(t);
});

const provider = (orderId: number) =>
  t.db.kysely
    .selectFrom('test_provider_payment')
    .select(['state', 'amount_cents', 'captured_cents'])
    .where('reference', 'like', `o${orderId}-%`)
    .execute();

describe(`picking on ${onPg ? 'PostgreSQL' : 'SQLite'}`, () => {
  it("lists the store's orders of the day, and refuses customers with 403", async () => {
    const { order } = await shopperWithOrder(t, slot);
    const list = await staff.get(
      `staff/order/list?store_id=11&date=${slot.date}&timeslot_id=${slot.timeslotId}&status=3`,
    );
    expect(status(list)).toBe(0);
    expect(list.body.data.orders.map((o: any) => o.orderId)).toContain(order.orderId);
    const { s } = await shopperWithOrder(t, slot);
    const refused = await as(t, s).post(`staff/order/take-in-charge?order_id=${order.orderId}`);
    expect(refused.status).toBe(403);
    expect(errorCode(refused)).toBe('STAFF_ONLY');
    const bad = await staff.get('staff/order/list?store_id=11&date=domani');
    expect(bad.status).toBe(400);
  });

  it("staff see and handle only their stores' orders: another store's is refused, coded, and stays as it was", async () => {
    const { order } = await shopperWithOrder(t, slot);
    const como = await staffCaller(t, '198.51.100.78', DEMO.staffComo);
    const list = await como.get(`staff/order/list?store_id=11&date=${slot.date}`);
    expect(list.status).toBe(403);
    expect(errorCode(list)).toBe('STAFF_STORE_NOT_ALLOWED');
    expect(list.body.response.errorsMessage[0].message).toBe(
      'Questo punto vendita non è tra i tuoi: non puoi vederne né gestirne gli ordini.',
    );
    const own = await como.get(`staff/order/list?store_id=10&date=${slot.date}`);
    expect(status(own)).toBe(0);
    expect(own.body.data.orders).toEqual([]);

    const line = order.orderLines[0];
    for (const res of [
      await como.post(`staff/order/take-in-charge?order_id=${order.orderId}`),
      await como.post('staff/order/prepare', {
        orderId: order.orderId,
        lines: [{ itemId: line.itemId, preparedQuantity: line.quantity }],
      }),
      await como.post(`staff/order/ready?order_id=${order.orderId}`),
      await como.post(`staff/order/status?order_id=${order.orderId}&order_status_id=${ORDER_STATUS.failed}`),
    ]) {
      expect(res.status).toBe(403);
      expect(errorCode(res)).toBe('STAFF_STORE_NOT_ALLOWED');
    }
    const row = await t.db.kysely
      .selectFrom('customer_order')
      .select(['order_status_id', 'taken_by_user_id', 'prepared_total_cents'])
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ order_status_id: ORDER_STATUS.ordered, taken_by_user_id: null, prepared_total_cents: null });
    const history = await t.db.kysely
      .selectFrom('order_status_history')
      .select('to_status_id')
      .where('order_id', '=', order.orderId)
      .execute();
    expect(history).toHaveLength(1);
    // An order id that does not exist is "not found" for any staff member.
    const missing = await como.post('staff/order/take-in-charge?order_id=2000000000');
    expect(errorCode(missing)).toBe('ORDER_NOT_FOUND');
    // The Milano staff member handles the same order.
    const taken = await staff.post(`staff/order/take-in-charge?order_id=${order.orderId}`);
    expect(taken.body.data.orderStatusId).toBe(ORDER_STATUS.preparing);
  });

  it('takes in charge, records a lighter weight, marks ready: captured = prepared amount <= authorised', async () => {
    const { s, order } = await shopperWithOrder(t, slot, { payment_type_id: 12, payment_data: CARD_OK });
    const authorised = Math.round(order.prebilledAmount * 100);
    const taken = await staff.post(`staff/order/take-in-charge?order_id=${order.orderId}`);
    expect(taken.body.data.orderStatusId).toBe(ORDER_STATUS.preparing);
    // The shopper can no longer cancel it.
    const cancel = await as(t, s).post(`order/delete?order_id=${order.orderId}`);
    expect(errorCode(cancel)).toBe('ORDER_NOT_CANCELLABLE');

    const weighed = order.orderLines.find((l: any) => l.weighed);
    const pieces = order.orderLines.find((l: any) => !l.weighed);
    const lighter = Math.round(weighed.quantity * 0.8 * 1000) / 1000;
    const prep = await staff.post('staff/order/prepare', {
      orderId: order.orderId,
      lines: [{ itemId: weighed.itemId, preparedQuantity: lighter }],
    });
    expect(status(prep)).toBe(0);
    const line = prep.body.data.orderLines.find((l: any) => l.itemId === weighed.itemId);
    expect(line.preparedQuantity).toBe(lighter);
    expect(line.preparedTotal).toBeLessThan(weighed.grossTotal);

    // Bad recordings are refused, coded: half a piece, too much, a line of another order.
    for (const [itemId, q, code] of [
      [pieces.itemId, 0.5, 'PREPARED_QTY_INVALID'],
      [pieces.itemId, pieces.quantity + 1, 'PREPARED_QTY_INVALID'],
      [weighed.itemId, weighed.quantity * 2, 'PREPARED_QTY_INVALID'],
      [2_000_000_000, 1, 'ORDER_LINE_NOT_FOUND'],
    ] as const) {
      const res = await staff.post('staff/order/prepare', {
        orderId: order.orderId,
        lines: [{ itemId, preparedQuantity: q }],
      });
      expect(errorCode(res), `${itemId} ${q}`).toBe(code);
    }
    const negative = await staff.post('staff/order/prepare', {
      orderId: order.orderId,
      lines: [{ itemId: pieces.itemId, preparedQuantity: -1 }],
    });
    expect(negative.status).toBe(400);

    const ready = await staff.post(`staff/order/ready?order_id=${order.orderId}`);
    expect(status(ready)).toBe(0);
    const o = ready.body.data;
    expect(o.orderStatusId).toBe(ORDER_STATUS.almostReady);
    const expected = Math.round((order.grossTotal - weighed.grossTotal + line.preparedTotal) * 100);
    expect(Math.round(o.preparedTotal * 100)).toBe(expected);
    expect(Math.round(o.capturedAmount * 100)).toBe(Math.min(expected, authorised));
    expect(Math.round(o.capturedAmount * 100)).toBeLessThanOrEqual(authorised);
    expect(await provider(order.orderId)).toEqual([
      { state: 'authorised', amount_cents: authorised, captured_cents: Math.min(expected, authorised) },
    ]);
    // The shopper sees the captured amount, and got the "ready" mail with it.
    const seen = await as(t, s).get(`order/view?order_id=${order.orderId}`);
    expect(seen.body.data.capturedAmount).toBe(o.capturedAmount);
    const mail = await t.db.kysely
      .selectFrom('mail_outbox')
      .select('text')
      .where('to', '=', s.email)
      .where('subject', '=', `Ordine n. ${order.orderId} pronto`)
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain('Abbiamo addebitato');
    // Recording after ready is refused; a second ready too; nothing is captured twice.
    const late = await staff.post('staff/order/prepare', {
      orderId: order.orderId,
      lines: [{ itemId: pieces.itemId, preparedQuantity: 0 }],
    });
    expect(errorCode(late)).toBe('ORDER_STATUS_CHANGED');
    const again = await staff.post(`staff/order/ready?order_id=${order.orderId}`);
    expect(errorCode(again)).toBe('ORDER_STATUS_CHANGED');
    const captures = await t.db.kysely
      .selectFrom('payment_transaction')
      .select('amount_cents')
      .where('order_id', '=', order.orderId)
      .where('event_ref', 'like', '%/captured')
      .execute();
    expect(captures).toHaveLength(1);

    const out = await staff.post(
      `staff/order/status?order_id=${order.orderId}&order_status_id=${ORDER_STATUS.outForDelivery}`,
    );
    expect(out.body.data.orderStatusId).toBe(ORDER_STATUS.outForDelivery);
    const back = await staff.post(
      `staff/order/status?order_id=${order.orderId}&order_status_id=${ORDER_STATUS.preparing2}`,
    );
    expect(errorCode(back)).toBe('ORDER_STATUS_CHANGED');
    const notAllowed = await staff.post(
      `staff/order/status?order_id=${order.orderId}&order_status_id=${ORDER_STATUS.cancelled}`,
    );
    expect(notAllowed.status).toBe(400);
  });

  it('a ready order paid on delivery has a prepared total and nothing captured', async () => {
    const { order } = await shopperWithOrder(t, slot);
    await staff.post(`staff/order/take-in-charge?order_id=${order.orderId}`);
    const ready = await staff.post(`staff/order/ready?order_id=${order.orderId}`);
    expect(ready.body.data.preparedTotal).toBe(order.grossTotal);
    expect(ready.body.data.capturedAmount).toBeNull();
  });

  it('a capture a crash left owed is done by the sweep', async () => {
    const { order } = await shopperWithOrder(t, slot, { payment_type_id: 12, payment_data: CARD_OK });
    await staff.post(`staff/order/take-in-charge?order_id=${order.orderId}`);
    // As if the process stopped after the ready transaction: owed, not captured.
    await t.db.kysely
      .updateTable('customer_order')
      .set({ order_status_id: ORDER_STATUS.almostReady, prepared_total_cents: 1000, capture_cents: 1000 })
      .where('order_id', '=', order.orderId)
      .execute();
    expect((await provider(order.orderId))[0]!.captured_cents).toBe(0);
    expect(await t.app.orders.sweepCaptures()).toBe(1);
    const [held] = await provider(order.orderId);
    expect(held!.captured_cents).toBe(1000);
    // Repeating the sweep captures nothing more.
    expect(await t.app.orders.sweepCaptures()).toBe(0);
  });

  it('a hold a crash left on a cancelled order is released by the sweep', async () => {
    const { order } = await shopperWithOrder(t, slot, { payment_type_id: 12, payment_data: CARD_OK });
    // As if the process stopped after the cancel's transaction, before the provider's void.
    await t.db.kysely
      .updateTable('customer_order')
      .set({ order_status_id: ORDER_STATUS.cancelled })
      .where('order_id', '=', order.orderId)
      .execute();
    expect((await provider(order.orderId))[0]!.state).toBe('authorised');
    expect(await t.app.orders.sweepCaptures()).toBe(1);
    expect((await provider(order.orderId))[0]!.state).toBe('voided');
    expect(await t.app.orders.sweepCaptures()).toBe(0);
  });

  it(`a cancel racing a take-in-charge: exactly one wins (${onPg ? 100 : 10} rounds)`, async () => {
    const rounds = onPg ? 100 : 10;
    for (let i = 0; i < rounds; i++) {
      const { s, order } = await shopperWithOrder(
        t,
        slot,
        i % 2 ? { payment_type_id: 12, payment_data: CARD_OK } : { payment_type_id: 2 },
      );
      const [cancel, take] = await Promise.all([
        as(t, s).post(`order/delete?order_id=${order.orderId}`),
        staff.post(`staff/order/take-in-charge?order_id=${order.orderId}`),
      ]);
      const wins = [status(cancel) === 0, status(take) === 0];
      expect(wins.filter(Boolean), `round ${i}`).toHaveLength(1);
      const row = await t.db.kysely
        .selectFrom('customer_order')
        .select('order_status_id')
        .where('order_id', '=', order.orderId)
        .executeTakeFirstOrThrow();
      expect(row.order_status_id).toBe(wins[0] ? ORDER_STATUS.cancelled : ORDER_STATUS.preparing);
      if (!wins[0]) expect(errorCode(cancel)).toBe('ORDER_NOT_CANCELLABLE');
      else expect(errorCode(take)).toBe('ORDER_STATUS_CHANGED');
      const history = await t.db.kysely
        .selectFrom('order_status_history')
        .select('to_status_id')
        .where('order_id', '=', order.orderId)
        .execute();
      expect(
        history.filter(
          (h) => h.to_status_id === ORDER_STATUS.cancelled || h.to_status_id === ORDER_STATUS.preparing,
        ),
      ).toHaveLength(1);
    }
    const books = await bookkeeping(t.db);
    expect(books.slotMismatches).toEqual([]);
    expect(books.authorisationsWithoutOrder).toEqual([]);
  }, 300_000);
});
