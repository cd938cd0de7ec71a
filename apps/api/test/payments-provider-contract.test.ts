import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import {
  PaypalPaymentProvider,
  STRIPE_EVENTS,
  StripePaymentProvider,
  TEST_CARDS,
  TEST_PAGE_PATH,
  TestPaymentProvider,
} from '../src/modules/payments/index.js';
import { PAYPAL_TEST_APP, STRIPE_TEST_KEYS, TestClock } from './helpers/payments-setup.js';
import { providerContract } from './helpers/provider-contract.js';
import { useTestApp } from './helpers/setup.js';
import { StripeStandin } from './helpers/stripe-standin.js';
import { PaypalStandin } from './helpers/paypal-standin.js';

/**
 * The provider contract (helpers/provider-contract.ts) for the built-in test provider and for
 * Stripe against the local stand-in, then what only the Stripe provider does (decision 0109).
 */
const t = useTestApp();
const onPg = Boolean(process.env.TEST_DATABASE_URL);

/** The test clock, moved forward by a test that needs time to pass (and put back). */
const clock = new TestClock();

const { secretKey: KEY, webhookSecret: WHSEC } = STRIPE_TEST_KEYS;
const standin = new StripeStandin({ secretKey: KEY, webhookSecret: WHSEC, now: () => clock.now() });
beforeAll(() => standin.start());
afterAll(() => standin.stop());

const testProvider = () =>
  new TestPaymentProvider(t.db, clock, loadConfig({}).PAYMENT_TEST_SECRET, TEST_PAGE_PATH);
/** Set by the contract: the test provider's next refund is made, then its answer lost (the call throws). */
let loseTestRefund = false;
const losingTestProvider = () => {
  const p = testProvider();
  const refund = p.refund.bind(p);
  p.refund = async (providerRef, amountCents, refundRef) => {
    const done = await refund(providerRef, amountCents, refundRef);
    if (!loseTestRefund) return done;
    loseTestRefund = false;
    throw new Error('connection lost');
  };
  return p;
};

let stripe: StripePaymentProvider | undefined;
const stripeProvider = () =>
  (stripe ??= new StripePaymentProvider(t.db, clock, {
    secretKey: KEY,
    webhookSecret: WHSEC,
    apiUrl: standin.url,
    origin: 'https://spesa.example',
    feedbackPath: '/ebsn/api/payment/feedback',
    paymentMinutes: 30,
  }));

const PP = PAYPAL_TEST_APP;
const paypalStandin = new PaypalStandin({ ...PP, now: () => clock.now() });
beforeAll(() => paypalStandin.start());
afterAll(() => paypalStandin.stop());

let paypal: PaypalPaymentProvider | undefined;
const paypalProvider = () =>
  (paypal ??= new PaypalPaymentProvider(t.db, clock, {
    ...PP,
    apiUrl: paypalStandin.url,
    origin: 'https://spesa.example',
    feedbackPath: '/ebsn/api/payment/feedback',
  }));
const orderIdOf = (providerRef: string) => providerRef.replace(/^paypal:/, '');
/** Where PayPal's page sent the shopper back, by attempt (the return link, with PayPal's token). */
const paypalReturns = new Map<string, string>();

providerContract('test provider', {
  provider: losingTestProvider,
  complete: (reference, _pending, outcome) =>
    testProvider().settle(
      reference,
      outcome,
      outcome === 'authorised' ? TEST_CARDS.success : TEST_CARDS.declined,
    ),
  notice: async (reference) => ({ reference, sig: testProvider().sign(reference) }),
  captured: async (providerRef) =>
    (
      await t.db.kysely
        .selectFrom('test_provider_payment')
        .select('captured_cents')
        .where('provider_ref', '=', providerRef)
        .executeTakeFirstOrThrow()
    ).captured_cents,
  attempts: async (reference) =>
    (
      await t.db.kysely
        .selectFrom('test_provider_payment')
        .select('reference')
        .where('reference', '=', reference)
        .execute()
    ).length,
  refunds: async (providerRef) =>
    (
      await t.db.kysely
        .withTables<{ test_provider_refund: { refund_key: string; provider_ref: string; amount_cents: number } }>()
        .selectFrom('test_provider_refund')
        .select('amount_cents')
        .where('provider_ref', '=', providerRef)
        .orderBy('refund_key')
        .execute()
    ).map((r) => r.amount_cents),
  loseNextRefundAnswer: () => {
    loseTestRefund = true;
  },
});

