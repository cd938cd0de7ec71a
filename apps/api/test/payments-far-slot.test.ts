/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@spesa/domain';
import type { PaymentProvider } from '../src/modules/payments/index.js';
import { errorCode, status } from './helpers/delivery.js';
import { mailsTo } from './helpers/accounts.js';
import { as, buy, CARD_CONFIRM, CARD_OK, readyShoppers, type Shopper } from './helpers/checkout.js';
import { nextCart, staffCaller } from './helpers/orders.js';
import { useTestApp } from './helpers/setup.js';
import { paymentRows, slotIn as slotInDays, TestClock } from './helpers/payments-setup.js';

/**
 * Far slots on the built-in test provider (decision 0113): its holds last 6 days, as Stripe's. A
 * slot within them is held at checkout as always; a slot beyond them saves the card and places the
 * order with its payment "to be authorised" at the cut-off, when a job authorises the saved card
 * off-session (then "ready" captures as usual) or, refused, puts the order back to be paid again.
 */
const clock = new TestClock();
/** Set by a test: the next off-session authorisation is lost on its way (a crash, a timeout). */
let loseNextOffSession = false;
const losing = (standard: PaymentProvider): PaymentProvider => ({
  name: standard.name,
  authorise: (req) => {
    if (req.offSession && loseNextOffSession) {
      loseNextOffSession = false;
      return Promise.reject(new Error('connection lost'));
    }
    return standard.authorise(req);
  },
  capture: (ref, amount) => standard.capture(ref, amount),
  void: (ref) => standard.void(ref),
  refund: (ref, amount, key) => standard.refund(ref, amount, key),
  lookup: (reference) => standard.lookup(reference),
  verifyFeedback: (params) => standard.verifyFeedback(params),
  forgetCard: (token) => standard.forgetCard?.(token) ?? Promise.resolve(),
});
const t = useTestApp({ clock, env: { PAYMENT_TEST_HOLD_DAYS: '6' }, paymentProvider: losing });
const onPg = Boolean(process.env.TEST_DATABASE_URL);

beforeEach(() => {
  clock.offsetMs = 0;
});

const slotIn = (days: number) => slotInDays(t, days);
const moveClockPast = (iso: string) => clock.movePast(iso);
const { orderRow, ledger } = paymentRows(t);

const providerRows = (reference: string) =>
  t.db.kysely.selectFrom('test_provider_payment').selectAll().where('reference', '=', reference).execute();

const savedCards = (userId: number) =>
  t.db.kysely.selectFrom('user_payment_auth').selectAll().where('user_id', '=', userId).execute();

/** The due jobs run as the tests run them (the job table follows the test clock), then the sweep. */
async function runCutoff(): Promise<number> {
  const ran = await t.app.jobs.runDue();
  await t.app.checkout.sweep(t.db);
  return ran;
}

const q = (o: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(o).map(([k, v]): [string, string] => [k, String(v)])).toString();

async function shopperOn(slot: { timeslotId: number; date: string }): Promise<Shopper> {
  return (await readyShoppers(t.db, 1, slot))[0]!;
}

