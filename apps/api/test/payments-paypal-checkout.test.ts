/* eslint-disable @typescript-eslint/no-explicit-any */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@spesa/domain';
import { ConfigError, loadConfig } from '../src/config.js';
import type { Clock } from '../src/lib/clock.js';
import { status } from './helpers/delivery.js';
import { as, buy, CARD_OK, newSlot, readyShoppers, type Shopper } from './helpers/checkout.js';
import { staffCaller } from './helpers/orders.js';
import { useTestApp } from './helpers/setup.js';
import { TEST_NOW } from './helpers/app.js';
import { PaypalStandin } from './helpers/paypal-standin.js';

/**
 * A shopper's PayPal payment (type 13) on PayPal, through the API, with the local stand-in as
 * PayPal (decision 0112): the buy answers PayPal's approval page, the shopper approves there and
 * comes back, the return (or PayPal's webhook, whichever comes first) authorises the order once,
 * the staff's "ready" captures the picked amount (never more than the authorisation), a cancel
 * voids it, a capture past the 3-day honour period reauthorises first, and a shopper who gives up
 * on PayPal's page finds the order payable again.
 */
const PP = {
  clientId: 'standin-client-id',
  clientSecret: 'standin-client-secret',
  webhookId: 'WH-STANDIN-1',
};
let offsetMs = 0;
const clock: Clock = { now: () => new Date(Date.parse(TEST_NOW) + offsetMs) };
const standin = new PaypalStandin({ ...PP, now: () => clock.now() });
const env: Record<string, string> = {
  PAYPAL_CLIENT_ID: PP.clientId,
  PAYPAL_CLIENT_SECRET: PP.clientSecret,
  PAYPAL_WEBHOOK_ID: PP.webhookId,
};
// Before the app's own beforeAll (useTestApp's): the app is built with the stand-in's address.
beforeAll(async () => {
  await standin.start();
  env.PAYPAL_API_URL = standin.url;
});
afterAll(() => standin.stop());
const t = useTestApp({ env, clock });
const onPg = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(() => {
  standin.webhooks.deliver = async (body, headers) => {
    const res = await t.inject({ method: 'POST', url: '/payment/paypal/webhook', headers, payload: body });
    return { status: res.statusCode };
  };
});

let slot: { timeslotId: number; date: string };
beforeAll(async () => {
  slot = await newSlot(t.db, 100);
});

