/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_STATUS, ERROR_MESSAGES, ORDER_STATUS } from '@spesa/domain';
import { errorCode, status } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';
import {
  as,
  buy,
  CARD_CONFIRM,
  CARD_DECLINED,
  CARD_OK,
  newSlot,
  readyShoppers,
  type Shopper,
} from './helpers/checkout.js';

/**
 * Placing an order through checkout/prepare and checkout/buy with each payment type, on the real
 * app and database (SQLite, or PostgreSQL with TEST_DATABASE_URL).
 */
const t = useTestApp();
let slot: { timeslotId: number; date: string };

beforeAll(async () => {
  slot = await newSlot(t.db, 100);
});

const one = async (opts: Parameters<typeof readyShoppers>[3] = {}) =>
  (await readyShoppers(t.db, 1, slot, opts))[0]!;
const cartStatus = async (s: Shopper) =>
  (
    await t.db.kysely
      .selectFrom('cart')
      .select('cart_status_id')
      .where('cart_id', '=', s.cartId)
      .executeTakeFirstOrThrow()
  ).cart_status_id;
const booked = async () =>
  (
    await t.db.kysely
      .selectFrom('timeslot')
      .select('booked')
      .where('timeslot_id', '=', slot.timeslotId)
      .executeTakeFirstOrThrow()
  ).booked;
const mailsTo = (email: string) =>
  t.db.kysely.selectFrom('mail_outbox').selectAll().where('to', '=', email).execute();

