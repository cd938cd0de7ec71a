/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@spesa/domain';
import { errorCode, status } from './helpers/delivery.js';
import { as, buy, readyShoppers, type Shopper } from './helpers/checkout.js';
import { nextCart, staffCaller } from './helpers/orders.js';
import { paymentRows, pathOf, slotIn as slotInDays, TestClock, useStripeApp } from './helpers/payments-setup.js';
import type { StandinCard } from './helpers/stripe-standin/wallet.js';

/**
 * Saved cards and far slots on Stripe (decision 0113), with the local stand-in as Stripe: a slot
 * beyond the 6 days a hold lasts opens a setup-mode Checkout Session (the card saved on a
 * Customer, 3-D Secure there, nothing held); at the cut-off an off-session PaymentIntent holds the
 * order's amount, captured at "ready"; a card refused then (declined, or its bank asking for 3-D
 * Secure) puts the order back to be paid again. With the shopper's consent the card is kept
 * (brand, last four, expiry), used at the next checkout without Stripe's page, and deleting it
 * detaches it at Stripe.
 */
const clock = new TestClock();
const { t, standin } = useStripeApp({ clock, env: { STRIPE_HOLD_DAYS: '6' } });
const onPg = Boolean(process.env.TEST_DATABASE_URL);

beforeEach(() => {
  clock.offsetMs = 0;
});

const slotIn = (days: number) => slotInDays(t, days);
const moveClockPast = (iso: string) => clock.movePast(iso);
const { orderRow, ledger } = paymentRows(t);
const sessionIdOf = (paymentUrl: string) => paymentUrl.split('/c/pay/')[1]!;
const KEEP = JSON.stringify({ saveCard: true });
const intentCreations = () =>
  standin.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents' && !r.replayed);

async function runCutoff(): Promise<void> {
  await t.app.jobs.runDue();
  await t.app.checkout.sweep(t.db);
}

/** A checkout on Stripe's page paid (or saved) with `card`; the browser comes back. */
async function checkoutOnPage(
  s: Shopper,
  card: StandinCard,
  paymentData?: string,
): Promise<{ orderId: number; sessionId: string }> {
  const res = await buy(t, s, { payment_type_id: 12, ...(paymentData ? { payment_data: paymentData } : {}) });
  expect(status(res), JSON.stringify(res.body.response)).toBe(0);
  const sessionId = sessionIdOf(res.body.data.paymentUrl);
  const { redirect } = standin.pay(sessionId, card === '3184' ? '3ds-success' : 'success', card);
  const back = await t.inject({ method: 'GET', url: pathOf(redirect!) });
  expect(back.statusCode).toBe(303);
  return { orderId: res.body.data.order.orderId, sessionId };
}

