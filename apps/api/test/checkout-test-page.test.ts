/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@spesa/domain';
import { ConfigError, loadConfig } from '../src/config.js';
import { useTestApp } from './helpers/setup.js';
import { buy, CARD_CONFIRM, newSlot, readyShoppers, type Shopper } from './helpers/checkout.js';

/**
 * The built-in provider's hosted page (issue 40, security probe): it completes a payment only for
 * the session that started it, with the attempt's unguessable token, from the shop's own pages.
 */
const t = useTestApp();
let slot: { timeslotId: number; date: string };

beforeAll(async () => {
  slot = await newSlot(t.db, 100);
});

const one = async () => (await readyShoppers(t.db, 1, slot))[0]!;

/** The hosted page's link of a buy's answer: reference and token. */
function pageLink(res: { body: any }) {
  const params = new URL(res.body.data.paymentUrl as string, 'http://x').searchParams;
  return { reference: params.get('reference')!, token: params.get('token') ?? '' };
}

const post = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  t.inject({
    method: 'POST',
    url: '/payment/test-page',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });

const providerState = async (reference: string) =>
  (
    await t.db.kysely
      .selectFrom('test_provider_payment')
      .select('state')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow()
  ).state;

const orderStatus = async (orderId: number) =>
  (
    await t.db.kysely
      .selectFrom('customer_order')
      .select('order_status_id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).order_status_id;

describe('the test payment page', () => {
  it("refuses another shopper's 3-D Secure payment: no session, a guessed reference, another session, a foreign origin", async () => {
    const owner: Shopper = await one();
    const other: Shopper = await one();
    const res = await buy(t, owner, { payment_type_id: 12, payment_data: CARD_CONFIRM });
    const { reference, token } = pageLink(res);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const pay = { reference, action: 'pay', card: '4242424242424242' };

    // The probe's request: a guessable reference, no session, another site.
    const probe = await post(pay, { origin: 'https://evil.example' });
    expect(probe.statusCode).toBeGreaterThanOrEqual(400);
    expect((await post(pay)).statusCode).toBe(404);
    expect((await post({ ...pay, token })).statusCode).toBe(404);
    expect((await post({ ...pay, token }, { cookie: other.cookie })).statusCode).toBe(404);
    expect((await post(pay, { cookie: owner.cookie })).statusCode).toBe(404);
    expect((await post({ ...pay, token: 'x'.repeat(32) }, { cookie: owner.cookie })).statusCode).toBe(404);
    const foreign = await post({ ...pay, token }, { cookie: owner.cookie, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await post({ ...pay, token }, { cookie: owner.cookie, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(
      (await t.inject({ method: 'GET', url: `/payment/test-page?reference=${reference}` })).statusCode,
    ).toBe(404);
    expect(await providerState(reference)).toBe('pending_action');
    expect(await orderStatus(res.body.data.order.orderId)).toBe(ORDER_STATUS.awaitingPayment);

    // The shopper, on the shop's own page, with the link the buy gave: the payment goes through.
    const page = await t.inject({
      method: 'GET',
      url: res.body.data.paymentUrl,
      headers: { cookie: owner.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const own = await post({ ...pay, token }, { cookie: owner.cookie, origin: 'http://localhost:80' });
    expect(own.statusCode).toBe(303);
    expect(await providerState(reference)).toBe('authorised');
  });

  it("refuses to approve another shopper's PayPal payment", async () => {
    const owner = await one();
    const other = await one();
    const res = await buy(t, owner, { payment_type_id: 13 });
    const { reference, token } = pageLink(res);
    expect((await post({ reference, action: 'approve' })).statusCode).toBe(404);
    expect((await post({ reference, token, action: 'approve' }, { cookie: other.cookie })).statusCode).toBe(
      404,
    );
    expect(await providerState(reference)).toBe('pending_action');
    expect((await post({ reference, token, action: 'approve' }, { cookie: owner.cookie })).statusCode).toBe(
      303,
    );
    expect(await providerState(reference)).toBe('authorised');
  });
});

describe('PAYMENT_TEST_SECRET', () => {
  const reachable = { NODE_ENV: 'production', HOST: '0.0.0.0' };

  it('a production start on an address others can reach refuses the published default', () => {
    expect(() => loadConfig(reachable)).toThrow(ConfigError);
    expect(() => loadConfig({ ...reachable, HOST: '192.0.2.10' })).toThrow(/PAYMENT_TEST_SECRET/);
    expect(() =>
      loadConfig({ ...reachable, PAYMENT_TEST_SECRET: 'un-segreto-lungo-abbastanza' }),
    ).not.toThrow();
  });

  it('development, tests and `npm start` on this machine only keep working with the default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'production', HOST: 'localhost' })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'test', HOST: '0.0.0.0' })).not.toThrow();
  });
});
