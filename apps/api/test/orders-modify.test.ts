/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_STATUS, ORDER_STATUS } from '@spesa/domain';
import { errorCode, status } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';
import { ON_POSTGRES, slotForTests } from './helpers/shared-setups.js';
import {
  as,
  bookkeeping,
  buy,
  CARD_CONFIRM,
  CARD_DECLINED,
  CARD_OK,
  newSlot,
  type Shopper,
} from './helpers/checkout.js';
import { nextCart, shopperWithOrder, staffCaller } from './helpers/orders.js';

/**
 * order/modify (decision 0057): the order reopened as the cart, bought again as the same order on
 * the same slot booking; the hold grows only through a new authorisation, and the old one is
 * released only after the new one succeeds.
 */
const t = useTestApp();
const onPg = ON_POSTGRES;
const slot = slotForTests(t, 500);
let staff: Awaited<ReturnType<typeof staffCaller>>;

beforeAll(async () => {
  staff = await staffCaller(t);
});

const PAST = '2026-11-23T09:00:00.000Z';
const card = { payment_type_id: 12, payment_data: CARD_OK };

const orderRow = (orderId: number) =>
  t.db.kysely
    .selectFrom('customer_order')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
const linesOf = (orderId: number) =>
  t.db.kysely
    .selectFrom('order_line')
    .select(['product_id', 'quantity_milli'])
    .where('order_id', '=', orderId)
    .orderBy('product_id')
    .execute();
const bookings = (orderId: number) =>
  t.db.kysely.selectFrom('slot_booking').selectAll().where('order_id', '=', orderId).execute();
const providerRows = (orderId: number) =>
  t.db.kysely
    .selectFrom('test_provider_payment')
    .select(['reference', 'state', 'amount_cents'])
    .where('reference', 'like', `o${orderId}-%`)
    .orderBy('reference')
    .execute();
const ledgerRefs = async (orderId: number) =>
  (
    await t.db.kysely
      .selectFrom('payment_transaction')
      .select('event_ref')
      .where('order_id', '=', orderId)
      .orderBy('order_transaction_id')
      .execute()
  ).map((r) => r.event_ref);
const cartStatus = async (cartId: number) =>
  (
    await t.db.kysely
      .selectFrom('cart')
      .select('cart_status_id')
      .where('cart_id', '=', cartId)
      .executeTakeFirstOrThrow()
  ).cart_status_id;

/** Sets the quantity of the cart's line of `productId` (pieces or kg), as the cart page does. */
async function setQuantity(s: Shopper, productId: number, quantity: number) {
  const cart = (await as(t, s).get('cart/view')).body.data;
  const line = cart.cartItems.find((i: any) => i.product.productId === productId);
  const res = await as(t, s).post('cart/update', { items: [{ itemId: line.itemId, quantity }] });
  expect(status(res), JSON.stringify(res.body.response)).toBe(0);
  return res.body.data;
}

const modify = (s: Shopper, orderId: number) => as(t, s).post(`order/modify?order_id=${orderId}`);

