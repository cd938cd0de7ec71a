/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ORDER_STATUS } from '@spesa/domain';
import { mutableClock } from './helpers/accounts.js';
import { errorCode, status } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';
import { as, bookkeeping, CARD_OK, newSlot, type Shopper } from './helpers/checkout.js';
import { nextCart, placed, shopperWithOrder } from './helpers/orders.js';

/** The shopper's order calls (spec section 7 "Orders"), on the real app and database. */
const clock = mutableClock();
const t = useTestApp({ clock });
let slot: { timeslotId: number; date: string };
/** One shopper with 13 orders: one more than a page. */
let many: Shopper;
const manyOrders: any[] = [];
let other: { s: Shopper; order: any };

beforeAll(async () => {
  slot = await newSlot(t.db, 200);
  const first = await shopperWithOrder(t, slot);
  many = first.s;
  manyOrders.push(first.order);
  for (let i = 0; i < 12; i++) {
    await nextCart(t.db, many, slot);
    manyOrders.push(await placed(t, many, { payment_type_id: 2 }));
  }
  other = await shopperWithOrder(t, slot);
}, 60_000);

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

describe(`order/list on ${db}`, () => {
  it('answers pages of 12, newest first, and an empty page past the last', async () => {
    const p1 = await as(t, many).get('order/list');
    expect(status(p1)).toBe(0);
    expect(p1.body.data.orders).toHaveLength(12);
    expect(p1.body.data.page).toEqual({ totItems: 13, totPages: 2, itemsPerPage: 12, selPage: 1 });
    expect(p1.body.data.orders[0].orderId).toBe(manyOrders.at(-1).orderId);
    // Without fetch_detail the lines are left out; with it they are there.
    expect(p1.body.data.orders[0].orderLines).toEqual([]);
    const p2 = await as(t, many).get('order/list?page=2&fetch_detail=true');
    expect(p2.body.data.orders.map((o: any) => o.orderId)).toEqual([manyOrders[0].orderId]);
    expect(p2.body.data.orders[0].orderLines).toHaveLength(3);
    const p3 = await as(t, many).get('order/list?page=3');
    expect(p3.body.data.orders).toEqual([]);
    expect(p3.body.data.page.totItems).toBe(13);
  });

  it('filters by total and date at their edges', async () => {
    const total = manyOrders[0].grossTotal;
    const exact = await as(t, many).get(`order/list?from_gross_total=${total}&to_gross_total=${total}`);
    expect(exact.body.data.page.totItems).toBe(13);
    const above = await as(t, many).get(`order/list?from_gross_total=${total + 0.01}`);
    expect(above.body.data.orders).toEqual([]);
    const today = '2026-11-23';
    const onDay = await as(t, many).get(`order/list?from_date=${today}&to_date=${today}`);
    expect(onDay.body.data.page.totItems).toBe(13);
    const after = await as(t, many).get('order/list?from_date=2026-11-24');
    expect(after.body.data.page.totItems).toBe(0);
    const pickup = await as(t, many).get('order/list?order_type=pickup');
    expect(pickup.body.data.page.totItems).toBe(0);
  });

  it('refuses bad paging and filters with 400, never a crash', async () => {
    for (const q of [
      'page=0',
      'page_size=0',
      'page_size=101',
      'page=abc',
      'from_date=31/12/2026',
      'from_gross_total=-1',
      'order_type=x',
    ]) {
      const res = await as(t, many).get(`order/list?${q}`);
      expect(res.status, q).toBe(400);
      expect(errorCode(res), q).toBe('VALIDATION_ERROR');
    }
  });

  it('the filtered lists take the spec filters', async () => {
    const id = manyOrders[3].orderId;
    for (const path of ['order/list-for-all-user-shipping-addresses', 'order/list-for-all-person-orders']) {
      const res = await as(t, many).get(`${path}?order_id_filter=${id}`);
      expect(res.body.data.orders.map((o: any) => o.orderId)).toEqual([id]);
      const none = await as(t, many).get(`${path}?order_id_filter=${other.order.orderId}`);
      expect(none.body.data.orders).toEqual([]);
    }
  });

  it('a visitor is asked to log in', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/ebsn/api/order/list',
      headers: { 'x-ebsn-client': 'site' },
    });
    expect(res.json().response.errorsMessage[0].code).toBe('NOT_LOGGED_IN');
  });
});

