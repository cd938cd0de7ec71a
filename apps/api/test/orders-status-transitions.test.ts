import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@spesa/domain';
import { loadConfig } from '../src/config.js';
import { inTransaction } from '../src/db/transaction.js';
import { fixedClock } from '../src/lib/clock.js';
import type { CheckoutContext } from '../src/modules/checkout/index.js';
import { cancelUnpaid, recordOutcome } from '../src/modules/checkout/payment-outcome.js';
import { moveToStatus, type StatusChange } from '../src/modules/orders/orders.repository.js';
import { TEST_PAGE_PATH, TestPaymentProvider } from '../src/modules/payments/index.js';
import { TEST_NOW } from './helpers/app.js';
import { errorCode, status } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';
import { ON_POSTGRES, slotForTests } from './helpers/shared-setups.js';
import {
  as,
  bookkeeping,
  buy,
  CARD_CONFIRM,
  readyShoppers,
  type Shopper,
} from './helpers/checkout.js';
import { shopperWithOrder } from './helpers/orders.js';

/**
 * One door for an order's status (decision 0103): `moveToStatus` is its only writer and moves an
 * order only along ORDER_TRANSITIONS, never while it is being modified, in one conditional update
 * that records the status it left and who moved it. Whatever code path asks for a move the table
 * forbids, the order stays as it is; two outcomes racing for one order, exactly one moves it.
 */
const t = useTestApp();
const onPg = ON_POSTGRES;
const slot = slotForTests(t, 500);


const provider = () =>
  new TestPaymentProvider(t.db, fixedClock(TEST_NOW), loadConfig({}).PAYMENT_TEST_SECRET, TEST_PAGE_PATH);
/** The checkout's own context, so the test runs the payment outcomes the route and sweeper run. */
const checkoutContext = () => (t.app.checkout as unknown as { ctx: CheckoutContext }).ctx;

const orderRow = (orderId: number) =>
  t.db.kysely
    .selectFrom('customer_order')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
const historyOf = (orderId: number) =>
  t.db.kysely
    .selectFrom('order_status_history')
    .select(['from_status_id', 'to_status_id', 'reason', 'actor_user_id'])
    .where('order_id', '=', orderId)
    .orderBy('history_id')
    .execute();
const providerState = async (reference: string) =>
  (
    await t.db.kysely
      .selectFrom('test_provider_payment')
      .select('state')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow()
  ).state;

const change = (over: Partial<StatusChange> = {}): StatusChange => ({
  reason: 'prova',
  at: TEST_NOW,
  actorUserId: null,
  ...over,
});
const move = (orderId: number, to: number, over: Partial<StatusChange> = {}) =>
  inTransaction(t.db, (tx) => moveToStatus(tx, orderId, to, change(over)));

/** A shopper whose card payment waits on the provider's page (3-D Secure): the order awaits it. */
async function orderAwaitingPayment(): Promise<{ s: Shopper; orderId: number; reference: string }> {
  const [s] = await readyShoppers(t.db, 1, slot);
  const res = await buy(t, s!, { payment_type_id: 12, payment_data: CARD_CONFIRM });
  const orderId = res.body.data.order.orderId as number;
  expect(res.body.data.order.orderStatusId).toBe(ORDER_STATUS.awaitingPayment);
  return { s: s!, orderId, reference: `o${orderId}-p1` };
}