describe(`order/modify on ${onPg ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('reopens the order as the cart; bought again it is the same order on the same booking', async () => {
    const { s, order } = await shopperWithOrder(t, slot);
    const before = await orderRow(order.orderId);
    const opened = await modify(s, order.orderId);
    expect(status(opened)).toBe(0);
    expect(opened.body.data.cartId).toBe(before.cart_id);
    expect(opened.body.data.cartStatusId).toBe(CART_STATUS.open);
    expect(opened.body.data.cartInfos.modified_order_id).toBe(String(order.orderId));
    expect(opened.body.data.cartItems).toHaveLength(3);
    const viewed = (await as(t, s).get(`order/view?order_id=${order.orderId}`)).body.data;
    expect(viewed).toMatchObject({ isBeingModified: true, isEditable: false, isDeletable: false });
    // A second modify, and a cancel, while the modification runs: refused, nothing changes.
    expect(errorCode(await modify(s, order.orderId))).toBe('ORDER_BEING_MODIFIED');
    expect(errorCode(await as(t, s).post(`order/delete?order_id=${order.orderId}`))).toBe(
      'ORDER_BEING_MODIFIED',
    );

    await setQuantity(s, 21, 5);
    const res = await buy(t, s, { payment_type_id: 2 });
    expect(status(res), JSON.stringify(res.body.response)).toBe(0);
    expect(res.body.response.infosMessage[0]).toEqual({
      code: 'ORDER_MODIFIED',
      message: `Ordine ${order.orderId} modificato`,
    });
    expect(res.body.data.order.orderId).toBe(order.orderId);
    const after = await orderRow(order.orderId);
    expect(after).toMatchObject({
      order_status_id: ORDER_STATUS.ordered,
      timeslot_id: before.timeslot_id,
      cart_id: before.cart_id,
      modifying_since: null,
    });
    expect(after.gross_total_cents).toBeGreaterThan(before.gross_total_cents);
    expect((await linesOf(order.orderId)).find((l) => l.product_id === 21)!.quantity_milli).toBe(5000);
    expect(await bookings(order.orderId)).toHaveLength(1);
    expect(await cartStatus(before.cart_id)).toBe(CART_STATUS.closed);
    const mails = await t.db.kysely
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to', '=', s.email)
      .execute();
    expect(mails.map((m) => m.subject)).toContain(`Ordine n. ${order.orderId} modificato`);
    const orders = await t.db.kysely
      .selectFrom('customer_order')
      .select('order_id')
      .where('user_id', '=', s.userId)
      .execute();
    expect(orders).toHaveLength(1);
    expect((await bookkeeping(t.db)).slotMismatches).toEqual([]);
    // Modifiable again afterwards.
    expect((await as(t, s).get(`order/view?order_id=${order.orderId}`)).body.data.isEditable).toBe(true);
  });

  it('refused after the cut-off, after the take-in-charge, for another shopper and an unknown id', async () => {
    const late = await shopperWithOrder(t, await newSlot(t.db, 10));
    await t.db.kysely
      .updateTable('timeslot')
      .set({ cutoff_at: PAST })
      .where('timeslot_id', '=', late.order.timeslot.timeslotId)
      .execute();
    expect((await as(t, late.s).get(`order/view?order_id=${late.order.orderId}`)).body.data.isEditable).toBe(
      false,
    );
    expect(errorCode(await modify(late.s, late.order.orderId))).toBe('ORDER_NOT_MODIFIABLE');

    const taken = await shopperWithOrder(t, slot);
    expect(status(await staff.post(`staff/order/take-in-charge?order_id=${taken.order.orderId}`))).toBe(0);
    expect(errorCode(await modify(taken.s, taken.order.orderId))).toBe('ORDER_NOT_MODIFIABLE');

    const other = await shopperWithOrder(t, slot);
    expect(errorCode(await modify(other.s, late.order.orderId))).toBe('ORDER_NOT_FOUND');
    expect(errorCode(await modify(other.s, 99_999_999))).toBe('ORDER_NOT_FOUND');
    expect((await modify(other.s, 'x' as any)).status).toBe(400);
    for (const o of [late.order, taken.order]) {
      const row = await orderRow(o.orderId);
      expect(row.modifying_since).toBeNull();
      expect(await cartStatus(row.cart_id)).toBe(CART_STATUS.closed);
    }
  });

  it('refused while another cart holds lines; an empty one is closed', async () => {
    const { s, order } = await shopperWithOrder(t, slot);
    await nextCart(t.db, s, slot);
    expect(errorCode(await modify(s, order.orderId))).toBe('ORDER_MODIFY_CART_NOT_EMPTY');
    expect((await orderRow(order.orderId)).modifying_since).toBeNull();
    expect(await cartStatus(s.cartId)).toBe(CART_STATUS.open);
    await t.db.kysely.deleteFrom('cart_item').where('cart_id', '=', s.cartId).execute();
    expect(status(await modify(s, order.orderId))).toBe(0);
    expect(await cartStatus(s.cartId)).toBe(CART_STATUS.closed);
  });

  it('keeps the slot and the payment type; leaving the checkout gives the cart back', async () => {
    const { s, order } = await shopperWithOrder(t, slot);
    expect(status(await modify(s, order.orderId))).toBe(0);
    const other = await newSlot(t.db, 10);
    const moved = await as(t, s).get(
      `timeslot/select?sel_date=${other.date}&timeslot_id=${other.timeslotId}`,
    );
    expect(errorCode(moved)).toBe('ORDER_MODIFY_SLOT_FIXED');
    expect(errorCode(await buy(t, s, card))).toBe('ORDER_MODIFY_PAYMENT_TYPE');
    // checkout/prepare then cart/close (the shopper left the checkout page): the cart stays theirs.
    const prepared = await as(t, s).post('checkout/prepare');
    expect(status(prepared)).toBe(0);
    const row = await orderRow(order.orderId);
    const closed = await as(t, s).post(`cart/close?cart_id=${row.cart_id}`);
    expect(closed.body.data).toEqual({ cartId: row.cart_id, cartStatusId: CART_STATUS.open });
    expect(await bookings(order.orderId)).toHaveLength(1);
    expect((await orderRow(order.orderId)).timeslot_id).toBe(slot.timeslotId);
  });

  it('staff cannot take in charge an order being modified', async () => {
    const { s, order } = await shopperWithOrder(t, slot);
    expect(status(await modify(s, order.orderId))).toBe(0);
    const take = await staff.post(`staff/order/take-in-charge?order_id=${order.orderId}`);
    expect(errorCode(take)).toBe('ORDER_MODIFY_IN_PROGRESS');
    expect((await orderRow(order.orderId)).order_status_id).toBe(ORDER_STATUS.ordered);
  });

  it('a larger total re-authorises; a declined card keeps the old hold and order, then a good one replaces them', async () => {
    const { s, order } = await shopperWithOrder(t, slot, card);
    const before = await orderRow(order.orderId);
    const linesBefore = await linesOf(order.orderId);
    expect(status(await modify(s, order.orderId))).toBe(0);
    await setQuantity(s, 21, 8);

    const declined = await buy(t, s, { payment_type_id: 12, payment_data: CARD_DECLINED });
    expect(errorCode(declined)).toBe('ORDER_MODIFY_DECLINED');
    expect(await linesOf(order.orderId)).toEqual(linesBefore);
    expect(await orderRow(order.orderId)).toMatchObject({
      hold_cents: before.hold_cents,
      gross_total_cents: before.gross_total_cents,
      order_status_id: ORDER_STATUS.ordered,
    });
    expect(await providerRows(order.orderId)).toEqual([
      { reference: `o${order.orderId}-m1`, state: 'declined', amount_cents: expect.any(Number) },
      { reference: `o${order.orderId}-p1`, state: 'authorised', amount_cents: before.hold_cents },
    ]);
    expect(await cartStatus(before.cart_id)).toBe(CART_STATUS.open);
    const view = (await as(t, s).get(`order/view?order_id=${order.orderId}`)).body.data;
    expect(view).toMatchObject({ paymentState: 'authorised', isBeingModified: true });

    const paid = await buy(t, s, card);
    expect(status(paid), JSON.stringify(paid.body.response)).toBe(0);
    expect(paid.body.data.order.orderId).toBe(order.orderId);
    const after = await orderRow(order.orderId);
    expect(after.hold_cents).toBeGreaterThan(before.hold_cents);
    expect((await linesOf(order.orderId)).find((l) => l.product_id === 21)!.quantity_milli).toBe(8000);
    const provider = await providerRows(order.orderId);
    expect(provider).toEqual([
      { reference: `o${order.orderId}-m1`, state: 'declined', amount_cents: expect.any(Number) },
      { reference: `o${order.orderId}-m2`, state: 'authorised', amount_cents: after.hold_cents },
      { reference: `o${order.orderId}-p1`, state: 'voided', amount_cents: before.hold_cents },
    ]);
    // The old hold was released only after the new one was authorised.
    const refs = await ledgerRefs(order.orderId);
    expect(refs.indexOf(`o${order.orderId}-p1/voided`)).toBeGreaterThan(
      refs.indexOf(`o${order.orderId}-m2/authorised`),
    );
    expect(await bookings(order.orderId)).toHaveLength(1);
    const books = await bookkeeping(t.db);
    expect(books.slotMismatches).toEqual([]);
    expect(books.authorisationsWithoutOrder).toEqual([]);
  });

  it('an old hold a crash left after the new one was applied is released by the sweeper', async () => {
    const { s, order } = await shopperWithOrder(t, slot, card);
    expect(status(await modify(s, order.orderId))).toBe(0);
    await setQuantity(s, 21, 7);
    expect(status(await buy(t, s, card))).toBe(0);
    // As if the process died between phase 3's commit and the release of the old hold.
    const old = `o${order.orderId}-p1`;
    await t.db.kysely.deleteFrom('payment_transaction').where('event_ref', '=', `${old}/voided`).execute();
    await t.db.kysely
      .updateTable('test_provider_payment')
      .set({ state: 'authorised' })
      .where('reference', '=', old)
      .execute();
    await t.db.kysely
      .updateTable('payment_transaction')
      .set({ created_at: PAST })
      .where('order_id', '=', order.orderId)
      .execute();
    await t.app.checkout.sweep(t.db);
    expect((await providerRows(order.orderId)).map((p) => [p.reference, p.state])).toEqual([
      [`o${order.orderId}-m1`, 'authorised'],
      [old, 'voided'],
    ]);
  });

  it('a lower total calls no provider: the held amount covers it', async () => {
    const { s, order } = await shopperWithOrder(t, slot, card);
    const before = await orderRow(order.orderId);
    const providerBefore = await providerRows(order.orderId);
    expect(status(await modify(s, order.orderId))).toBe(0);
    await setQuantity(s, 21, 1);
    const res = await buy(t, s, card);
    expect(status(res), JSON.stringify(res.body.response)).toBe(0);
    expect(await providerRows(order.orderId)).toEqual(providerBefore);
    const after = await orderRow(order.orderId);
    expect(after.gross_total_cents).toBeLessThan(before.gross_total_cents);
    expect(after.hold_cents).toBeLessThan(before.hold_cents);
    expect(res.body.data.order.paymentState).toBe('authorised');
  });

  it('"Annulla modifiche" puts the order and its cart back as they were', async () => {
    const { s, order } = await shopperWithOrder(t, slot);
    const before = await orderRow(order.orderId);
    const cartBefore = await t.db.kysely
      .selectFrom('cart_item')
      .selectAll()
      .where('cart_id', '=', before.cart_id)
      .execute();
    expect(status(await modify(s, order.orderId))).toBe(0);
    await setQuantity(s, 69, 4);
    const res = await as(t, s).post(`order/modify-cancel?order_id=${order.orderId}`);
    expect(status(res)).toBe(0);
    expect((res.body.response.infosMessage as any[])[0].code).toBe('ORDER_MODIFY_CANCELLED');
    expect(res.body.data).toMatchObject({
      isBeingModified: false,
      isEditable: true,
      grossTotal: before.gross_total_cents / 100,
    });
    expect(await cartStatus(before.cart_id)).toBe(CART_STATUS.closed);
    expect(
      await t.db.kysely.selectFrom('cart_item').selectAll().where('cart_id', '=', before.cart_id).execute(),
    ).toEqual(cartBefore);
    expect(errorCode(await as(t, s).post(`order/modify-cancel?order_id=${order.orderId}`))).toBe(
      'ORDER_NOT_BEING_MODIFIED',
    );
    // Modified again, the cart shows the order, not the changes given up.
    const again = await modify(s, order.orderId);
    expect(again.body.data.cartItems.find((i: any) => i.product.productId === 69).quantity).toBe(1);
  });

  it('the sweeper gives back a modification past the cut-off, and finishes or undoes a larger hold left half-way', async () => {
    const { s, order } = await shopperWithOrder(t, slot);
    expect(status(await modify(s, order.orderId))).toBe(0);
    await setQuantity(s, 21, 3);
    await t.db.kysely
      .updateTable('order_modification')
      .set({ cutoff_at: PAST })
      .where('order_id', '=', order.orderId)
      .execute();
    await t.app.checkout.sweep(t.db);
    const row = await orderRow(order.orderId);
    expect(row.modifying_since).toBeNull();
    expect(await cartStatus(row.cart_id)).toBe(CART_STATUS.closed);
    expect((await linesOf(order.orderId)).find((l) => l.product_id === 21)!.quantity_milli).toBe(2000);

    // A larger hold waiting on the provider's page (3-D Secure), confirmed there: the sweep finishes it.
    const two = await shopperWithOrder(t, slot, card);
    expect(status(await modify(two.s, two.order.orderId))).toBe(0);
    await setQuantity(two.s, 21, 9);
    const threeDs = { payment_type_id: 12, payment_data: CARD_CONFIRM };
    const waiting = await buy(t, two.s, threeDs, 'modify-3ds');
    expect(waiting.body.data.paymentUrl).toContain('/payment/test-page');
    // Asked again with its key (the confirmation page does), the buy answers the provider's page.
    expect((await buy(t, two.s, threeDs, 'modify-3ds')).body.data.paymentUrl).toContain('/payment/test-page');
    const ref = `o${two.order.orderId}-m1`;
    await t.db.kysely
      .updateTable('test_provider_payment')
      .set({ state: 'authorised' })
      .where('reference', '=', ref)
      .execute();
    await t.db.kysely
      .updateTable('payment_transaction')
      .set({ created_at: PAST })
      .where('attempt_ref', '=', ref)
      .execute();
    expect((await t.app.checkout.sweep(t.db)).finished).toBe(1);
    expect((await linesOf(two.order.orderId)).find((l) => l.product_id === 21)!.quantity_milli).toBe(9000);
    expect((await providerRows(two.order.orderId)).map((p) => p.state)).toEqual(['authorised', 'voided']);
    const replayed = await buy(t, two.s, threeDs, 'modify-3ds');
    expect((replayed.body.response.infosMessage as any[])[0].code).toBe('ORDER_MODIFIED');
    expect(replayed.body.data.paymentUrl).toBeNull();

    // A larger hold the provider never saw (a crash before phase 2): undone, the order unchanged.
    const three = await shopperWithOrder(t, slot, card);
    const threeBefore = await orderRow(three.order.orderId);
    expect(status(await modify(three.s, three.order.orderId))).toBe(0);
    await setQuantity(three.s, 21, 9);
    await buy(t, three.s, { payment_type_id: 12, payment_data: CARD_CONFIRM });
    const ref3 = `o${three.order.orderId}-m1`;
    await t.db.kysely.deleteFrom('test_provider_payment').where('reference', '=', ref3).execute();
    await t.db.kysely
      .updateTable('payment_transaction')
      .set({ created_at: PAST })
      .where('attempt_ref', '=', ref3)
      .execute();
    expect((await t.app.checkout.sweep(t.db)).undone).toBe(1);
    expect(await orderRow(three.order.orderId)).toMatchObject({
      hold_cents: threeBefore.hold_cents,
      gross_total_cents: threeBefore.gross_total_cents,
    });
    expect(await cartStatus(threeBefore.cart_id)).toBe(CART_STATUS.open);
    expect(
      (await as(t, three.s).get(`order/view?order_id=${three.order.orderId}`)).body.data.paymentState,
    ).toBe('authorised');
  });

  it(`a modify racing a take-in-charge: exactly one wins (${onPg ? 40 : 8} rounds)`, async () => {
    const rounds = onPg ? 40 : 8;
    for (let i = 0; i < rounds; i++) {
      const { s, order } = await shopperWithOrder(t, slot);
      const [mod, take] = await Promise.all([
        modify(s, order.orderId),
        staff.post(`staff/order/take-in-charge?order_id=${order.orderId}`),
      ]);
      const wins = [status(mod) === 0, status(take) === 0];
      expect(wins.filter(Boolean), `round ${i}`).toHaveLength(1);
      const row = await orderRow(order.orderId);
      if (wins[0]) {
        expect(row).toMatchObject({
          order_status_id: ORDER_STATUS.ordered,
          modifying_since: expect.any(String),
        });
        expect(errorCode(take)).toBe('ORDER_MODIFY_IN_PROGRESS');
      } else {
        expect(row).toMatchObject({ order_status_id: ORDER_STATUS.preparing, modifying_since: null });
        expect(errorCode(mod)).toBe('ORDER_NOT_MODIFIABLE');
        expect(await cartStatus(row.cart_id)).toBe(CART_STATUS.closed);
      }
    }
    expect((await bookkeeping(t.db)).slotMismatches).toEqual([]);
  }, 300_000);
});