providerContract('Stripe (stand-in)', {
  provider: stripeProvider,
  complete: async (reference, pending, outcome) => {
    if (outcome === 'authorised') {
      standin.pay(pending.providerRef, '3ds-success');
      return;
    }
    // Refused by the bank; the shopper then clicks "back" on the page (our cancel route's call).
    standin.pay(pending.providerRef, 'declined');
    await stripeProvider().abandon(reference);
  },
  notice: async (reference) => {
    const event = standin.events.find(
      (e) =>
        e.type === 'checkout.session.completed' &&
        JSON.parse(e.body).data.object.client_reference_id === reference,
    )!;
    return { 'stripe-signature': standin.signature(event.body), payload: event.body };
  },
  captured: async (providerRef) => standin.intents.get(providerRef)?.amount_received ?? 0,
  attempts: async (reference) => standin.sessionsOf(reference).length,
  loseNextAuthoriseAnswer: () => standin.loseNextAnswer('POST', /^\/v1\/checkout\/sessions$/),
  refunds: async (providerRef) =>
    [...standin.refunds.values()].filter((r) => r.payment_intent === providerRef).map((r) => Number(r.amount)),
  loseNextRefundAnswer: () => standin.loseNextAnswer('POST', /^\/v1\/refunds$/),
});

providerContract('PayPal (stand-in)', {
  method: 'paypal',
  provider: paypalProvider,
  complete: async (reference, pending, outcome) => {
    const orderId = orderIdOf(pending.providerRef);
    if (outcome === 'authorised') {
      paypalReturns.set(reference, paypalStandin.approve(orderId).redirect);
      return;
    }
    // The bank refuses the funding source: PayPal's page again; the shopper then cancels there.
    paypalStandin.approve(orderId, 'declined');
    expect(await paypalProvider().lookup(reference)).toMatchObject({ outcome: 'action_required' });
    await paypalProvider().abandon(reference);
  },
  notice: async (reference) => Object.fromEntries(new URL(paypalReturns.get(reference)!).searchParams),
  captured: async (providerRef) => paypalStandin.capturedOn(orderIdOf(providerRef)),
  attempts: async (reference) => paypalStandin.ordersOf(reference).length,
  loseNextAuthoriseAnswer: () => paypalStandin.loseNextAnswer('POST', /^\/v2\/checkout\/orders$/),
  refunds: async (providerRef) => paypalStandin.refundsOn(orderIdOf(providerRef)),
  loseNextRefundAnswer: () => paypalStandin.loseNextAnswer('POST', /^\/v2\/payments\/captures\/[^/]+\/refund$/),
});

