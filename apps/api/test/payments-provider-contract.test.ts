import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { Clock } from '../src/lib/clock.js';
import {
  STRIPE_EVENTS,
  StripePaymentProvider,
  TEST_CARDS,
  TEST_PAGE_PATH,
  TestPaymentProvider,
} from '../src/modules/payments/index.js';
import { TEST_NOW } from './helpers/app.js';
import { providerContract } from './helpers/provider-contract.js';
import { useTestApp } from './helpers/setup.js';
import { StripeStandin } from './helpers/stripe-standin.js';

/**
 * The provider contract (helpers/provider-contract.ts) for the built-in test provider and for
 * Stripe against the local stand-in, then what only the Stripe provider does (decision 0109).
 */
const t = useTestApp();
const onPg = Boolean(process.env.TEST_DATABASE_URL);

/** The test clock, moved forward by a test that needs time to pass (and put back). */
let offsetMs = 0;
const clock: Clock = { now: () => new Date(Date.parse(TEST_NOW) + offsetMs) };

const KEY = 'sk_test_standin';
const WHSEC = 'whsec_standin';
const standin = new StripeStandin({ secretKey: KEY, webhookSecret: WHSEC, now: () => clock.now() });
beforeAll(() => standin.start());
afterAll(() => standin.stop());

const testProvider = () =>
  new TestPaymentProvider(t.db, clock, loadConfig({}).PAYMENT_TEST_SECRET, TEST_PAGE_PATH);

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

providerContract('test provider', {
  provider: testProvider,
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
    offsetMs = 7 * 86_400_000 + 60_000;
    try {
      await expect(stripeProvider().capture(held!.providerRef, 3_000)).rejects.toThrow(
        /capture refused: canceled/,
      );
      expect(await stripeProvider().lookup(ref)).toMatchObject({
        outcome: 'declined',
        reason: 'canceled:automatic',
      });
    } finally {
      offsetMs = 0;
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
