/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@spesa/domain';
import { errorCode, status } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';
import { as, bookkeeping, CARD_DECLINED, CARD_OK, newSlot } from './helpers/checkout.js';
import { shopperWithOrder } from './helpers/orders.js';

/** order/payment and order/modify-payment-type after a declined card (decision 0044). */
const t = useTestApp();
let slot: { timeslotId: number; date: string };

beforeAll(async () => {
  slot = await newSlot(t.db, 100);
});

const declinedOrder = () => shopperWithOrder(t, slot, { payment_type_id: 12, payment_data: CARD_DECLINED });
const q = (o: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(o).map(([k, v]): [string, string] => [k, String(v)])).toString();

describe(`paying again on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('a declined order is listed for retry and paid again with another card', async () => {
    const { s, order } = await declinedOrder();
    expect(order.orderStatusId).toBe(ORDER_STATUS.awaitingPayment);
    const retry = await as(t, s).get('order/list-retry-payment');
    expect(retry.body.data.orders.map((o: any) => o.orderId)).toEqual([order.orderId]);
    expect(retry.body.data.orders[0].isPayable).toBe(true);
    const again = await as(t, s).post(
      `order/payment?${q({ order_id: order.orderId, payment_data: CARD_DECLINED })}`,
    );
    expect(errorCode(again)).toBe('PAYMENT_DECLINED');
    const paid = await as(t, s).post(
      `order/modify-payment-type?${q({ order_id: order.orderId, payment_type_id: 12, payment_data: CARD_OK })}`,
    );
    expect(status(paid)).toBe(0);
    expect(paid.body.data.order.orderStatusId).toBe(ORDER_STATUS.ordered);
    expect(paid.body.data.order.paymentState).toBe('authorised');
    expect((await as(t, s).get('order/list-retry-payment')).body.data.orders).toEqual([]);
    // Paid: nothing to pay any more.
    const twice = await as(t, s).post(
      `order/payment?${q({ order_id: order.orderId, payment_data: CARD_OK })}`,
    );
    expect(errorCode(twice)).toBe('ORDER_NOT_PAYABLE');
    expect((await bookkeeping(t.db)).authorisationsWithoutOrder).toEqual([]);
  });

  it('switching to payment on delivery confirms the order at once', async () => {
    const { s, order } = await declinedOrder();
    const res = await as(t, s).post(
      `order/modify-payment-type?${q({ order_id: order.orderId, payment_type_id: 2 })}`,
    );
    expect(status(res)).toBe(0);
    expect(res.body.data.order.orderStatusId).toBe(ORDER_STATUS.ordered);
    expect(res.body.data.order.paymentTypeId).toBe(2);
  });

  it("another shopper's order answers not found; a business-only type is refused", async () => {
    const { order } = await declinedOrder();
    const { s: other } = await declinedOrder();
    const res = await as(t, other).post(
      `order/payment?${q({ order_id: order.orderId, payment_data: CARD_OK })}`,
    );
    expect(errorCode(res)).toBe('ORDER_NOT_FOUND');
    const { s, order: mine } = await declinedOrder();
    const biz = await as(t, s).post(
      `order/modify-payment-type?${q({ order_id: mine.orderId, payment_type_id: 11 })}`,
    );
    expect(errorCode(biz)).toBe('PAYMENT_TYPE_NOT_ALLOWED');
    const bad = await as(t, s).post(
      `order/modify-payment-type?${q({ order_id: mine.orderId, payment_type_id: 'x' })}`,
    );
    expect(bad.status).toBe(400);
  });

  it('two pay-again clicks at once authorise once', async () => {
    const { s, order } = await declinedOrder();
    const both = await Promise.all([
      as(t, s).post(`order/payment?${q({ order_id: order.orderId, payment_data: CARD_OK })}`),
      as(t, s).post(`order/payment?${q({ order_id: order.orderId, payment_data: CARD_OK })}`),
    ]);
    expect(both.filter((r) => status(r) === 0).length).toBeGreaterThanOrEqual(1);
    const held = await t.db.kysely
      .selectFrom('test_provider_payment')
      .select('state')
      .where('reference', 'like', `o${order.orderId}-%`)
      .where('state', '=', 'authorised')
      .execute();
    expect(held).toHaveLength(1);
  });
});