describe(`the Stripe provider on ${onPg ? 'PostgreSQL' : 'SQLite'}`, () => {
  const reference = () => `s${process.pid}n${Math.random().toString(36).slice(2, 10)}-p1`;

  it('opens a Checkout Session that holds the amount by hand, in euro, for a card, and comes back to the shop signed', async () => {
    const ref = reference();
    const pending = await stripeProvider().authorise({
      reference: ref,
      amountCents: 12_345,
      method: 'card',
      cardNumber: TEST_CARDS.success,
      saveCard: true,
    });
    expect(pending.outcome).toBe('action_required');
    const session = standin.sessions.get(pending.providerRef)!;
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 12_345,
      currency: 'eur',
      client_reference_id: ref,
      metadata: { reference: ref },
      payment_intent_data: { capture_method: 'manual', metadata: { reference: ref } },
      payment_method_types: { 0: 'card' },
      locale: 'it',
    });
    expect(pending).toMatchObject({ redirectUrl: session.url });
    // Never a card number to Stripe: the card is entered on Stripe's page.
    expect(JSON.stringify(session)).not.toContain(TEST_CARDS.success);
    const back = new URL(session.success_url);
    expect(back.origin + back.pathname).toBe('https://spesa.example/ebsn/api/payment/feedback');
    expect(stripeProvider().verifyFeedback(Object.fromEntries(back.searchParams))).toBe(ref);
    expect(new URL(session.cancel_url).pathname).toBe('/payment/stripe/cancel');
    // The page closes a little after the order's payment time (30 minutes): 35 minutes.
    expect(Number(session.expires_at) - Math.floor(clock.now().getTime() / 1000)).toBe(35 * 60);
    // Every call that changes something carries our key: reference, the attempt's nonce, the operation.
    const create = standin.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')
      .at(-1)!;
    expect(create.idempotencyKey).toMatch(new RegExp(`^spesa:${ref}:[0-9a-f]{24}:authorise$`));
  });

  it('a lost answer is retried by the library with the same key: Stripe replays the first session', async () => {
    const ref = reference();
    standin.loseNextAnswer('POST', /^\/v1\/checkout\/sessions$/);
    const result = await stripeProvider().authorise({ reference: ref, amountCents: 1_000, method: 'card' });
    const calls = standin.requests.filter(
      (r) => r.path === '/v1/checkout/sessions' && r.idempotencyKey?.includes(ref),
    );
    expect(calls.map((c) => c.replayed)).toEqual([false, true]);
    expect(standin.sessionsOf(ref).map((s) => s.id)).toEqual([result.providerRef]);
  });

  it('asked more than the hold, captures the hold: Stripe is asked for amount_to_capture = the hold, never more', async () => {
    const ref = reference();
    const pending = await stripeProvider().authorise({ reference: ref, amountCents: 2_500, method: 'card' });
    standin.pay(pending.providerRef, 'success');
    const held = await stripeProvider().lookup(ref);
    expect(await stripeProvider().capture(held!.providerRef, 9_999)).toEqual({ capturedCents: 2_500 });
    expect(standin.intents.get(held!.providerRef)).toMatchObject({
      status: 'succeeded',
      amount_received: 2_500,
    });
    const capture = standin.requests.filter(
      (r) => r.path === `/v1/payment_intents/${held!.providerRef}/capture`,
    );
    expect(capture).toHaveLength(1);
    expect(capture[0]!.idempotencyKey).toMatch(new RegExp(`^spesa:${ref}:[0-9a-f]{24}:capture$`));
  });

  it('a declined card keeps the page open for another card; a second card that passes 3-D Secure authorises', async () => {
    const ref = reference();
    const pending = await stripeProvider().authorise({ reference: ref, amountCents: 2_000, method: 'card' });
    standin.pay(pending.providerRef, '3ds-fail');
    expect(await stripeProvider().lookup(ref)).toMatchObject({
      outcome: 'action_required',
      providerRef: pending.providerRef,
    });
    standin.pay(pending.providerRef, 'success');
    const done = await stripeProvider().lookup(ref);
    expect(done).toMatchObject({
      outcome: 'authorised',
      amountCents: 2_000,
      providerRef: expect.stringMatching(/^pi_/),
    });
    expect(standin.sessionsOf(ref)).toHaveLength(1);
  });

  it('believes a webhook only with the endpoint secret, within 5 minutes of its clock, of an event it follows', async () => {
    const ref = reference();
    const pending = await stripeProvider().authorise({ reference: ref, amountCents: 2_000, method: 'card' });
    standin.pay(pending.providerRef, 'success');
    const body = standin.lastEvent('checkout.session.completed')!.body;
    const now = Math.floor(clock.now().getTime() / 1000);
    const verify = (header: string, payload = body) =>
      stripeProvider().verifyFeedback({ 'stripe-signature': header, payload });
    expect(verify(standin.signature(body, now))).toBe(ref);
    expect(verify(standin.signature(body, now - 300))).toBe(ref);
    expect(verify(standin.signature(body, now - 301))).toBeUndefined();
    expect(verify(standin.signature(body, now + 301))).toBeUndefined();
    expect(verify(standin.signature(body, now, 'whsec_other'))).toBeUndefined();
    expect(
      verify(standin.signature(body, now), body.replace('"livemode": false', '"livemode": true')),
    ).toBeUndefined();
    // An event the shop does not follow names no attempt, even signed.
    const succeeded = JSON.stringify({ ...JSON.parse(body), type: 'charge.refunded' });
    expect(verify(standin.signature(succeeded, now), succeeded)).toBeUndefined();
    expect(STRIPE_EVENTS).toContain('checkout.session.completed');
    // Without a webhook secret no webhook is believed (the return link still is).
    const unsigned = new StripePaymentProvider(t.db, clock, {
      secretKey: KEY,
      apiUrl: standin.url,
      origin: 'https://spesa.example',
      feedbackPath: '/ebsn/api/payment/feedback',
      paymentMinutes: 30,
    });
    expect(
      unsigned.verifyFeedback({ 'stripe-signature': standin.signature(body, now), payload: body }),
    ).toBeUndefined();
  });

  it('an authorisation not captured within 7 days is gone: the capture is refused and the attempt reads declined', async () => {
    const ref = reference();
    const pending = await stripeProvider().authorise({ reference: ref, amountCents: 3_000, method: 'card' });
    standin.pay(pending.providerRef, 'success');
    const held = await stripeProvider().lookup(ref);
    clock.offsetMs = 7 * 86_400_000 + 60_000;
    try {
      await expect(stripeProvider().capture(held!.providerRef, 3_000)).rejects.toThrow(
        /capture refused: canceled/,
      );
      expect(await stripeProvider().lookup(ref)).toMatchObject({
        outcome: 'declined',
        reason: 'canceled:automatic',
      });
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('a provider reference that is not one of this shop’s attempts is never captured or voided', async () => {
    // A session made elsewhere on the same account (no attempt row of ours).
    const foreign = await stripeProvider().authorise({
      reference: reference(),
      amountCents: 500,
      method: 'card',
    });
    standin.pay(foreign.providerRef, 'success');
    const pi = standin.sessions.get(foreign.providerRef)!.payment_intent!;
    standin.intents.get(pi)!.metadata = { reference: 'not-ours-p1' };
    await expect(stripeProvider().capture(pi, 500)).rejects.toThrow(/not an attempt of this shop/);
    expect(standin.intents.get(pi)!.status).toBe('requires_capture');
  });
});

describe(`the PayPal provider on ${onPg ? 'PostgreSQL' : 'SQLite'}`, () => {
  const reference = () => `q${process.pid}n${Math.random().toString(36).slice(2, 10)}-p1`;
  const authorised = async (amountCents: number) => {
    const ref = reference();
    const pending = await paypalProvider().authorise({ reference: ref, amountCents, method: 'paypal' });
    paypalStandin.approve(orderIdOf(pending.providerRef));
    const held = await paypalProvider().lookup(ref);
    expect(held).toMatchObject({ outcome: 'authorised', amountCents });
    return { ref, providerRef: held!.providerRef, orderId: orderIdOf(held!.providerRef) };
  };
  const calls = (path: RegExp) => paypalStandin.requests.filter((r) => path.test(r.path));

  it('creates an order to AUTHORIZE in euro with our reference, through the SDK; PayPal’s page sends the shopper back signed', async () => {
    const ref = reference();
    const pending = await paypalProvider().authorise({
      reference: ref,
      amountCents: 12_345,
      method: 'paypal',
    });
    expect(pending).toMatchObject({
      outcome: 'action_required',
      providerRef: expect.stringMatching(/^paypal:[0-9A-F]{17}$/),
      redirectUrl: `${paypalStandin.url}/checkoutnow?token=${orderIdOf(pending.providerRef)}`,
    });
    const order = paypalStandin.orders.get(orderIdOf(pending.providerRef))!;
    expect(order).toMatchObject({
      intent: 'AUTHORIZE',
      purchase_units: [{ custom_id: ref, amount: { currency_code: 'EUR', value: '123.45' } }],
      payment_source: {
        paypal: { experience_context: { locale: 'it-IT', shipping_preference: 'NO_SHIPPING' } },
      },
    });
    const back = new URL(order.return_url);
    expect(back.origin + back.pathname).toBe('https://spesa.example/ebsn/api/payment/feedback');
    expect(paypalProvider().verifyFeedback(Object.fromEntries(back.searchParams))).toBe(ref);
    expect(new URL(order.cancel_url).pathname).toBe('/payment/paypal/cancel');
    // The SDK took an OAuth token, and every call that changes something carries our PayPal-Request-Id.
    expect(calls(/^\/v1\/oauth2\/token$/).length).toBeGreaterThan(0);
    expect(calls(/^\/v2\/checkout\/orders$/).at(-1)!.idempotencyKey).toMatch(
      new RegExp(`^spesa:${ref}:[0-9a-f]{24}:create$`),
    );
  });

  it('authorises an approved order once, whoever looks first (the return and the webhook together)', async () => {
    const ref = reference();
    const pending = await paypalProvider().authorise({
      reference: ref,
      amountCents: 2_000,
      method: 'paypal',
    });
    const orderId = orderIdOf(pending.providerRef);
    paypalStandin.approve(orderId);
    const [a, b] = await Promise.all([paypalProvider().lookup(ref), paypalProvider().lookup(ref)]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ outcome: 'authorised', amountCents: 2_000 });
    expect([...paypalStandin.authorizations.values()].filter((x) => x.order_id === orderId)).toHaveLength(1);
    const authorize = calls(new RegExp(`^/v2/checkout/orders/${orderId}/authorize$`));
    expect(new Set(authorize.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(authorize[0]!.idempotencyKey).toMatch(/:authorise$/);
  });

  it('captures the picked amount with final_capture within the honour period: no reauthorisation', async () => {
    const { providerRef, orderId } = await authorised(3_000);
    clock.offsetMs = 3 * 86_400_000 - 60_000;
    try {
      expect(await paypalProvider().capture(providerRef, 2_345)).toEqual({ capturedCents: 2_345 });
    } finally {
      clock.offsetMs = 0;
    }
    const auths = [...paypalStandin.authorizations.values()].filter((x) => x.order_id === orderId);
    expect(auths.map((x) => x.status)).toEqual(['CAPTURED']);
    expect(
      [...paypalStandin.captures.values()].find((c) => c.authorization_id === auths[0]!.id),
    ).toMatchObject({
      amount: { currency_code: 'EUR', value: '23.45' },
      final_capture: true,
    });
  });

  it('a capture after the honour period (4 days) reauthorises first, then captures the new authorisation', async () => {
    const { ref, providerRef, orderId } = await authorised(3_000);
    const original = [...paypalStandin.authorizations.values()].find((x) => x.order_id === orderId)!;
    clock.offsetMs = 4 * 86_400_000;
    try {
      expect(await paypalProvider().capture(providerRef, 2_000)).toEqual({ capturedCents: 2_000 });
      // Asked again (a retry): the first capture's answer, nothing more taken.
      expect(await paypalProvider().capture(providerRef, 2_000)).toEqual({ capturedCents: 2_000 });
      expect(await paypalProvider().lookup(ref)).toMatchObject({ outcome: 'authorised', providerRef });
    } finally {
      clock.offsetMs = 0;
    }
    const auths = [...paypalStandin.authorizations.values()].filter((x) => x.order_id === orderId);
    expect(auths).toHaveLength(2);
    const renewed = auths.find((x) => x.id !== original.id)!;
    expect(renewed).toMatchObject({ status: 'CAPTURED', expiration_time: original.expiration_time });
    expect(calls(new RegExp(`^/v2/payments/authorizations/${original.id}/reauthorize$`))).toHaveLength(1);
    expect(calls(new RegExp(`^/v2/payments/authorizations/${renewed.id}/capture$`))).toHaveLength(1);
    expect(paypalStandin.capturedOn(orderId)).toBe(2_000);
  });

  it('after 29 days the authorisation is gone: the capture is refused and the attempt reads declined', async () => {
    const { ref, providerRef } = await authorised(1_000);
    clock.offsetMs = 29 * 86_400_000 + 60_000;
    try {
      await expect(paypalProvider().capture(providerRef, 1_000)).rejects.toThrow();
      expect(await paypalProvider().lookup(ref)).toMatchObject({ outcome: 'declined', reason: 'expired' });
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('believes a webhook only when PayPal’s verify API says so for the shop’s webhook id, and only events it follows', async () => {
    const ref = reference();
    const pending = await paypalProvider().authorise({
      reference: ref,
      amountCents: 1_500,
      method: 'paypal',
    });
    paypalStandin.approve(orderIdOf(pending.providerRef));
    const body = paypalStandin.webhooks.last('CHECKOUT.ORDER.APPROVED')!.body;
    const verify = (headers: Record<string, string>, payload = body) =>
      paypalProvider().webhookReference(headers, payload);
    expect(await verify(paypalStandin.transmission(body))).toBe(ref);
    expect(await verify(paypalStandin.transmission(body, 'WH-OTHER'))).toBeUndefined();
    expect(await verify(paypalStandin.transmission(body), body.replace('"1.0"', '"1.1"'))).toBeUndefined();
    expect(await verify({})).toBeUndefined();
    expect(calls(/verify-webhook-signature/).length).toBeGreaterThan(0);
    // A genuine event of a type the shop does not follow names no attempt.
    await paypalProvider().lookup(ref);
    await paypalProvider().capture(pending.providerRef, 1_500);
    const captured = paypalStandin.webhooks.last('PAYMENT.CAPTURE.COMPLETED')!.body;
    expect(await verify(paypalStandin.transmission(captured), captured)).toBeNull();
    // Without a webhook id no webhook is believed, and PayPal is not even asked.
    const before = calls(/verify-webhook-signature/).length;
    const unsigned = new PaypalPaymentProvider(t.db, clock, {
      clientId: PP.clientId,
      clientSecret: PP.clientSecret,
      apiUrl: paypalStandin.url,
      origin: 'https://spesa.example',
      feedbackPath: '/ebsn/api/payment/feedback',
    });
    expect(await unsigned.webhookReference(paypalStandin.transmission(body), body)).toBeUndefined();
    expect(calls(/verify-webhook-signature/)).toHaveLength(before);
  });

  it('a provider reference that is not one of this shop’s attempts is never captured, voided or refunded', async () => {
    await expect(paypalProvider().capture('paypal:0123456789ABCDEF0', 100)).rejects.toThrow(
      /not an attempt of this shop/,
    );
    await expect(paypalProvider().void('paypal:0123456789ABCDEF0')).rejects.toThrow(/not an attempt/);
    await expect(paypalProvider().refund('pi_123', 100, 'pi_123/r1')).rejects.toThrow(/not an attempt/);
  });
});
