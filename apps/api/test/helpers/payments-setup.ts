import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../../src/lib/clock.js';
import { shopDate } from '../../src/lib/clock.js';
import { TEST_NOW, type TestApp } from './app.js';
import { slotOn } from './checkout.js';
import { PaypalStandin } from './paypal-standin.js';
import { useTestApp } from './setup.js';
import { StripeStandin } from './stripe-standin.js';

// What the payments tests share: the clock they move, the app started with Stripe's or PayPal's
// stand-in (the stand-in first, so the app is built with its address; its webhooks delivered to
// the app), a slot some days ahead, and the rows a test reads (the order, its ledger, its history).

const DAY_MS = 86_400_000;

/** The shop's clock in a test: TEST_NOW plus what the test moved it by (the stand-ins follow it). */
export class TestClock implements Clock {
  offsetMs = 0;

  now(): Date {
    return new Date(Date.parse(TEST_NOW) + this.offsetMs);
  }

  /** Just past `iso` (a slot's cut-off): a minute after it. */
  movePast(iso: string): void {
    this.offsetMs = Date.parse(iso) - Date.parse(TEST_NOW) + 60_000;
  }
}

export const STRIPE_TEST_KEYS = { secretKey: 'sk_test_standin', webhookSecret: 'whsec_standin' };
export const PAYPAL_TEST_APP = {
  clientId: 'standin-client-id',
  clientSecret: 'standin-client-secret',
  webhookId: 'WH-STANDIN-1',
};

interface AppOptions {
  /** The shop's clock (the stand-in follows it); TEST_NOW, fixed, without one. */
  clock?: Clock;
  /** More settings of the app. */
  env?: Record<string, string>;
}

const nowOf = (clock?: Clock) => () => clock?.now() ?? new Date(TEST_NOW);

/** How a stand-in's webhook reaches the app: an injected POST to its path. */
const deliverTo = (t: TestApp, url: string) => async (body: string, headers: Record<string, string>) => {
  const res = await t.inject({ method: 'POST', url, headers, payload: body });
  return { status: res.statusCode };
};

/** The app with cards on Stripe, Stripe being the local stand-in (decision 0109). */
export function useStripeApp(opts: AppOptions = {}): { t: TestApp; standin: StripeStandin } {
  const standin = new StripeStandin({ ...STRIPE_TEST_KEYS, now: nowOf(opts.clock) });
  const env: Record<string, string> = {
    STRIPE_SECRET_KEY: STRIPE_TEST_KEYS.secretKey,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_KEYS.webhookSecret,
    ...opts.env,
  };
  // Before the app's own beforeAll (useTestApp's): the app is built with the stand-in's address.
  beforeAll(async () => {
    await standin.start();
    env.STRIPE_API_URL = standin.url;
  });
  afterAll(() => standin.stop());
  const t = useTestApp({ env, clock: opts.clock });
  beforeAll(() => {
    standin.deliver = deliverTo(t, '/payment/stripe/webhook');
  });
  return { t, standin };
}

/** The app with PayPal on PayPal, PayPal being the local stand-in (decision 0112). */
export function usePaypalApp(opts: AppOptions = {}): { t: TestApp; standin: PaypalStandin } {
  const standin = new PaypalStandin({ ...PAYPAL_TEST_APP, now: nowOf(opts.clock) });
  const env: Record<string, string> = {
    PAYPAL_CLIENT_ID: PAYPAL_TEST_APP.clientId,
    PAYPAL_CLIENT_SECRET: PAYPAL_TEST_APP.clientSecret,
    PAYPAL_WEBHOOK_ID: PAYPAL_TEST_APP.webhookId,
    ...opts.env,
  };
  beforeAll(async () => {
    await standin.start();
    env.PAYPAL_API_URL = standin.url;
  });
  afterAll(() => standin.stop());
  const t = useTestApp({ env, clock: opts.clock });
  beforeAll(() => {
    standin.webhooks.deliver = deliverTo(t, '/payment/paypal/webhook');
  });
  return { t, standin };
}

/** A slot of store 11 `days` after TEST_NOW: 18:00-20:00 Rome, cut-off at 06:00 Rome that day. */
export async function slotIn(t: TestApp, days: number) {
  const slot = await slotOn(t.db, shopDate(new Date(Date.parse(TEST_NOW) + days * DAY_MS)), 100);
  return { ...slot, cutoffAt: `${slot.date}T05:00:00.000Z` };
}

/** What a payments test reads of an order: its row, its ledger (with each event's name), its history. */
export function paymentRows(t: TestApp) {
  return {
    orderRow: (orderId: number) =>
      t.db.kysely
        .selectFrom('customer_order')
        .select(['order_status_id', 'hold_cents', 'capture_cents', 'payment_due_at'])
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow(),
    ledger: async (orderId: number) =>
      (
        await t.db.kysely
          .selectFrom('payment_transaction')
          .select(['attempt_ref', 'event_ref', 'amount_cents', 'provider_ref', 'detail'])
          .where('order_id', '=', orderId)
          .orderBy('order_transaction_id')
          .execute()
      ).map((e) => ({ ...e, event: e.event_ref.split('/')[1]! })),
    historyCount: async (orderId: number) =>
      (
        await t.db.kysely
          .selectFrom('order_status_history')
          .select('order_id')
          .where('order_id', '=', orderId)
          .execute()
      ).length,
  };
}

/** A path (with its query) of an absolute address the shop gave a provider. */
export function pathOf(url: string): string {
  const u = new URL(url);
  return u.pathname + u.search;
}
