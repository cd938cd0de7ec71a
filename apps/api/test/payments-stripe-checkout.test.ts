/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@spesa/domain';
import { ConfigError, loadConfig } from '../src/config.js';
import { status } from './helpers/delivery.js';
import { as, buy, CARD_OK, newSlot, readyShoppers, type Shopper } from './helpers/checkout.js';
import { staffCaller } from './helpers/orders.js';
import { TEST_NOW } from './helpers/app.js';
import { paymentRows, pathOf, useStripeApp } from './helpers/payments-setup.js';

/**
 * A shopper's card payment (type 12) on Stripe, through the API, with the local stand-in as Stripe
 * (decision 0109): the buy answers Stripe's page, the shopper pays there (3-D Secure), Stripe's
 * signed webhook authorises the order, the staff's "ready" captures the picked amount (never more
 * than the hold), a cancel releases the hold, a declined card given up leaves the order payable
 * again, and the sweeper closes a page left open past the payment time.
 */
const { t, standin } = useStripeApp();
const onPg = Boolean(process.env.TEST_DATABASE_URL);

let slot: { timeslotId: number; date: string };
beforeAll(async () => {
  slot = await newSlot(t.db, 100);
});

const { orderRow, ledger: ledgerEvents, historyCount } = paymentRows(t);

const sessionIdOf = (paymentUrl: string) => paymentUrl.split('/c/pay/')[1]!;

/** A new shopper's checkout with a card: the order and Stripe's page. */
async function cardCheckout(): Promise<{ s: Shopper; orderId: number; paymentUrl: string }> {
  const [s] = await readyShoppers(t.db, 1, slot);
  const res = await buy(t, s!, { payment_type_id: 12, payment_data: CARD_OK });
  expect(status(res)).toBe(0);
  return { s: s!, orderId: res.body.data.order.orderId, paymentUrl: res.body.data.paymentUrl };
}

