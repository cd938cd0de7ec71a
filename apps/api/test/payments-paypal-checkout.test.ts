/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@spesa/domain';
import { ConfigError, loadConfig } from '../src/config.js';
import { status } from './helpers/delivery.js';
import { as, buy, CARD_OK, newSlot, readyShoppers, type Shopper } from './helpers/checkout.js';
import { staffCaller } from './helpers/orders.js';
import { paymentRows, PAYPAL_TEST_APP, pathOf, TestClock, usePaypalApp } from './helpers/payments-setup.js';
import { mailsTo } from './helpers/accounts.js';
import { PaypalPaymentProvider, refundCapture } from '../src/modules/payments/index.js';

/**
 * A shopper's PayPal payment (type 13) on PayPal, through the API, with the local stand-in as
 * PayPal (decision 0112): the buy answers PayPal's approval page, the shopper approves there and
 * comes back, the return (or PayPal's webhook, whichever comes first) authorises the order once,
 * the staff's "ready" captures the picked amount (never more than the authorisation), a cancel
 * voids it, a capture past the 3-day honour period reauthorises first, and a shopper who gives up
 * on PayPal's page finds the order payable again.
 */
const clock = new TestClock();
const { t, standin } = usePaypalApp({ clock });
const PP = PAYPAL_TEST_APP;
const onPg = Boolean(process.env.TEST_DATABASE_URL);

let slot: { timeslotId: number; date: string };
beforeAll(async () => {
  slot = await newSlot(t.db, 100);
});

const { orderRow, ledger: ledgerEvents, historyCount } = paymentRows(t);

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

const reauthorisations = (authorizationId: string) =>
  standin.requests.filter((r) => r.path === `/v2/payments/authorizations/${authorizationId}/reauthorize`);