const orderRow = (orderId: number) =>
  t.db.kysely
    .selectFrom('customer_order')
    .select(['order_status_id', 'hold_cents', 'capture_cents'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();

const ledgerEvents = async (orderId: number) =>
  (
    await t.db.kysely
      .selectFrom('payment_transaction')
      .select(['event_ref', 'amount_cents', 'provider_ref'])
      .where('order_id', '=', orderId)
      .orderBy('order_transaction_id')
      .execute()
  ).map((e) => ({ ...e, event: e.event_ref.split('/')[1] }));

const historyCount = async (orderId: number) =>
  (
    await t.db.kysely
      .selectFrom('order_status_history')
      .select('order_id')
      .where('order_id', '=', orderId)
      .execute()
  ).length;

/** A path (with its query) of an absolute address the shop gave PayPal. */
const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

const orderIdAtPaypal = (paymentUrl: string) => new URL(paymentUrl).searchParams.get('token')!;

/** A new shopper's checkout with PayPal: the order and PayPal's approval page. */
async function paypalCheckout(): Promise<{ s: Shopper; orderId: number; paymentUrl: string }> {
  await standin.webhooks.flush(); // what earlier tests left undelivered (acknowledged): each test counts its own
  const [s] = await readyShoppers(t.db, 1, slot);
  const res = await buy(t, s!, { payment_type_id: 13 });
  expect(status(res)).toBe(0);
  return { s: s!, orderId: res.body.data.order.orderId, paymentUrl: res.body.data.paymentUrl };
}

/** Checkout, approval on PayPal's page, the browser back at the shop: the order authorised. */
async function approvedOrder(): Promise<{ s: Shopper; orderId: number; paypalOrder: string }> {
  const { s, orderId, paymentUrl } = await paypalCheckout();
  const { redirect } = standin.approve(orderIdAtPaypal(paymentUrl));
  const back = await t.inject({ method: 'GET', url: pathOf(redirect) });
  expect(back.headers.location).toBe(`/checkout/confirmation/${orderId}`);
  expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.ordered);
  return { s, orderId, paypalOrder: orderIdAtPaypal(paymentUrl) };
}

/** The store takes the order, picks a lighter weight and marks it ready: answers the ready call. */
async function pickAndReady(orderId: number) {
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
  return ready;
}

const authsOf = (paypalOrder: string) =>
  [...standin.authorizations.values()].filter((a) => a.order_id === paypalOrder);

describe(`PayPal payments on PayPal (stand-in), ${onPg ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('checkout goes to PayPal’s page; approved, the return confirms the order; the webhooks after it change nothing; "ready" captures the picked amount', async () => {
    const { orderId, paymentUrl } = await paypalCheckout();
    expect(paymentUrl.startsWith(`${standin.url}/checkoutnow?token=`)).toBe(true);
    const order = await orderRow(orderId);
    expect(order.order_status_id).toBe(ORDER_STATUS.awaitingPayment);
    const paypalOrder = standin.orders.get(orderIdAtPaypal(paymentUrl))!;
    expect(paypalOrder).toMatchObject({
      intent: 'AUTHORIZE',
      status: 'PAYER_ACTION_REQUIRED',
      purchase_units: [
        { custom_id: `o${orderId}-p1`, amount: { value: (order.hold_cents / 100).toFixed(2) } },
      ],
    });
    expect(paypalOrder.return_url).toMatch(
      /^http:\/\/127\.0\.0\.1:8080\/ebsn\/api\/payment\/feedback\?reference=/,
    );

    // The shopper's browser on PayPal's page: shown, then "Continua".
    const page = await fetch(paymentUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(
      `Paga con PayPal € ${(order.hold_cents / 100).toFixed(2).replace('.', ',')}`,
    );
    const approved = await fetch(paymentUrl, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'approve' }),
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    const returnUrl = approved.headers.get('location')!;
    expect(new URL(returnUrl).searchParams.get('token')).toBe(paypalOrder.id);
    // Nothing is believed until the shop looks (approval is not yet money held).
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.awaitingPayment);

    // The browser comes back (signed, with PayPal's token and PayerID): authorised, confirmed.
    const back = await t.inject({ method: 'GET', url: pathOf(returnUrl) });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/checkout/confirmation/${orderId}`);
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.ordered);
    const authorised = (await ledgerEvents(orderId)).filter((e) => e.event === 'authorised');
    expect(authorised).toEqual([
      expect.objectContaining({ amount_cents: order.hold_cents, provider_ref: `paypal:${paypalOrder.id}` }),
    ]);
    expect(authsOf(paypalOrder.id)).toHaveLength(1);

    // PayPal's webhooks (CHECKOUT.ORDER.APPROVED, PAYMENT.AUTHORIZATION.CREATED), then each twice more.
    const before = { events: await ledgerEvents(orderId), history: await historyCount(orderId) };
    expect(await standin.webhooks.flush()).toEqual([200, 200]);
    for (const type of ['CHECKOUT.ORDER.APPROVED', 'PAYMENT.AUTHORIZATION.CREATED'])
      for (let i = 0; i < 2; i++) expect(await standin.webhooks.send(standin.webhooks.last(type)!)).toBe(200);
    expect(await ledgerEvents(orderId)).toEqual(before.events);
    expect(await historyCount(orderId)).toBe(before.history);
    expect(authsOf(paypalOrder.id)).toHaveLength(1);

    const ready = await pickAndReady(orderId);
    const settled = await orderRow(orderId);
    expect(settled.capture_cents).toBeGreaterThan(0);
    expect(settled.capture_cents).toBeLessThan(order.hold_cents);
    expect(standin.capturedOn(paypalOrder.id)).toBe(settled.capture_cents);
    expect(authsOf(paypalOrder.id).map((a) => a.status)).toEqual(['CAPTURED']);
    expect(
      (await ledgerEvents(orderId)).filter((e) => e.event === 'captured').map((e) => e.amount_cents),
    ).toEqual([settled.capture_cents]);
    expect(Math.round(ready.body.data.capturedAmount * 100)).toBe(settled.capture_cents);
    // The capture sweep finds nothing owed; no reauthorisation within the honour period.
    await t.app.orders.sweepCaptures();
    expect(
      standin.requests.filter(
        (r) => /\/(capture|reauthorize)$/.test(r.path) && r.path.includes(authsOf(paypalOrder.id)[0]!.id),
      ),
    ).toHaveLength(1);
  });

  it('the webhook before the browser: PayPal’s approval event authorises the order; the late return changes nothing', async () => {
    const { orderId, paymentUrl } = await paypalCheckout();
    const { redirect } = standin.approve(orderIdAtPaypal(paymentUrl));
    expect(await standin.webhooks.flush()).toEqual([200]);
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.ordered);
    // Authorising emitted PAYMENT.AUTHORIZATION.CREATED: told, nothing new.
    const before = await ledgerEvents(orderId);
    expect(await standin.webhooks.flush()).toEqual([200]);
    const back = await t.inject({ method: 'GET', url: pathOf(redirect) });
    expect(back.headers.location).toBe(`/checkout/confirmation/${orderId}`);
    expect(await ledgerEvents(orderId)).toEqual(before);
    expect(before.map((e) => e.event)).toEqual(['start', 'authorised']);
  });

  it('approved, but the browser never comes back and the webhook is lost: the checkout’s sweeper authorises the order', async () => {
    const { orderId, paymentUrl } = await paypalCheckout();
    standin.approve(orderIdAtPaypal(paymentUrl));
    for (const e of standin.webhooks.events) e.delivered = true; // lost on the way
    offsetMs = 5 * 60_000;
    try {
      await t.app.checkout.sweep(t.db);
    } finally {
      offsetMs = 0;
    }
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.ordered);
    expect(authsOf(orderIdAtPaypal(paymentUrl))).toHaveLength(1);
  });

  it('a shopper’s cancel of an authorised order voids the authorisation at PayPal', async () => {
    const { s, orderId, paypalOrder } = await approvedOrder();
    const cancel = await as(t, s).post(`order/delete?order_id=${orderId}`);
    expect(status(cancel)).toBe(0);
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.cancelled);
    expect(authsOf(paypalOrder).map((a) => a.status)).toEqual(['VOIDED']);
    expect(standin.capturedOn(paypalOrder)).toBe(0);
    expect((await ledgerEvents(orderId)).map((e) => e.event)).toEqual(['start', 'authorised', 'voided']);
    // PayPal's events come in (PAYMENT.AUTHORIZATION.VOIDED among them): the order stays as it is.
    const history = await historyCount(orderId);
    for (const code of await standin.webhooks.flush()) expect(code).toBe(200);
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.cancelled);
    expect(await historyCount(orderId)).toBe(history);
  });

  it('a capture 4 days after the authorisation (past the honour period) reauthorises first, then captures', async () => {
    const { orderId, paypalOrder } = await approvedOrder();
    const original = authsOf(paypalOrder)[0]!;
    offsetMs = 4 * 86_400_000;
    try {
      await pickAndReady(orderId);
    } finally {
      offsetMs = 0;
    }
    const settled = await orderRow(orderId);
    const auths = authsOf(paypalOrder);
    expect(auths).toHaveLength(2);
    const renewed = auths.find((a) => a.id !== original.id)!;
    expect(renewed.status).toBe('CAPTURED');
    expect(Date.parse(renewed.create_time) - Date.parse(original.create_time)).toBe(4 * 86_400_000);
    const paths = standin.requests.map((r) => r.path);
    const reauth = paths.indexOf(`/v2/payments/authorizations/${original.id}/reauthorize`);
    expect(reauth).toBeGreaterThan(-1);
    expect(paths.indexOf(`/v2/payments/authorizations/${renewed.id}/capture`)).toBeGreaterThan(reauth);
    expect(paths).not.toContain(`/v2/payments/authorizations/${original.id}/capture`);
    expect(standin.capturedOn(paypalOrder)).toBe(settled.capture_cents);
    // The ledger keeps one provider reference for the hold: the PayPal order.
    expect(new Set((await ledgerEvents(orderId)).map((e) => e.provider_ref).filter(Boolean))).toEqual(
      new Set([`paypal:${paypalOrder}`]),
    );
  });

  it('"Annulla" on PayPal’s page: the order is payable again; paying again works', async () => {
    const { s, orderId, paymentUrl } = await paypalCheckout();
    const cancelled = await t.inject({
      method: 'GET',
      url: pathOf(standin.back(orderIdAtPaypal(paymentUrl))),
    });
    expect(cancelled.statusCode).toBe(303);
    const feedback = await t.inject({ method: 'GET', url: cancelled.headers.location as string });
    expect(feedback.headers.location).toBe(`/checkout/confirmation/${orderId}`);
    expect((await ledgerEvents(orderId)).map((e) => e.event)).toEqual(['start', 'declined']);
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.awaitingPayment);
    // Approved later on the old page anyway: the attempt stays declined, nothing is held.
    standin.approve(orderIdAtPaypal(paymentUrl));
    await standin.webhooks.flush();
    expect((await ledgerEvents(orderId)).map((e) => e.event)).toEqual(['start', 'declined']);
    expect(authsOf(orderIdAtPaypal(paymentUrl))).toHaveLength(0);
    // A forged cancel link closes nothing.
    const forged = await t.inject({
      method: 'GET',
      url: `/payment/paypal/cancel?reference=o${orderId}-p1&sig=${'0'.repeat(64)}`,
    });
    expect(forged.statusCode).toBe(404);

    // "Paga di nuovo": a new attempt, a new PayPal order; approved, the return authorises.
    const again = await as(t, s).post(`order/payment?order_id=${orderId}`);
    expect(status(again)).toBe(0);
    const second = standin.orders.get(orderIdAtPaypal(again.body.data.paymentUrl))!;
    expect(second.purchase_units[0]!.custom_id).toBe(`o${orderId}-p2`);
    const { redirect } = standin.approve(second.id);
    await t.inject({ method: 'GET', url: pathOf(redirect) });
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.ordered);
  });

  it('the webhook: a bad or missing transmission is refused; an unknown attempt or event type is acknowledged and ignored', async () => {
    const { orderId, paymentUrl } = await paypalCheckout();
    standin.approve(orderIdAtPaypal(paymentUrl));
    const event = standin.webhooks.last('CHECKOUT.ORDER.APPROVED')!;
    const post = (headers: Record<string, string>, payload = event.body) =>
      t.inject({
        method: 'POST',
        url: '/payment/paypal/webhook',
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
    expect((await post({})).statusCode).toBe(400);
    expect((await post(standin.transmission(event.body, 'WH-OTHER'))).statusCode).toBe(400);
    const altered = event.body.replaceAll(`o${orderId}-p1`, 'o999999-p1');
    expect((await post(standin.transmission(event.body), altered)).statusCode).toBe(400);
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.awaitingPayment);
    // Verified, but about an attempt this shop never made.
    const ignored = await post(standin.transmission(altered), altered);
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json()).toEqual({ received: true });
    const other = JSON.stringify({ ...JSON.parse(event.body), event_type: 'PAYMENT.CAPTURE.COMPLETED' });
    expect((await post(standin.transmission(other), other)).json()).toEqual({ received: true });
    // The real one, then.
    const real = await post(standin.transmission(event.body));
    expect(real.json()).toEqual({ received: true, orderId });
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.ordered);
  });

  it('cards (type 12) stay on the test provider when only PayPal is configured', async () => {
    const [s] = await readyShoppers(t.db, 1, slot);
    const res = await buy(t, s!, { payment_type_id: 12, payment_data: CARD_OK });
    expect(status(res)).toBe(0);
    expect(res.body.data.paymentUrl ?? '').not.toContain(standin.url);
  });
});