describe(`an order's one status door on ${onPg ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('moves along the table, recording the status left and the actor', async () => {
    const { order } = await shopperWithOrder(t, slot);
    const moved = await move(order.orderId, ORDER_STATUS.preparing, { actorUserId: 42, reason: 'negozio' });
    expect(moved).toMatchObject({
      order_status_id: ORDER_STATUS.preparing,
      previous_status_id: ORDER_STATUS.ordered,
    });
    expect((await historyOf(order.orderId)).at(-1)).toEqual({
      from_status_id: ORDER_STATUS.ordered,
      to_status_id: ORDER_STATUS.preparing,
      reason: 'negozio',
      actor_user_id: 42,
    });
  });

  it('refuses a move the table forbids, and a caller asking for one outside it is a bug', async () => {
    const { s, order } = await shopperWithOrder(t, slot);
    expect(status(await as(t, s).post(`order/delete?order_id=${order.orderId}`))).toBe(0);
    const history = await historyOf(order.orderId);
    // Cancelled is final: neither ordered nor preparing nor delivered may follow.
    for (const to of [ORDER_STATUS.ordered, ORDER_STATUS.preparing, ORDER_STATUS.delivered])
      expect(await move(order.orderId, to)).toBeUndefined();
    // 10 -> 3 is not in the table: asked for, it throws before touching anything.
    await expect(
      move(order.orderId, ORDER_STATUS.ordered, { onlyFrom: [ORDER_STATUS.cancelled] }),
    ).rejects.toThrow('not in ORDER_TRANSITIONS');
    // Nothing moves an order back to awaiting its payment.
    await expect(move(order.orderId, ORDER_STATUS.awaitingPayment, { onlyFrom: [] })).rejects.toThrow();
    expect((await orderRow(order.orderId)).order_status_id).toBe(ORDER_STATUS.cancelled);
    expect(await historyOf(order.orderId)).toEqual(history);
  });

  it("does not move an order being modified, nor another shopper's", async () => {
    const { s, order } = await shopperWithOrder(t, slot);
    expect(status(await as(t, s).post(`order/modify?order_id=${order.orderId}`))).toBe(0);
    expect(await move(order.orderId, ORDER_STATUS.preparing)).toBeUndefined();
    expect(await move(order.orderId, ORDER_STATUS.cancelled, { userId: s.userId })).toBeUndefined();
    expect(status(await as(t, s).post(`order/modify-cancel?order_id=${order.orderId}`))).toBe(0);
    expect(await move(order.orderId, ORDER_STATUS.cancelled, { userId: s.userId + 100_000 })).toBeUndefined();
    expect(await move(order.orderId, ORDER_STATUS.cancelled, { userId: s.userId })).toMatchObject({
      order_status_id: ORDER_STATUS.cancelled,
      previous_status_id: ORDER_STATUS.ordered,
    });
  });

  it('a late "authorised" on a cancelled order leaves it cancelled and releases the hold', async () => {
    const { s, orderId, reference } = await orderAwaitingPayment();
    expect(status(await as(t, s).post(`order/delete?order_id=${orderId}`))).toBe(0);
    // The shopper approves on the provider's page after all; its signed webhook arrives.
    const p = provider();
    await p.settle(reference, 'authorised', '4000000000003220');
    const hook = await t.inject({
      method: 'POST',
      url: '/ebsn/api/payment/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ reference, sig: p.sign(reference) }),
    });
    expect(hook.json().data).toEqual({ orderId });
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.cancelled);
    expect(await providerState(reference)).toBe('voided');
    expect((await historyOf(orderId)).map((h) => h.to_status_id)).toEqual([
      ORDER_STATUS.awaitingPayment,
      ORDER_STATUS.cancelled,
    ]);
    // Paying it again another way is refused too: the order stays cancelled.
    const again = await as(t, s).post(`order/modify-payment-type?order_id=${orderId}&payment_type_id=2`);
    expect(errorCode(again)).toBe('ORDER_NOT_PAYABLE');
    expect((await orderRow(orderId)).order_status_id).toBe(ORDER_STATUS.cancelled);
  });

  it("a payment confirmed on delivery is recorded as the shopper's move", async () => {
    const { s, orderId } = await orderAwaitingPayment();
    const res = await as(t, s).post(`order/modify-payment-type?order_id=${orderId}&payment_type_id=2`);
    expect(status(res)).toBe(0);
    expect((await historyOf(orderId)).at(-1)).toEqual({
      from_status_id: ORDER_STATUS.awaitingPayment,
      to_status_id: ORDER_STATUS.ordered,
      reason: 'pagamento alla consegna',
      actor_user_id: s.userId,
    });
  });

  it(`an "authorised" answer racing the unpaid-order cancel: exactly one moves the order (${onPg ? 20 : 5} rounds)`, async () => {
    const ctx = checkoutContext();
    const p = provider();
    for (let round = 0; round < (onPg ? 20 : 5); round++) {
      const { orderId, reference } = await orderAwaitingPayment();
      await p.settle(reference, 'authorised', '4000000000003220');
      const authorised = (await p.lookup(reference))!;
      const [, cancelled] = await Promise.all([
        recordOutcome(ctx, t.db, orderId, reference, authorised),
        cancelUnpaid(ctx, t.db, orderId),
      ]);
      const left = (await historyOf(orderId)).filter(
        (h) => h.from_status_id === ORDER_STATUS.awaitingPayment,
      );
      expect(left, `round ${round}`).toHaveLength(1);
      const final = (await orderRow(orderId)).order_status_id;
      expect(final).toBe(left[0]!.to_status_id);
      expect(cancelled).toBe(final === ORDER_STATUS.cancelled);
      // A cancelled order keeps no hold; a paid one keeps its own.
      expect(await providerState(reference)).toBe(final === ORDER_STATUS.cancelled ? 'voided' : 'authorised');
    }
    expect((await bookkeeping(t.db)).slotMismatches).toEqual([]);
  }, 120_000);

  it(`two moves racing from "ordered" (a cancel, a take-in-charge) at the door: exactly one wins (${onPg ? 20 : 5} rounds)`, async () => {
    for (let round = 0; round < (onPg ? 20 : 5); round++) {
      const { order } = await shopperWithOrder(t, slot);
      const moved = await Promise.all([
        move(order.orderId, ORDER_STATUS.cancelled, { onlyFrom: [ORDER_STATUS.ordered] }),
        move(order.orderId, ORDER_STATUS.preparing),
      ]);
      expect(moved.filter(Boolean), `round ${round}`).toHaveLength(1);
      const history = await historyOf(order.orderId);
      expect(history.filter((h) => h.from_status_id === ORDER_STATUS.ordered)).toHaveLength(1);
    }
  }, 120_000);
});