describe(`far slots on ${onPg ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('a slot within the hold holds at checkout, as before', async () => {
    const slot = await slotIn(3);
    const s = await shopperOn(slot);
    const res = await buy(t, s, { payment_type_id: 12, payment_data: CARD_OK });
    expect(status(res)).toBe(0);
    const order = res.body.data.order;
    expect(order.orderStatusId).toBe(ORDER_STATUS.ordered);
    expect(order.paymentState).toBe('authorised');
    expect((await ledger(order.orderId)).map((e) => e.event)).toEqual(['start', 'authorised']);
  });

  it('a slot beyond it saves the card; the cut-off authorises it once; "ready" captures', async () => {
    const slot = await slotIn(10);
    const s = await shopperOn(slot);
    const res = await buy(t, s, { payment_type_id: 12, payment_data: CARD_OK });
    expect(status(res)).toBe(0);
    const order = res.body.data.order;
    expect(order.orderStatusId).toBe(ORDER_STATUS.ordered);
    expect(order.paymentState).toBe('scheduled');
    expect(res.body.data.paymentUrl).toBeNull();
    const saved = await ledger(order.orderId);
    expect(saved.map((e) => e.event)).toEqual(['start', 'card-saved']);
    expect(saved[1]!.amount_cents).toBe((await orderRow(order.orderId)).hold_cents);
    // Nothing is held at the provider, and the card is not kept among the saved ones (not asked).
    expect((await providerRows(`o${order.orderId}-p1`))[0]).toMatchObject({
      method: 'setup',
      amount_cents: 0,
    });
    expect(await savedCards(s.userId)).toEqual([]);
    // The confirmation says when the card is authorised; the order page says so too.
    const [mail] = await mailsTo(t, s.email);
    expect(mail!.text).toMatch(/La carta sarà autorizzata il \d+ \w+ alle 06:00/);
    const shown = await as(t, s).get(`order/view?order_id=${order.orderId}`);
    expect(shown.body.data.paymentState).toBe('scheduled');
    expect(shown.body.data.timeslot.cutoffAt).toBe(slot.cutoffAt);

    // Before the cut-off the job does nothing.
    expect(await t.app.checkout.authoriseAtCutoff(t.db, order.orderId)).toBe('not due');
    expect(await ledger(order.orderId)).toHaveLength(2);

    // At the cut-off: the amount is authorised off-session and recorded as a checkout's hold.
    moveClockPast(slot.cutoffAt);
    const ran = await runCutoff();
    if (!onPg) expect(ran).toBeGreaterThanOrEqual(1); // the job table runs by the test clock
    const after = await ledger(order.orderId);
    expect(after.map((e) => `${e.attempt_ref.replace(/^o\d+-/, '')}/${e.event}`)).toEqual([
      'p1/start',
      'p1/card-saved',
      'c1/start',
      'c1/authorised',
    ]);
    expect(after[3]!.amount_cents).toBe((await orderRow(order.orderId)).hold_cents);
    // Run again (the job twice, the sweep, both at once): authorised once.
    const again = await Promise.all([
      t.app.checkout.authoriseAtCutoff(t.db, order.orderId),
      t.app.checkout.authoriseAtCutoff(t.db, order.orderId),
      runCutoff(),
    ]);
    expect(again.slice(0, 2)).toEqual(['done before', 'done before']);
    expect(await ledger(order.orderId)).toEqual(after);
    expect(await providerRows(`o${order.orderId}-c1`)).toHaveLength(1);
    expect((await as(t, s).get(`order/view?order_id=${order.orderId}`)).body.data.paymentState).toBe(
      'authorised',
    );

    // The store prepares it and marks it ready: the held amount is captured as always.
    const staff = await staffCaller(t);
    const taken = await staff.post(`staff/order/take-in-charge?order_id=${order.orderId}`);
    expect(status(taken)).toBe(0);
    const weighed = taken.body.data.orderLines.find((l: any) => l.weighed);
    const prepared = Math.round(weighed.quantity * 0.8 * 1000) / 1000;
    const prep = await staff.post('staff/order/prepare', {
      orderId: order.orderId,
      lines: [{ itemId: weighed.itemId, preparedQuantity: prepared }],
    });
    expect(status(prep)).toBe(0);
    expect(status(await staff.post(`staff/order/ready?order_id=${order.orderId}`))).toBe(0);
    const settled = await orderRow(order.orderId);
    expect(settled.capture_cents).toBeGreaterThan(0);
    expect(settled.capture_cents).toBeLessThan(settled.hold_cents);
    const captured = (await ledger(order.orderId)).filter((e) => e.event === 'captured');
    expect(captured).toEqual([expect.objectContaining({ attempt_ref: `o${order.orderId}-c1` })]);
    expect(captured[0]!.amount_cents).toBe(settled.capture_cents);
    const [held] = await providerRows(`o${order.orderId}-c1`);
    expect(held!.captured_cents).toBe(settled.capture_cents);
  });

  it('a saved card refused at the cut-off puts the order back to be paid again, and mails the shopper', async () => {
    const slot = await slotIn(11);
    const s = await shopperOn(slot);
    // A card that asks for 3-D Secure: confirmed on the page at the saving.
    const res = await buy(t, s, { payment_type_id: 12, payment_data: CARD_CONFIRM });
    const page = new URL(res.body.data.paymentUrl as string, 'http://x').searchParams;
    const reference = page.get('reference')!;
    const confirmed = await t.inject({
      method: 'POST',
      url: '/payment/test-page',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: s.cookie },
      payload: q({
        reference,
        token: page.get('token')!,
        action: 'pay',
        card: '4000000000003220',
        code: '123456',
      }),
    });
    expect(confirmed.statusCode).toBe(303);
    const back = await t.inject({ method: 'GET', url: confirmed.headers.location as string });
    expect(back.statusCode).toBe(303);
    const orderId = res.body.data.order.orderId as number;
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.ordered);
    expect((await ledger(orderId)).map((e) => e.event)).toEqual(['start', 'card-saved']);

    // Off-session the bank asks for 3-D Secure again and nobody is there: refused.
    moveClockPast(slot.cutoffAt);
    await runCutoff();
    const row = await orderRow(orderId);
    expect(row.order_status_id).toBe(ORDER_STATUS.awaitingPayment);
    expect(Date.parse(row.payment_due_at!)).toBeGreaterThan(clock.now().getTime());
    expect((await ledger(orderId)).map((e) => e.event)).toEqual(['start', 'card-saved', 'start', 'declined']);
    const [mail] = await mailsTo(t, s.email);
    expect(mail!.subject).toBe(`Ordine n. ${orderId}: pagamento non riuscito`);
    const view = await as(t, s).get(`order/view?order_id=${orderId}`);
    expect(view.body.data.paymentState).toBe('declined');
    expect(view.body.data.isPayable).toBe(true);
    // Paid again now (the slot is hours away: held at once), the order is placed again.
    const paid = await as(t, s).post(`order/payment?${q({ order_id: orderId, payment_data: CARD_OK })}`);
    expect(status(paid)).toBe(0);
    expect(paid.body.data.order.orderStatusId).toBe(ORDER_STATUS.ordered);
    expect(paid.body.data.order.paymentState).toBe('authorised');
    // The job again changes nothing.
    await runCutoff();
    expect((await ledger(orderId)).filter((e) => e.event === 'authorised')).toHaveLength(1);
  });

  it('a kept card saves a far slot at once; bad saved-card ids answer coded Italian errors', async () => {
    const slot = await slotIn(13);
    const [s, other] = await readyShoppers(t.db, 2, slot);
    const keep = JSON.stringify({ cardNumber: '4242424242424242', saveCard: true });
    const first = await buy(t, s!, { payment_type_id: 12, payment_data: keep });
    expect(first.body.data.order.paymentState).toBe('scheduled');
    const [card] = (await as(t, s!).get('payment-type/list-auth')).body.data.auths;
    expect(card).toMatchObject({ paymentTypeId: 12, brand: 'VISA', last4: '4242' });

    // Another shopper's card: refused with its code and Italian text, nothing placed.
    const stolen = await buy(t, other!, {
      payment_type_id: 12,
      user_payment_auth_id: card.userPaymentAuthId,
    });
    expect(errorCode(stolen)).toBe('PAYMENT_AUTH_NOT_FOUND');
    expect(stolen.body.response.errorsMessage[0].message).toMatch(/carta salvata non è stata trovata/);

    // The kept card on a second far-slot order: saved at once, no page.
    await nextCart(t.db, s!, slot);
    const second = await buy(t, s!, { payment_type_id: 12, user_payment_auth_id: card.userPaymentAuthId });
    expect(status(second), JSON.stringify(second.body.response)).toBe(0);
    expect(second.body.data.paymentUrl).toBeNull();
    expect(second.body.data.order.paymentState).toBe('scheduled');

    // Deleted, the card is gone: a checkout with it is refused, a second delete too.
    const del = `payment-type/delete-auth?user_payment_auth_id=${card.userPaymentAuthId}`;
    expect(errorCode(await as(t, other!).post(del))).toBe('PAYMENT_AUTH_NOT_FOUND');
    expect(status(await as(t, s!).post(del))).toBe(0);
    expect(errorCode(await as(t, s!).post(del))).toBe('PAYMENT_AUTH_NOT_FOUND');
    await nextCart(t.db, s!, slot);
    const gone = await buy(t, s!, { payment_type_id: 12, user_payment_auth_id: card.userPaymentAuthId });
    expect(errorCode(gone)).toBe('PAYMENT_AUTH_NOT_FOUND');
    // The orders placed with it are still authorised at their cut-off (the token is in the ledger).
    moveClockPast(slot.cutoffAt);
    await runCutoff();
    for (const o of [first, second])
      expect((await ledger(o.body.data.order.orderId)).map((e) => e.event)).toContain('authorised');
  });

  it('a cut-off authorisation lost on its way is asked again by the sweeper, with the same key', async () => {
    const slot = await slotIn(14);
    const s = await shopperOn(slot);
    const res = await buy(t, s, { payment_type_id: 12, payment_data: CARD_OK });
    const orderId = res.body.data.order.orderId as number;
    moveClockPast(slot.cutoffAt);
    loseNextOffSession = true;
    await expect(t.app.checkout.authoriseAtCutoff(t.db, orderId)).rejects.toThrow('connection lost');
    expect((await ledger(orderId)).map((e) => e.event)).toEqual(['start', 'card-saved', 'start']);
    // The sweeper finds the attempt without an outcome and nothing at the provider: it asks again.
    clock.offsetMs += 10 * 60_000;
    await t.app.checkout.sweep(t.db);
    expect((await ledger(orderId)).map((e) => e.event)).toEqual([
      'start',
      'card-saved',
      'start',
      'authorised',
    ]);
    expect(await providerRows(`o${orderId}-c1`)).toHaveLength(1);
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.ordered);
  });

  it('a far-slot order modified before its cut-off is authorised for its new amount', async () => {
    const slot = await slotIn(12);
    const s = await shopperOn(slot);
    const res = await buy(t, s, { payment_type_id: 12, payment_data: CARD_OK });
    const orderId = res.body.data.order.orderId as number;
    expect(status(await as(t, s).post(`order/modify?order_id=${orderId}`))).toBe(0);
    const cart = (await as(t, s).get('cart/view')).body.data;
    const line = cart.cartItems.find((i: any) => i.product.productId === 21);
    const more = await as(t, s).post('cart/update', { items: [{ itemId: line.itemId, quantity: 8 }] });
    expect(status(more)).toBe(0);
    const rebuy = await buy(t, s, { payment_type_id: 12, payment_data: CARD_OK });
    expect(status(rebuy), JSON.stringify(rebuy.body.response)).toBe(0);
    const grown = await orderRow(orderId);
    expect(grown.hold_cents).toBeGreaterThan(Math.round(res.body.data.order.prebilledAmount * 100));
    // No hold asked at the modify: the cut-off authorises the new amount.
    expect((await ledger(orderId)).map((e) => e.event)).toEqual(['start', 'card-saved']);
    moveClockPast(slot.cutoffAt);
    await runCutoff();
    const authorised = (await ledger(orderId)).find((e) => e.event === 'authorised');
    expect(authorised?.amount_cents).toBe(grown.hold_cents);
  });
});