/** The cut-off of the order's slot. */
const cutoffOf = async (orderId: number) =>
  (
    await t.db.kysely
      .selectFrom('customer_order as o')
      .innerJoin('timeslot as s', 's.timeslot_id', 'o.timeslot_id')
      .select('s.cutoff_at')
      .where('o.order_id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).cutoff_at;

/** The order's pending jobs on the job table (SQLite): their time. */
const pendingJobs = (orderId: number) =>
  t.db.kysely
    .selectFrom('job')
    .select('run_at')
    .where('job_key', '=', `cutoff:${orderId}`)
    .where('done_at', 'is', null)
    .execute();

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
    clock.offsetMs = 5 * 60_000;
    try {
      await t.app.checkout.sweep(t.db);
    } finally {
      clock.offsetMs = 0;
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
    clock.offsetMs = 4 * 86_400_000;
    try {
      await pickAndReady(orderId);
    } finally {
      clock.offsetMs = 0;
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

  it('a slot past the honour period: the order’s job (its key) reauthorises the hold at the cut-off, once; "ready" captures the new authorisation', async () => {
    const { orderId, paypalOrder } = await approvedOrder();
    const original = authsOf(paypalOrder)[0]!;
    const cutoffAt = await cutoffOf(orderId);
    if (!onPg) expect(await pendingJobs(orderId)).toEqual([{ run_at: cutoffAt }]);
    // Before the cut-off the job does nothing.
    expect(await t.app.checkout.authoriseAtCutoff(t.db, orderId)).toBe('not due');
    expect(reauthorisations(original.id)).toHaveLength(0);

    // Past the cut-off: the job (the job table follows the test clock) or the sweep's catch-up.
    clock.movePast(cutoffAt);
    try {
      const ran = await t.app.jobs.runDue();
      if (!onPg) expect(ran).toBeGreaterThanOrEqual(1);
      await t.app.checkout.sweep(t.db);
      const renewed = authsOf(paypalOrder).find((a) => a.id !== original.id)!;
      expect(renewed).toMatchObject({ status: 'CREATED', amount: original.amount });
      expect(authsOf(paypalOrder).find((a) => a.id === original.id)!.status).toBe('VOIDED');
      expect(reauthorisations(original.id).map((r) => r.idempotencyKey)).toEqual([
        expect.stringMatching(new RegExp(`^spesa:o${orderId}-p1:[0-9a-f]{24}:reauthorise-${original.id}$`)),
      ]);
      // Again (the job twice, the sweep): nothing more asked of PayPal.
      expect(
        await Promise.all([
          t.app.checkout.authoriseAtCutoff(t.db, orderId),
          t.app.checkout.authoriseAtCutoff(t.db, orderId),
        ]),
      ).toEqual(['done before', 'done before']);
      await t.app.checkout.sweep(t.db);
      expect(reauthorisations(original.id)).toHaveLength(1);
      expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.ordered);
      expect((await ledgerEvents(orderId)).map((e) => e.event)).toEqual(['start', 'authorised']);

      // "ready" the same day: the new authorisation is captured, with no second reauthorisation.
      await pickAndReady(orderId);
      expect(renewed.status).toBe('CAPTURED');
      expect(reauthorisations(original.id)).toHaveLength(1);
      expect(standin.capturedOn(paypalOrder)).toBe((await orderRow(orderId)).capture_cents);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('a reauthorisation PayPal refuses puts the order back to be paid again, releases the hold and mails the shopper', async () => {
    const { s, orderId, paypalOrder } = await approvedOrder();
    standin.refuseReauthorisation(paypalOrder);
    clock.movePast(await cutoffOf(orderId));
    try {
      expect(await t.app.checkout.authoriseAtCutoff(t.db, orderId)).toBe('declined');
      const order = await orderRow(orderId);
      expect(order.order_status_id).toBe(ORDER_STATUS.awaitingPayment);
      expect((await ledgerEvents(orderId)).map((e) => e.event)).toEqual([
        'start',
        'authorised',
        'reauthorise-declined',
        'voided',
      ]);
      expect(authsOf(paypalOrder).map((a) => a.status)).toEqual(['VOIDED']);
      const [mail] = await mailsTo(t, s.email);
      expect(mail!.subject).toBe(`Ordine n. ${orderId}: pagamento non riuscito`);
      expect(mail!.text).toContain(`PayPal non ha rinnovato l'autorizzazione del pagamento dell'ordine n. ${orderId}`);
      const shown = await as(t, s).get(`order/view?order_id=${orderId}`);
      expect(shown.body.data).toMatchObject({ isPayable: true, orderStatusId: ORDER_STATUS.awaitingPayment });
      // Again: nothing more.
      expect(await t.app.checkout.authoriseAtCutoff(t.db, orderId)).toBe('done before');
      expect(await mailsTo(t, s.email)).toHaveLength(2);

      // "Paga di nuovo": a new PayPal order, authorised near the slot: no reauthorisation planned.
      const again = await as(t, s).post(`order/payment?order_id=${orderId}`);
      expect(status(again)).toBe(0);
      const { redirect } = standin.approve(orderIdAtPaypal(again.body.data.paymentUrl));
      await t.inject({ method: 'GET', url: pathOf(redirect) });
      expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.ordered);
      expect(await t.app.checkout.authoriseAtCutoff(t.db, orderId)).toBe('done before');
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('a refund whose answer is lost, asked again, refunds once at PayPal and once in the ledger', async () => {
    const { orderId, paypalOrder } = await approvedOrder();
    await pickAndReady(orderId);
    const provider = new PaypalPaymentProvider(t.db, clock, {
      ...PP,
      apiUrl: standin.url,
      origin: 'http://127.0.0.1:8080',
      feedbackPath: '/ebsn/api/payment/feedback',
    });
    const hold = {
      attemptRef: `o${orderId}-p1`,
      providerRef: `paypal:${paypalOrder}`,
      amountCents: 0,
      paymentTypeId: 13,
    };
    const refund = () => refundCapture({ provider, clock }, t.db, orderId, hold, 150, '1');
    standin.loseNextAnswer('POST', /^\/v2\/payments\/captures\/[^/]+\/refund$/);
    await expect(refund()).rejects.toThrow();
    expect(await refund()).toBe(150);
    expect(standin.refundsOn(paypalOrder)).toEqual([150]);
    expect((await ledgerEvents(orderId)).filter((e) => e.event.startsWith('refund'))).toEqual([
      expect.objectContaining({ event: 'refund-1', amount_cents: 150 }),
    ]);
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