describe(`card payments on Stripe (stand-in), ${onPg ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('checkout goes to Stripe’s page; the webhook authorises the order; "ready" captures the picked amount; replays change nothing', async () => {
    const { orderId, paymentUrl } = await cardCheckout();
    expect(paymentUrl.startsWith(`${standin.url}/c/pay/cs_test_`)).toBe(true);
    const order = await orderRow(orderId);
    expect(order.order_status_id).toBe(ORDER_STATUS.awaitingPayment);
    const session = standin.sessions.get(sessionIdOf(paymentUrl))!;
    expect(session).toMatchObject({
      amount_total: order.hold_cents,
      client_reference_id: `o${orderId}-p1`,
      payment_intent_data: { capture_method: 'manual' },
    });
    expect(session.success_url).toMatch(
      /^http:\/\/127\.0\.0\.1:8080\/ebsn\/api\/payment\/feedback\?reference=/,
    );

    // The shopper's browser on Stripe's page: shown, then paid with 3-D Secure.
    const page = await fetch(paymentUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Paga € ${(order.hold_cents / 100).toFixed(2).replace('.', ',')}`);
    const paid = await fetch(paymentUrl, {
      method: 'POST',
      body: new URLSearchParams({ outcome: '3ds-success' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const successUrl = paid.headers.get('location')!;
    expect(successUrl).toBe(session.success_url);
    // Nothing is believed until Stripe says so.
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.awaitingPayment);

    // Stripe's webhooks: amount_capturable_updated, then checkout.session.completed.
    expect(await standin.flush()).toEqual([200, 200]);
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.ordered);
    const authorised = (await ledgerEvents(orderId)).filter((e) => e.event === 'authorised');
    expect(authorised).toHaveLength(1);
    expect(authorised[0]).toMatchObject({
      amount_cents: order.hold_cents,
      provider_ref: expect.stringMatching(/^pi_/),
    });

    // The browser comes back (signed): the confirmation page; nothing recorded twice.
    const back = await t.inject({ method: 'GET', url: pathOf(successUrl) });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/checkout/confirmation/${orderId}`);
    // The same events again (Stripe retries, or a replay): nothing changes.
    const before = { events: await ledgerEvents(orderId), history: await historyCount(orderId) };
    for (const type of ['checkout.session.completed', 'payment_intent.amount_capturable_updated'])
      for (let i = 0; i < 2; i++) expect(await standin.send(standin.lastEvent(type)!)).toBe(200);
    expect(await ledgerEvents(orderId)).toEqual(before.events);
    expect(await historyCount(orderId)).toBe(before.history);

    // The store picks a lighter weight and marks the order ready: the picked amount is captured.
    const staff = await staffCaller(t);
    const taken = await staff.post(`staff/order/take-in-charge?order_id=${orderId}`);
    expect(status(taken)).toBe(0);
    const weighed = taken.body.data.orderLines.find((l: any) => l.weighed);
    const prep = await staff.post('staff/order/prepare', {
      orderId,
      lines: [{ itemId: weighed.itemId, preparedQuantity: Math.round(weighed.quantity * 0.8 * 1000) / 1000 }],
    });
    expect(status(prep)).toBe(0);
    const ready = await staff.post(`staff/order/ready?order_id=${orderId}`);
    expect(status(ready)).toBe(0);
    const settled = await orderRow(orderId);
    expect(settled.capture_cents).toBeGreaterThan(0);
    expect(settled.capture_cents).toBeLessThanOrEqual(order.hold_cents);
    const pi = standin.intents.get(authorised[0]!.provider_ref!)!;
    expect(pi).toMatchObject({ status: 'succeeded', amount_received: settled.capture_cents });
    const captured = (await ledgerEvents(orderId)).filter((e) => e.event === 'captured');
    expect(captured.map((e) => e.amount_cents)).toEqual([settled.capture_cents]);
    expect(Math.round(ready.body.data.capturedAmount * 100)).toBe(settled.capture_cents);
    // The capture sweep finds nothing owed.
    await t.app.orders.sweepCaptures();
    expect(standin.requests.filter((r) => r.path === `/v1/payment_intents/${pi.id}/capture`)).toHaveLength(1);
  });

  it('a shopper’s cancel of an authorised order releases the hold at Stripe', async () => {
    const { s, orderId, paymentUrl } = await cardCheckout();
    standin.pay(sessionIdOf(paymentUrl), 'success');
    await standin.flush();
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.ordered);
    const cancel = await as(t, s).post(`order/delete?order_id=${orderId}`);
    expect(status(cancel)).toBe(0);
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.cancelled);
    const piId = standin.sessions.get(sessionIdOf(paymentUrl))!.payment_intent!;
    expect(standin.intents.get(piId)).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'abandoned',
      amount_received: 0,
    });
    expect((await ledgerEvents(orderId)).map((e) => e.event)).toEqual(['start', 'authorised', 'voided']);
    // Stripe's payment_intent.canceled comes back: the order stays as it is.
    const history = await historyCount(orderId);
    expect(await standin.flush()).toEqual([200]);
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.cancelled);
    expect(await historyCount(orderId)).toBe(history);
  });

  it('a declined card leaves the shopper on the page; given up, the order is payable again, and paying again works', async () => {
    const { s, orderId, paymentUrl } = await cardCheckout();
    const sessionId = sessionIdOf(paymentUrl);
    standin.pay(sessionId, 'declined');
    expect(await standin.flush()).toEqual([200]);
    // Still on the page (another card may be tried): no decline recorded yet.
    expect((await ledgerEvents(orderId)).map((e) => e.event)).toEqual(['start']);
    // "Back" on Stripe's page: the page is closed, the browser comes back to the order.
    const cancelled = await t.inject({ method: 'GET', url: pathOf(standin.back(sessionId)) });
    expect(cancelled.statusCode).toBe(303);
    expect(standin.sessions.get(sessionId)!.status).toBe('expired');
    const feedback = await t.inject({ method: 'GET', url: cancelled.headers.location as string });
    expect(feedback.headers.location).toBe(`/checkout/confirmation/${orderId}`);
    expect((await ledgerEvents(orderId)).map((e) => e.event)).toEqual(['start', 'declined']);
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.awaitingPayment);
    // Stripe's checkout.session.expired and payment_intent.canceled: nothing new.
    await standin.flush();
    expect((await ledgerEvents(orderId)).map((e) => e.event)).toEqual(['start', 'declined']);
    // A forged cancel link closes nothing.
    const forged = await t.inject({
      method: 'GET',
      url: `/payment/stripe/cancel?reference=o${orderId}-p1&sig=${'0'.repeat(64)}`,
    });
    expect(forged.statusCode).toBe(404);

    // "Paga di nuovo": a new attempt, a new page; paid, the webhook authorises.
    const again = await as(t, s).post(`order/payment?order_id=${orderId}`);
    expect(status(again)).toBe(0);
    const second = standin.sessions.get(sessionIdOf(again.body.data.paymentUrl))!;
    expect(second.client_reference_id).toBe(`o${orderId}-p2`);
    standin.pay(second.id, '3ds-success');
    await standin.flush();
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.ordered);
  });

  it('a page left open past the payment time: the sweeper cancels the order and closes the page at Stripe', async () => {
    const { orderId, paymentUrl } = await cardCheckout();
    await t.db.kysely
      .updateTable('customer_order')
      .set({ payment_due_at: '2000-01-01T00:00:00.000Z' })
      .where('order_id', '=', orderId)
      .execute();
    const swept = await t.app.checkout.sweep(t.db);
    expect(swept.cancelled).toBe(1);
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.cancelled);
    expect(standin.sessions.get(sessionIdOf(paymentUrl))!.status).toBe('expired');
    expect(() => standin.pay(sessionIdOf(paymentUrl), 'success')).toThrow(/expired/);
  });

  it('the webhook: a bad or missing signature is refused, an unknown attempt or event type is acknowledged and ignored', async () => {
    const { orderId, paymentUrl } = await cardCheckout();
    standin.pay(sessionIdOf(paymentUrl), 'success');
    const event = standin.events.at(-1)!;
    const post = (headers: Record<string, string>, payload = event.body) =>
      t.inject({
        method: 'POST',
        url: '/payment/stripe/webhook',
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
    expect((await post({})).statusCode).toBe(400);
    expect(
      (await post({ 'stripe-signature': standin.signature(event.body, undefined, 'whsec_other') }))
        .statusCode,
    ).toBe(400);
    const stale = Math.floor(Date.parse(TEST_NOW) / 1000) - 301;
    expect((await post({ 'stripe-signature': standin.signature(event.body, stale) })).statusCode).toBe(400);
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.awaitingPayment);
    // Signed, but about an attempt this shop never made (another shop on the same account).
    const foreign = event.body.replaceAll(`o${orderId}-p1`, 'o999999-p1');
    const ignored = await post({ 'stripe-signature': standin.signature(foreign) }, foreign);
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json()).toEqual({ received: true });
    const other = JSON.stringify({ ...JSON.parse(event.body), type: 'charge.succeeded' });
    expect((await post({ 'stripe-signature': standin.signature(other) }, other)).json()).toEqual({
      received: true,
    });
    // The real one, then.
    const real = await post({ 'stripe-signature': standin.signature(event.body) });
    expect(real.json()).toEqual({ received: true, orderId });
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.ordered);
  });

  it('PayPal (type 13) stays on the test provider', async () => {
    const [s] = await readyShoppers(t.db, 1, slot);
    const res = await buy(t, s!, { payment_type_id: 13 });
    expect(status(res)).toBe(0);
    expect(res.body.data.paymentUrl).toMatch(/^\/payment\/test-page\?/);
  });
});

describe('Stripe settings', () => {
  it('no key: the test provider; a production start with a key and no webhook secret is refused, saying what to set', () => {
    expect(loadConfig({}).STRIPE_SECRET_KEY).toBeUndefined();
    expect(loadConfig({}).STRIPE_API_URL).toBe('https://api.stripe.com');
    expect(() => loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_abc' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: richiesta in produzione/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }).STRIPE_SECRET_KEY,
    ).toBe('sk_live_abc');
    // Development may try Stripe's test mode without a webhook (the return and the sweeper finish payments).
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' }).STRIPE_WEBHOOK_SECRET).toBeUndefined();
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/STRIPE_SECRET_KEY: richiesta/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ STRIPE_API_URL: 'http://127.0.0.1:12111/v1' })).toThrow(/STRIPE_API_URL/);
    expect(loadConfig({ STRIPE_API_URL: 'http://127.0.0.1:12111' }).STRIPE_API_URL).toBe(
      'http://127.0.0.1:12111',
    );
  });
});