describe('PayPal settings', () => {
  it('live API by default, the sandbox addressable; half settings and a production start without the webhook id are refused, in Italian', () => {
    expect(loadConfig({}).PAYPAL_CLIENT_ID).toBeUndefined();
    expect(loadConfig({}).PAYPAL_API_URL).toBe('https://api-m.paypal.com');
    expect(loadConfig({ PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com' }).PAYPAL_API_URL).toBe(
      'https://api-m.sandbox.paypal.com',
    );
    expect(() => loadConfig({ PAYPAL_API_URL: 'https://api-m.paypal.com/v2' })).toThrow(/PAYPAL_API_URL/);
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'AbCdEfGh123' })).toThrow(
      /PAYPAL_CLIENT_SECRET: richiesta quando è impostata PAYPAL_CLIENT_ID/,
    );
    expect(() => loadConfig({ PAYPAL_CLIENT_SECRET: 'EFGH5678secret' })).toThrow(
      /PAYPAL_CLIENT_ID: richiesta/,
    );
    expect(() => loadConfig({ PAYPAL_WEBHOOK_ID: '8PT597110X687430LL' })).toThrow(
      /PAYPAL_CLIENT_ID: richiesta/,
    );
    const app = { PAYPAL_CLIENT_ID: 'AbCdEfGh123', PAYPAL_CLIENT_SECRET: 'EFGH5678secret' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...app })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', ...app })).toThrow(
      /PAYPAL_WEBHOOK_ID: richiesta in produzione/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', ...app, PAYPAL_WEBHOOK_ID: '8PT597110X687430LL' })
        .PAYPAL_WEBHOOK_ID,
    ).toBe('8PT597110X687430LL');
    // Development may try the sandbox without a webhook (the return and the sweeper finish payments).
    expect(loadConfig(app).PAYPAL_WEBHOOK_ID).toBeUndefined();
  });
});