describe(`order/view and token-order/view on ${db}`, () => {
  it("shows the own order with its history; another shopper's id answers not found", async () => {
    const mine = await as(t, many).get(`order/view?order_id=${manyOrders[0].orderId}`);
    expect(mine.body.data.orderId).toBe(manyOrders[0].orderId);
    expect(mine.body.data.statusHistory.map((h: any) => h.orderStatusId)).toEqual([ORDER_STATUS.ordered]);
    expect(mine.body.data.isDeletable).toBe(true);
    const theirs = await as(t, many).get(`order/view?order_id=${other.order.orderId}`);
    expect(errorCode(theirs)).toBe('ORDER_NOT_FOUND');
    const missing = await as(t, many).get('order/view?order_id=2147483647');
    expect(errorCode(missing)).toBe('ORDER_NOT_FOUND');
  });

  it("opens with the token of the confirmation e-mail; a wrong, another order's or expired token answers nothing", async () => {
    const mail = await t.db.kysely
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to', '=', other.s.email)
      .where('subject', '=', `Ordine n. ${other.order.orderId} confermato`)
      .executeTakeFirstOrThrow();
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe(`/profile/orders/${other.order.orderId}`);
    const token = link.searchParams.get('access_token')!;
    const view = (id: number, tok: string) =>
      t.inject({
        method: 'GET',
        url: `/ebsn/api/token-order/view?order_id=${id}&access_token=${encodeURIComponent(tok)}`,
        headers: { 'x-ebsn-client': 'site' },
      });
    const ok = (await view(other.order.orderId, token)).json();
    expect(ok.data.orderId).toBe(other.order.orderId);
    for (const [id, tok] of [
      [other.order.orderId, token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')],
      [manyOrders[0].orderId, token],
      [other.order.orderId, 'x'],
    ] as const) {
      const res = (await view(id, tok)).json();
      expect(res.response.errorsMessage[0].code).toBe('ORDER_NOT_FOUND');
      expect(res.data).toBeNull();
    }
    clock.advance(61 * 86_400_000);
    try {
      const expired = (await view(other.order.orderId, token)).json();
      expect(expired.response.errorsMessage[0].code).toBe('ORDER_NOT_FOUND');
    } finally {
      clock.advance(-61 * 86_400_000);
    }
  });
});

describe(`notes on ${db}`, () => {
  it('takes 1000 characters, refuses 1001 in Italian, lists and updates', async () => {
    const orderId = manyOrders[1].orderId;
    const add = await as(t, many).post('note/order/add', { orderId, note: 'è'.repeat(1000) });
    expect(status(add)).toBe(0);
    const noteId = add.body.data.note.noteId;
    const long = await as(t, many).post('note/order/add', { orderId, note: 'a'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.response.errorsMessage[0]).toEqual({
      code: 'ORDER_NOTE_TOO_LONG',
      message: 'Lunghezza massima 1000 caratteri',
    });
    const upd = await as(t, many).post('note/order/update', {
      orderId,
      noteId,
      note: 'Citofono 3B, secondo piano',
    });
    expect(upd.body.data.note.note).toBe('Citofono 3B, secondo piano');
    const tooLongUpdate = await as(t, many).post('note/order/update', {
      orderId,
      noteId,
      note: 'b'.repeat(1001),
    });
    expect(tooLongUpdate.status).toBe(400);
    const list = await as(t, many).post('note/list/', { orderId });
    expect(list.body.data.notes.map((n: any) => n.note)).toEqual(['Citofono 3B, secondo piano']);
  });

  it("another shopper's order or note answers not found", async () => {
    const add = await as(t, many).post('note/order/add', { orderId: other.order.orderId, note: 'ciao' });
    expect(errorCode(add)).toBe('ORDER_NOT_FOUND');
    const list = await as(t, many).post('note/list', { orderId: other.order.orderId });
    expect(errorCode(list)).toBe('ORDER_NOT_FOUND');
    const mine = await as(t, other.s).post('note/order/add', { orderId: other.order.orderId, note: 'mia' });
    const upd = await as(t, many).post('note/order/update', {
      orderId: other.order.orderId,
      noteId: mine.body.data.note.noteId,
      note: 'presa',
    });
    expect(errorCode(upd)).toBe('ORDER_NOT_FOUND');
    const empty = await as(t, many).post('note/order/add', { orderId: manyOrders[1].orderId, note: '   ' });
    expect(empty.status).toBe(400);
  });
});

describe(`order/delete on ${db}`, () => {
  it("cancels, gives the slot place back (counter equals booking rows) and says 'Ordine N annullato'", async () => {
    const orderId = manyOrders[2].orderId;
    const before = await t.db.kysely
      .selectFrom('timeslot')
      .select('booked')
      .where('timeslot_id', '=', slot.timeslotId)
      .executeTakeFirstOrThrow();
    const res = await as(t, many).post(`order/delete?order_id=${orderId}`);
    expect(status(res)).toBe(0);
    expect(res.body.response.infosMessage).toEqual([
      { code: 'ORDER_CANCELLED', message: `Ordine ${orderId} annullato` },
    ]);
    expect(res.body.data.orderStatusId).toBe(ORDER_STATUS.cancelled);
    const after = await t.db.kysely
      .selectFrom('timeslot')
      .select('booked')
      .where('timeslot_id', '=', slot.timeslotId)
      .executeTakeFirstOrThrow();
    expect(after.booked).toBe(before.booked - 1);
    expect((await bookkeeping(t.db)).slotMismatches).toEqual([]);
    const again = await as(t, many).post(`order/delete?order_id=${orderId}`);
    expect(errorCode(again)).toBe('ORDER_NOT_CANCELLABLE');
    expect(again.body.response.errorsMessage[0].message).toBe(ERROR_MESSAGES.ORDER_NOT_CANCELLABLE);
    const mail = await t.db.kysely
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to', '=', many.email)
      .where('subject', '=', `Ordine n. ${orderId} annullato`)
      .execute();
    expect(mail).toHaveLength(1);
  });

  it("another shopper's order answers not found and stays as it was", async () => {
    const res = await as(t, many).post(`order/delete?order_id=${other.order.orderId}`);
    expect(errorCode(res)).toBe('ORDER_NOT_FOUND');
    const row = await t.db.kysely
      .selectFrom('customer_order')
      .select('order_status_id')
      .where('order_id', '=', other.order.orderId)
      .executeTakeFirstOrThrow();
    expect(row.order_status_id).toBe(ORDER_STATUS.ordered);
  });

  it('voids the card hold after cancelling', async () => {
    const { s, order } = await shopperWithOrder(t, slot, { payment_type_id: 12, payment_data: CARD_OK });
    expect(order.paymentState).toBe('authorised');
    const res = await as(t, s).post(`order/delete?order_id=${order.orderId}`);
    expect(status(res)).toBe(0);
    expect(res.body.data.paymentState).toBe('voided');
    const held = await t.db.kysely
      .selectFrom('test_provider_payment')
      .select(['state', 'captured_cents'])
      .where('reference', 'like', `o${order.orderId}-%`)
      .execute();
    expect(held).toEqual([{ state: 'voided', captured_cents: 0 }]);
    expect((await bookkeeping(t.db)).authorisationsWithoutOrder).toEqual([]);
  });
});

describe(`order/reserve on ${db}`, () => {
  it('reserves parking for a pickup order, updates it, and refuses home deliveries and bad input', async () => {
    const home = await shopperWithOrder(t, slot);
    const refused = await as(t, home.s).post(`order/reserve?order_id=${home.order.orderId}&distance=300`);
    expect(errorCode(refused)).toBe('PARKING_PICKUP_ONLY');
    const { s, order } = await shopperWithOrder(t, slot);
    // Set-up: the order as a pickup in store (the checkout helpers place home deliveries).
    await t.db.kysely
      .updateTable('customer_order')
      .set({ delivery_service_id: 1 })
      .where('order_id', '=', order.orderId)
      .execute();
    const res = await as(t, s).post(
      `order/reserve?order_id=${order.orderId}&distance=300&reservation_info=Panda%20rossa`,
    );
    expect(status(res)).toBe(0);
    expect((res.body.response.infosMessage[0] as any).code).toBe('PARKING_RESERVED');
    expect(res.body.data.reservation).toMatchObject({ distance: 300, reservationInfo: 'Panda rossa' });
    const again = await as(t, s).post(`order/reserve?order_id=${order.orderId}&distance=50`);
    expect(again.body.data.reservation).toMatchObject({ distance: 50, reservationInfo: null });
    const rows = await t.db.kysely
      .selectFrom('order_parking_reservation')
      .selectAll()
      .where('order_id', '=', order.orderId)
      .execute();
    expect(rows).toHaveLength(1);
    for (const q of ['distance=-1', 'distance=abc', `distance=1&reservation_info=${'x'.repeat(501)}`]) {
      const bad = await as(t, s).post(`order/reserve?order_id=${order.orderId}&${q}`);
      expect(bad.status, q).toBe(400);
    }
    const theirs = await as(t, home.s).post(`order/reserve?order_id=${order.orderId}&distance=10`);
    expect(errorCode(theirs)).toBe('ORDER_NOT_FOUND');
    await as(t, s).post(`order/delete?order_id=${order.orderId}`);
    const late = await as(t, s).post(`order/reserve?order_id=${order.orderId}&distance=10`);
    expect(errorCode(late)).toBe('PARKING_NOT_NOW');
  });
});
