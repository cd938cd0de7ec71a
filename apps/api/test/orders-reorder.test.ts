/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, status } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';
import { as, newSlot } from './helpers/checkout.js';
import { nextCart, shopperWithOrder } from './helpers/orders.js';

/** cart/add-all-from-order (reorder): a result per line, the rest added, one transaction. */
const t = useTestApp();
let slot: { timeslotId: number; date: string };

beforeAll(async () => {
  slot = await newSlot(t.db, 100);
});

describe(`reorder on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('adds every line of the order to the open cart, a result per line', async () => {
    const { s, order } = await shopperWithOrder(t, slot);
    await nextCart(t.db, s, slot);
    await t.db.kysely.deleteFrom('cart_item').where('cart_id', '=', s.cartId).execute();
    const res = await as(t, s).post(`cart/add-all-from-order?order_id=${order.orderId}`);
    expect(status(res)).toBe(0);
    expect(res.body.response.infosMessage.map((m: any) => m.code)).toEqual(
      order.orderLines.map(() => 'REORDER_LINE_ADDED'),
    );
    const lines = res.body.data.cartItems.map((i: any) => [i.product.productId, i.quantity]);
    expect(lines.sort()).toEqual(order.orderLines.map((l: any) => [l.productId, l.quantity]).sort());
  });

  it('a line no longer sold is reported and the others are added', async () => {
    const { s, order } = await shopperWithOrder(t, slot);
    await nextCart(t.db, s, slot);
    await t.db.kysely.deleteFrom('cart_item').where('cart_id', '=', s.cartId).execute();
    const gone = order.orderLines[0];
    const warehouse = await t.db.kysely
      .selectFrom('store')
      .select('warehouse_id')
      .where('store_id', '=', 11)
      .executeTakeFirstOrThrow();
    const before = await t.db.kysely
      .selectFrom('product_warehouse')
      .select('available_milli')
      .where('product_id', '=', gone.productId)
      .where('warehouse_id', '=', warehouse.warehouse_id)
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .updateTable('product_warehouse')
      .set({ available_milli: 0 })
      .where('product_id', '=', gone.productId)
      .where('warehouse_id', '=', warehouse.warehouse_id)
      .execute();
    try {
      const res = await as(t, s).post(`cart/add-all-from-order?order_id=${order.orderId}`);
      expect(status(res)).toBe(0);
      const infos = res.body.response.infosMessage;
      expect(infos[0]).toEqual({
        code: 'PRODUCT_NOT_AVAILABLE',
        message: expect.stringContaining(gone.name),
      });
      expect(infos.slice(1).every((m: any) => m.code === 'REORDER_LINE_ADDED')).toBe(true);
      expect(res.body.data.cartItems).toHaveLength(order.orderLines.length - 1);
    } finally {
      await t.db.kysely
        .updateTable('product_warehouse')
        .set({ available_milli: before.available_milli })
        .where('product_id', '=', gone.productId)
        .where('warehouse_id', '=', warehouse.warehouse_id)
        .execute();
    }
  });

  it("another shopper's order answers not found and adds nothing", async () => {
    const { order } = await shopperWithOrder(t, slot);
    const { s } = await shopperWithOrder(t, slot);
    await nextCart(t.db, s, slot);
    const before = await as(t, s).get('cart/view');
    const res = await as(t, s).post(`cart/add-all-from-order?order_id=${order.orderId}`);
    expect(errorCode(res)).toBe('ORDER_NOT_FOUND');
    const after = await as(t, s).get('cart/view');
    expect(after.body.data.cartItems).toEqual(before.body.data.cartItems);
    const bad = await as(t, s).post('cart/add-all-from-order?order_id=abc');
    expect(bad.status).toBe(400);
  });
});