describe(`checkout on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('prepare locks the cart and answers it re-priced; cart/close gives it back', async () => {
    const s = await one();
    const prepared = await as(t, s).post('checkout/prepare');
    expect(status(prepared)).toBe(0);
    expect(prepared.body.data.cartItems).toHaveLength(3);
    expect(prepared.body.data.cartStatusId).toBe(CART_STATUS.locked);
    // A locked cart refuses changes.
    const change = await as(t, s).post('cart/update', {
      items: [{ itemId: prepared.body.data.cartItems[0].itemId, quantity: 5 }],
    });
    expect(errorCode(change)).toBe('CART_LOCKED');
    const closed = await as(t, s).post(`cart/close?cart_id=${s.cartId}`);
    expect(closed.body.data).toEqual({ cartId: s.cartId, cartStatusId: CART_STATUS.open });
  });

  it('a cart prepared and then left is given back by the sweeper after the payment time', async () => {
    const s = await one();
    expect(status(await as(t, s).post('checkout/prepare'))).toBe(0);
    expect(await cartStatus(s)).toBe(CART_STATUS.locked);
    await t.app.checkout.sweep(t.db);
    expect(await cartStatus(s)).toBe(CART_STATUS.locked);
    await t.db.kysely
      .updateTable('cart')
      .set({ updated_at: '2026-11-23T09:00:00.000Z' })
      .where('cart_id', '=', s.cartId)
      .execute();
    await t.app.checkout.sweep(t.db);
    expect(await cartStatus(s)).toBe(CART_STATUS.open);
  });

  it('prepare answers the first problem: no timeslot', async () => {
    const s = await one();
    await t.db.kysely
      .updateTable('cart')
      .set({ timeslot_id: null, timeslot_date: null })
      .where('cart_id', '=', s.cartId)
      .execute();
    const res = await as(t, s).post('checkout/prepare');
    expect(errorCode(res)).toBe('CHECKOUT_NO_TIMESLOT');
    expect(res.body.response.errors[0]?.error).toBe(ERROR_MESSAGES.CHECKOUT_NO_TIMESLOT);
    expect(await cartStatus(s)).toBe(CART_STATUS.open);
  });

  it('an empty cart is refused and nothing is booked', async () => {
    const [s] = await readyShoppers(t.db, 1, slot, { lines: [] as any });
    const before = await booked();
    const res = await buy(t, s!, { payment_type_id: 2 });
    expect(errorCode(res)).toBe('CART_EMPTY');
    expect(await booked()).toBe(before);
    expect(await cartStatus(s!)).toBe(CART_STATUS.open);
  });

  it('on delivery (2): the order is placed at once, the cart closed, the slot taken, the mail queued', async () => {
    const s = await one();
    const before = await booked();
    const res = await buy(t, s, { payment_type_id: 2 });
    expect(status(res)).toBe(0);
    const order = res.body.data.order;
    expect(order.orderStatusId).toBe(ORDER_STATUS.ordered);
    expect(order.orderLines).toHaveLength(3);
    expect(res.body.data.paymentUrl).toBeNull();
    expect(await cartStatus(s)).toBe(CART_STATUS.closed);
    expect(await booked()).toBe(before + 1);
    const [mail] = await mailsTo(s.email);
    expect(mail?.subject).toBe(`Ordine n. ${order.orderId} confermato`);
    expect(mail?.text).toContain(`/profile/orders/${order.orderId}`);
  });

  it('online card (12): authorises the held amount the cart showed, and saves the card when asked', async () => {
    const s = await one();
    const cart = (await as(t, s).get('cart/view')).body.data;
    const data = JSON.stringify({
      cardNumber: '4242424242424242',
      saveCard: true,
      consentAmount: cart.paymentHold,
    });
    const res = await buy(t, s, { payment_type_id: 12, payment_data: data });
    expect(status(res)).toBe(0);
    const order = res.body.data.order;
    expect(order.orderStatusId).toBe(ORDER_STATUS.ordered);
    expect(order.paymentState).toBe('authorised');
    expect(order.prebilledAmount).toBe(cart.paymentHold);
    expect(order.transactions.map((x: any) => x.transactionStatusId)).toEqual([1, 2]);
    const held = await t.db.kysely
      .selectFrom('test_provider_payment')
      .selectAll()
      .where('reference', '=', `o${order.orderId}-p1`)
      .executeTakeFirstOrThrow();
    expect(held.amount_cents).toBe(Math.round(cart.paymentHold * 100));
    const auths = (await as(t, s).get('payment-type/list-auth?payment_type_id=12')).body.data.auths;
    expect(auths).toEqual([expect.objectContaining({ last4: '4242', paymentTypeId: 12 })]);
    const prebilled = await as(t, s).get(
      `checkout/prebilled-amount?payment_type_id=12&order_id=${order.orderId}`,
    );
    expect(prebilled.body.data.prebilledAmount).toBe(cart.paymentHold);

    // The saved card pays the next order without the card number.
    const [again] = await readyShoppers(t.db, 1, slot);
    // Its cart and address handed to the first shopper, whose cart is now closed.
    await t.db.kysely
      .updateTable('cart')
      .set({ user_id: s.userId })
      .where('cart_id', '=', again!.cartId)
      .execute();
    await t.db.kysely
      .updateTable('address')
      .set({ user_id: s.userId })
      .where('user_id', '=', again!.userId)
      .execute();
    const second = await buy(t, s, { payment_type_id: 12, user_payment_auth_id: auths[0].userPaymentAuthId });
    expect(status(second)).toBe(0);
    expect(second.body.data.order.paymentState).toBe('authorised');
  });

  it('a consent to another amount is refused and leaves the cart as it was', async () => {
    const s = await one();
    const res = await buy(t, s, {
      payment_type_id: 12,
      payment_data: JSON.stringify({ ...JSON.parse(CARD_OK), consentAmount: 1 }),
    });
    expect(errorCode(res)).toBe('PAYMENT_AMOUNT_CHANGED');
    expect(await cartStatus(s)).toBe(CART_STATUS.open);
  });

  it('a declined card: the order stays awaiting payment, payable again, and is cancelled after the set time', async () => {
    const s = await one();
    const before = await booked();
    const res = await buy(t, s, { payment_type_id: 12, payment_data: CARD_DECLINED });
    expect(errorCode(res)).toBe('PAYMENT_DECLINED');
    expect(res.body.response.errors[0]?.error).toBe(ERROR_MESSAGES.PAYMENT_DECLINED);
    const order = res.body.data.order;
    expect(order.orderStatusId).toBe(ORDER_STATUS.awaitingPayment);
    expect(order.paymentState).toBe('declined');
    expect(order.paymentDueAt).not.toBeNull();
    expect(await booked()).toBe(before + 1);
    expect(await mailsTo(s.email)).toHaveLength(0);

    // Not paid in time: the sweeper cancels it and gives the place back.
    await t.db.kysely
      .updateTable('customer_order')
      .set({ payment_due_at: '2026-11-23T09:59:59.000Z' })
      .where('order_id', '=', order.orderId)
      .execute();
    expect((await t.app.checkout.sweep(t.db)).cancelled).toBe(1);
    const row = await t.db.kysely
      .selectFrom('customer_order')
      .select('order_status_id')
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(row.order_status_id).toBe(ORDER_STATUS.cancelled);
    expect(await booked()).toBe(before);
  });

  it("today's orders count against a product's daily maximum (maxAcq 6)", async () => {
    const s = await one({ lines: [{ productId: 356, quantityMilli: 4000 }] });
    expect(status(await buy(t, s, { payment_type_id: 2 }))).toBe(0);
    // A new cart: 4 of 6 already ordered today, so 3 more are refused and 2 accepted.
    const more = await as(t, s).post('cart/add', { items: [{ productId: 356, quantity: 3 }] });
    expect(errorCode(more)).toBe('QTY_ABOVE_MAX');
    expect(status(await as(t, s).post('cart/add', { items: [{ productId: 356, quantity: 2 }] }))).toBe(0);
  });

  it('a card that asks for confirmation goes through the hosted page and the signed feedback', async () => {
    const s = await one();
    const res = await buy(t, s, { payment_type_id: 12, payment_data: CARD_CONFIRM });
    expect(status(res)).toBe(0);
    const url: string = res.body.data.paymentUrl;
    expect(url).toMatch(/^\/payment\/test-page\?reference=/);
    const orderId = res.body.data.order.orderId;
    const page = await t.inject({ method: 'GET', url, headers: { cookie: s.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pagamento con carta (prova)');
    const params = new URL(url, 'http://x').searchParams;
    const reference = params.get('reference')!;
    const token = params.get('token')!;
    const form = (f: Record<string, string>) =>
      t.inject({
        method: 'POST',
        url: '/payment/test-page',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: s.cookie },
        payload: new URLSearchParams({ token, ...f }).toString(),
      });
    const step = await form({ reference, card: '4000000000003220', action: 'pay' });
    expect(step.body).toContain('Codice di conferma');
    const done = await form({ reference, card: '4000000000003220', action: 'pay', code: '123456' });
    expect(done.statusCode).toBe(303);
    const back = await t.inject({ method: 'GET', url: done.headers.location as string });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/checkout/confirmation/${orderId}`);
    const row = await t.db.kysely
      .selectFrom('customer_order')
      .select('order_status_id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row.order_status_id).toBe(ORDER_STATUS.ordered);
    // A forged feedback call is refused.
    const forged = await t.inject({
      method: 'GET',
      url: `/ebsn/api/payment/feedback?reference=${reference}&sig=${'0'.repeat(64)}`,
    });
    expect(forged.json().response.errorsMessage[0].code).toBe('PAYMENT_NOT_FOUND');
  });

  it('PayPal (13) asks for approval on the hosted page', async () => {
    const s = await one();
    const res = await buy(t, s, { payment_type_id: 13 });
    expect(status(res)).toBe(0);
    expect(res.body.data.paymentUrl).toMatch(/test-page/);
    expect(res.body.data.order.orderStatusId).toBe(ORDER_STATUS.awaitingPayment);
  });

  it('deferred (11) and summary invoice (101) are for business customers, with billing data', async () => {
    const s = await one();
    expect(errorCode(await buy(t, s, { payment_type_id: 11 }))).toBe('PAYMENT_TYPE_NOT_ALLOWED');
    expect(errorCode(await buy(t, s, { payment_type_id: 101 }))).toBe('PAYMENT_TYPE_NOT_ALLOWED');
    const b = await one({ business: true });
    expect(status(await buy(t, b, { payment_type_id: 101 }))).toBe(0);
    const c = await one({ business: true });
    expect(status(await buy(t, c, { payment_type_id: 11 }))).toBe(0);
  });

  it('an invoice needs billing data before the order is confirmed', async () => {
    const s = await one();
    await t.db.kysely
      .insertInto('cart_info')
      .values({ cart_id: s.cartId, property: 'need_invoice', value: 'true' })
      .execute();
    const res = await buy(t, s, { payment_type_id: 2 });
    expect(errorCode(res)).toBe('BILLING_DATA_REQUIRED');
    expect(await cartStatus(s)).toBe(CART_STATUS.open);
  });

  it('bad input answers a coded error and changes nothing', async () => {
    const s = await one();
    const before = await booked();
    expect(errorCode(await buy(t, s, { payment_type_id: 99 }))).toBe('PAYMENT_TYPE_NOT_ALLOWED');
    expect(errorCode(await buy(t, s, { payment_type_id: 12, payment_data: '{not json' }))).toBe(
      'PAYMENT_DATA_INVALID',
    );
    expect(errorCode(await buy(t, s, { payment_type_id: 12, payment_data: '[1]' }))).toBe(
      'PAYMENT_DATA_INVALID',
    );
    expect(errorCode(await buy(t, s, { payment_type_id: 12, user_payment_auth_id: 999999 }))).toBe(
      'PAYMENT_AUTH_NOT_FOUND',
    );
    expect((await buy(t, s, { payment_type_id: 'x' as any })).status).toBe(400);
    expect((await buy(t, s, { payment_type_id: 2 }, 'bad key with spaces')).status).toBe(400);
    const other = await one();
    expect(errorCode(await buy(t, s, { payment_type_id: 2, cart_id: other.cartId }))).toBe('CART_NOT_FOUND');
    const anon = await t.inject({
      method: 'POST',
      url: '/ebsn/api/checkout/buy?payment_type_id=2',
      headers: { 'x-ebsn-client': 'site' },
    });
    expect(anon.json().response.errorsMessage[0].code).toBe('NOT_LOGGED_IN');
    // The other calls refuse bad input with a coded answer too.
    expect(errorCode(await as(t, s).get('checkout/prebilled-amount?order_id=999999'))).toBe(
      'ORDER_NOT_FOUND',
    );
    expect(errorCode(await as(t, s).post(`cart/close?cart_id=${other.cartId}`))).toBe('CART_NOT_FOUND');
    expect((await as(t, s).post('cart/close?cart_id=abc')).status).toBe(400);
    expect((await as(t, s).get('payment-type/list-auth?payment_type_id=-1')).status).toBe(400);
    expect(await booked()).toBe(before);
    expect(await cartStatus(s)).toBe(CART_STATUS.open);
    const orders = await t.db.kysely
      .selectFrom('customer_order')
      .select('order_id')
      .where('user_id', '=', s.userId)
      .execute();
    expect(orders).toHaveLength(0);
  });
});