describe(`saved cards and far slots on Stripe (${onPg ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('a far slot saves the card in setup mode; the cut-off holds it off-session once; "ready" captures', async () => {
    const slot = await slotIn(10);
    const [s] = await readyShoppers(t.db, 1, slot);
    const { orderId, sessionId } = await checkoutOnPage(s!, '4242', KEEP);
    const session = standin.sessions.get(sessionId)!;
    expect(session).toMatchObject({ mode: 'setup', status: 'complete', amount_total: 0 });
    expect(session.customer).toMatch(/^cus_/);
    expect([...standin.intents.values()].filter((pi) => pi.metadata.reference === `o${orderId}-p1`)).toEqual(
      [],
    );
    expect(await orderRow(orderId)).toMatchObject({ order_status_id: ORDER_STATUS.ordered });
    const saved = await ledger(orderId);
    expect(saved.map((e) => e.event)).toEqual(['start', 'card-saved']);
    expect(saved[1]!.detail).toMatch(/^pm_/);
    const view = await as(t, s!).get(`order/view?order_id=${orderId}`);
    expect(view.body.data.paymentState).toBe('scheduled');
    // Asked to keep it: listed among the saved cards.
    const cards = (await as(t, s!).get('payment-type/list-auth')).body.data.auths;
    expect(cards).toEqual([
      expect.objectContaining({ paymentTypeId: 12, brand: 'VISA', last4: '4242', expiry: '12/2034' }),
    ]);

    moveClockPast(slot.cutoffAt);
    const before = intentCreations().length;
    await Promise.all([runCutoff(), t.app.checkout.authoriseAtCutoff(t.db, orderId)]);
    await t.app.checkout.authoriseAtCutoff(t.db, orderId);
    expect(intentCreations().length - before).toBe(1);
    const held = [...standin.intents.values()].find((pi) => pi.metadata.reference === `o${orderId}-c1`)!;
    const order = await orderRow(orderId);
    expect(held).toMatchObject({
      status: 'requires_capture',
      amount_capturable: order.hold_cents,
      capture_method: 'manual',
      customer: session.customer,
      payment_method: saved[1]!.detail,
    });
    expect((await ledger(orderId)).map((e) => e.event)).toEqual([
      'start',
      'card-saved',
      'start',
      'authorised',
    ]);

    const staff = await staffCaller(t);
    const taken = await staff.post(`staff/order/take-in-charge?order_id=${orderId}`);
    expect(status(taken)).toBe(0);
    const weighed = taken.body.data.orderLines.find((l: any) => l.weighed);
    const prep = await staff.post('staff/order/prepare', {
      orderId,
      lines: [{ itemId: weighed.itemId, preparedQuantity: Math.round(weighed.quantity * 0.8 * 1000) / 1000 }],
    });
    expect(status(prep)).toBe(0);
    expect(status(await staff.post(`staff/order/ready?order_id=${orderId}`))).toBe(0);
    const settled = await orderRow(orderId);
    expect(settled.capture_cents).toBeGreaterThan(0);
    expect(settled.capture_cents).toBeLessThan(settled.hold_cents);
    expect(standin.intents.get(held.id)).toMatchObject({
      status: 'succeeded',
      amount_received: settled.capture_cents,
    });
  });

  it('a card refused at the cut-off, declined or asking for 3-D Secure, puts the order back to pay again', async () => {
    const slot = await slotIn(11);
    for (const [card, reason] of [
      ['0341', 'card_declined'],
      ['3184', 'authentication_required'],
    ] as const) {
      const [s] = await readyShoppers(t.db, 1, slot);
      const { orderId } = await checkoutOnPage(s!, card);
      // Not asked to keep it: nothing listed.
      expect((await as(t, s!).get('payment-type/list-auth')).body.data.auths).toEqual([]);
      moveClockPast(slot.cutoffAt);
      await runCutoff();
      expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.awaitingPayment);
      const declined = (await ledger(orderId)).at(-1)!;
      expect(declined).toMatchObject({ event: 'declined', detail: reason });
      expect(declined.provider_ref).toMatch(/^pi_/);
      // Not paid again in time: cancelled by the sweeper like any unpaid order (nothing to release).
      clock.offsetMs += 31 * 60_000;
      await t.app.checkout.sweep(t.db);
      expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.cancelled);
      clock.offsetMs = 0;
    }
  });

  it('a kept card pays the next checkout without the page; bad card ids answer coded errors; deleting detaches it', async () => {
    const near = await slotIn(3);
    const [s, other] = await readyShoppers(t.db, 2, near);
    // First checkout on the page, near slot: held as always, and the card kept (consent).
    const first = await checkoutOnPage(s!, '4242', KEEP);
    expect((await ledger(first.orderId)).map((e) => e.event)).toEqual(['start', 'authorised']);
    const [card] = (await as(t, s!).get('payment-type/list-auth')).body.data.auths;
    expect(card).toMatchObject({ brand: 'VISA', last4: '4242' });
    const pmId = (
      await t.db.kysely
        .selectFrom('user_payment_auth')
        .select('provider_token')
        .where('user_payment_auth_id', '=', card.userPaymentAuthId)
        .executeTakeFirstOrThrow()
    ).provider_token;
    expect(standin.wallet.paymentMethods.get(pmId)!.customer).toMatch(/^cus_/);

    // Someone else's saved card: refused, nothing placed.
    const stolen = await buy(t, other!, {
      payment_type_id: 12,
      user_payment_auth_id: card.userPaymentAuthId,
    });
    expect(errorCode(stolen)).toBe('PAYMENT_AUTH_NOT_FOUND');
    expect(stolen.body.response.errorsMessage[0].message).toMatch(/carta salvata/);

    // The second checkout with the kept card: no page, held at once.
    const s2 = s!;
    await nextCart(t.db, s2, near);
    const second = await buy(t, s2, { payment_type_id: 12, user_payment_auth_id: card.userPaymentAuthId });
    expect(status(second), JSON.stringify(second.body.response)).toBe(0);
    expect(second.body.data.paymentUrl).toBeNull();
    expect(second.body.data.order.paymentState).toBe('authorised');
    const pi = [...standin.intents.values()].find(
      (i) => i.metadata.reference === `o${second.body.data.order.orderId}-p1`,
    )!;
    expect(pi).toMatchObject({ status: 'requires_capture', payment_method: pmId });

    // Another shopper cannot delete it; its owner can, once: detached at Stripe.
    const q = `payment-type/delete-auth?user_payment_auth_id=${card.userPaymentAuthId}`;
    expect(errorCode(await as(t, other!).post(q))).toBe('PAYMENT_AUTH_NOT_FOUND');
    expect(status(await as(t, s!).post(q))).toBe(0);
    expect(standin.wallet.paymentMethods.get(pmId)!.customer).toBeNull();
    expect(errorCode(await as(t, s!).post(q))).toBe('PAYMENT_AUTH_NOT_FOUND');
    expect((await as(t, s!).post('payment-type/delete-auth?user_payment_auth_id=x')).status).toBe(400);
    // The deleted card at checkout: refused, the cart still the shopper's.
    await nextCart(t.db, s2, near);
    const gone = await buy(t, s2, { payment_type_id: 12, user_payment_auth_id: card.userPaymentAuthId });
    expect(errorCode(gone)).toBe('PAYMENT_AUTH_NOT_FOUND');
    expect((await as(t, s!).get('payment-type/list-auth')).body.data.auths).toEqual([]);
  });

  it('a kept card whose bank asks for 3-D Secure sends the shopper to the bank, then holds', async () => {
    const near = await slotIn(4);
    const [s] = await readyShoppers(t.db, 1, near);
    await checkoutOnPage(s!, '3184', KEEP);
    const [card] = (await as(t, s!).get('payment-type/list-auth')).body.data.auths;
    expect(card).toMatchObject({ last4: '3184' });
    await nextCart(t.db, s!, near);
    const res = await buy(t, s!, { payment_type_id: 12, user_payment_auth_id: card.userPaymentAuthId });
    expect(status(res)).toBe(0);
    const orderId = res.body.data.order.orderId as number;
    expect(res.body.data.order.orderStatusId).toBe(ORDER_STATUS.awaitingPayment);
    const pi = [...standin.intents.values()].find((i) => i.metadata.reference === `o${orderId}-p1`)!;
    expect(res.body.data.paymentUrl).toBe(`${standin.url}/3ds/${pi.id}`);
    expect(pi.status).toBe('requires_action');
    // The shopper passes 3-D Secure; the bank sends the browser to the shop's signed return.
    const returnUrl = (pi.next_action as any).redirect_to_url.return_url as string;
    standin.wallet.authenticate(pi.id, true);
    const back = await t.inject({ method: 'GET', url: `${pathOf(returnUrl)}&payment_intent=${pi.id}` });
    expect(back.statusCode).toBe(303);
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.ordered);
    expect((await ledger(orderId)).map((e) => e.event)).toEqual(['start', 'authorised']);
  });
});
