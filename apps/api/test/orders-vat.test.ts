/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { status } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';
import { as, newSlot, readyShoppers, type Shopper } from './helpers/checkout.js';
import { placed, shopperWithOrder, staffCaller } from './helpers/orders.js';

/** "di cui IVA" of a placed order: by rate, to the cent, fixed when the order is placed. */
const t = useTestApp();
const onPg = Boolean(process.env.TEST_DATABASE_URL);
let slot: { timeslotId: number; date: string };

const cents = (euros: number) => Math.round(euros * 100);
const sumCents = (buckets: any[], key: 'gross' | 'net' | 'vat') =>
  buckets.reduce((s, b) => s + cents(b[key]), 0);

/** One product per VAT rate, sold by the piece and in stock in store 11's warehouse. */
async function onePerRate(): Promise<Array<{ productId: number; quantityMilli: number; rate: number }>> {
  const { warehouse_id } = await t.db.kysely
    .selectFrom('store')
    .select('warehouse_id')
    .where('store_id', '=', 11)
    .executeTakeFirstOrThrow();
  const out = [];
  for (const rate of [4, 10, 22]) {
    const p = await t.db.kysely
      .selectFrom('product as p')
      .innerJoin('product_warehouse as w', 'w.product_id', 'p.product_id')
      .select('p.product_id')
      .where('w.warehouse_id', '=', warehouse_id)
      .where('w.available_milli', '>', 10_000)
      .where('p.iva_pct', '=', rate)
      .where('p.tipologia', '=', 'Pezzo')
      .where('p.qty_mult_milli', '=', 1000)
      .where('p.min_acq_milli', 'is', null)
      .orderBy('p.product_id')
      .executeTakeFirstOrThrow();
    out.push({ productId: p.product_id, quantityMilli: 3000, rate });
  }
  return out;
}

beforeAll(async () => {
  slot = await newSlot(t.db, 100);
});

describe(`VAT by rate of an order on ${onPg ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('the order carries the VAT of each rate the cart showed, adding up to the total to the cent', async () => {
    const lines = await onePerRate();
    const [s] = (await readyShoppers(t.db, 1, slot, { lines })) as [Shopper];
    const cart = (await as(t, s).get('cart/view')).body.data;
    const order = await placed(t, s, { payment_type_id: 2 });
    expect(order.vatBuckets).toEqual(cart.vatBuckets);
    const rates = order.vatBuckets.map((b: any) => b.ivaPct);
    expect(rates).toEqual(expect.arrayContaining([4, 10, 22]));
    expect(sumCents(order.vatBuckets, 'gross')).toBe(cents(order.grossTotal));
    for (const b of order.vatBuckets) {
      expect(cents(b.net) + cents(b.vat)).toBe(cents(b.gross));
      // Scorporo: the VAT is the rate's share of the VAT-included amount, half up to the cent.
      expect(cents(b.vat)).toBe(cents(b.gross) - Math.round((cents(b.gross) * 100) / (100 + b.ivaPct)));
    }
    // order/view answers the same, and nothing for the prepared amount before the order is ready.
    const view = await as(t, s).get(`order/view?order_id=${order.orderId}`);
    expect(view.body.data.vatBuckets).toEqual(order.vatBuckets);
    expect(view.body.data.preparedVatBuckets).toBeNull();
  });

  it('a gift code lowers each rate in proportion: the order keeps the split the cart showed', async () => {
    const lines = await onePerRate();
    const [s] = (await readyShoppers(t.db, 1, slot, { lines })) as [Shopper];
    const coded = await as(t, s).post('cart-giftcertificate/add_code?code=BENVENUTO10');
    expect(coded.body.data.giftDiscount).toBeGreaterThan(0);
    const order = await placed(t, s, { payment_type_id: 2 });
    expect(order.giftDiscount).toBe(coded.body.data.giftDiscount);
    expect(order.vatBuckets).toEqual(coded.body.data.vatBuckets);
    expect(sumCents(order.vatBuckets, 'gross')).toBe(cents(order.grossTotal));
    // Every rate's taxable goods are below its line: the discount is shared, not put on one rate
    // (the 22 % bucket also holds the delivery fee, a service).
    for (const b of order.vatBuckets) {
      const product = lines.find((l) => l.rate === b.ivaPct)!.productId;
      const line = order.orderLines.find((l: any) => l.productId === product);
      const fee = b.ivaPct === 22 ? cents(order.deliveryFee) : 0;
      expect(cents(b.gross) - fee).toBeLessThan(cents(line.grossTotal));
    }
  });

  it('a later change of price or VAT rate in the catalogue leaves the placed order as it was', async () => {
    const { s, order } = await shopperWithOrder(t, slot);
    const ids = order.orderLines.map((l: any) => l.productId);
    const rates = await t.db.kysely.selectFrom('product').select(['product_id', 'iva_pct']).where('product_id', 'in', ids).execute();
    await t.db.kysely
      .updateTable('product_warehouse')
      .set((eb) => ({ price_cents: eb('price_cents', '*', 3) }))
      .where('product_id', 'in', ids)
      .execute();
    await t.db.kysely.updateTable('product').set({ iva_pct: 22 }).where('product_id', 'in', ids).execute();
    const view = (await as(t, s).get(`order/view?order_id=${order.orderId}`)).body.data;
    expect(view.vatBuckets).toEqual(order.vatBuckets);
    expect(view.grossTotal).toBe(order.grossTotal);
    // The catalogue as it was, for the next tests (their carts hold these products).
    await t.db.kysely
      .updateTable('product_warehouse')
      .set((eb) => ({ price_cents: eb('price_cents', '/', 3) }))
      .where('product_id', 'in', ids)
      .execute();
    for (const r of rates)
      await t.db.kysely.updateTable('product').set({ iva_pct: r.iva_pct }).where('product_id', '=', r.product_id).execute();
  });

  it('once ready, the prepared amount has its own VAT by rate, adding up to the prepared total', async () => {
    const { s, order } = await shopperWithOrder(t, slot);
    const staff = await staffCaller(t);
    await staff.post(`staff/order/take-in-charge?order_id=${order.orderId}`);
    const weighed = order.orderLines.find((l: any) => l.weighed);
    const lighter = Math.round(weighed.quantity * 0.7 * 1000) / 1000;
    const prep = await staff.post('staff/order/prepare', {
      orderId: order.orderId,
      lines: [{ itemId: weighed.itemId, preparedQuantity: lighter }],
    });
    expect(status(prep)).toBe(0);
    const ready = (await staff.post(`staff/order/ready?order_id=${order.orderId}`)).body.data;
    expect(ready.preparedTotal).toBeLessThan(order.grossTotal);
    const view = (await as(t, s).get(`order/view?order_id=${order.orderId}`)).body.data;
    expect(sumCents(view.preparedVatBuckets, 'gross')).toBe(cents(view.preparedTotal));
    for (const b of view.preparedVatBuckets) expect(cents(b.net) + cents(b.vat)).toBe(cents(b.gross));
    // The ordered total's VAT stays what it was at checkout.
    expect(view.vatBuckets).toEqual(order.vatBuckets);
  });

  it('a gift worth more than what was prepared leaves the delivery fee to pay, all of it at 22 %', async () => {
    const [s] = (await readyShoppers(t.db, 1, slot)) as [Shopper];
    const coded = await as(t, s).post('cart-giftcertificate/add_code?code=REGALO-7QK4-M9XD');
    // The cart's goods are under 20 €: the gift takes them all, the fee is left.
    expect(coded.body.data.giftDiscount).toBe(coded.body.data.goodsTotal);
    const order = await placed(t, s, { payment_type_id: 2 });
    expect(order.deliveryFee).toBeGreaterThan(0);
    const staff = await staffCaller(t, '198.51.100.79');
    await staff.post(`staff/order/take-in-charge?order_id=${order.orderId}`);
    const weighed = order.orderLines.find((l: any) => l.weighed);
    await staff.post('staff/order/prepare', {
      orderId: order.orderId,
      lines: [{ itemId: weighed.itemId, preparedQuantity: Math.round(weighed.quantity * 500) / 1000 }],
    });
    const ready = (await staff.post(`staff/order/ready?order_id=${order.orderId}`)).body.data;
    expect(ready.preparedTotal).toBe(order.deliveryFee);
    expect(ready.preparedVatBuckets).toEqual([
      expect.objectContaining({ ivaPct: 22, gross: order.deliveryFee }),
    ]);
  });

  it('the order list without details carries no VAT (it has no lines to work it from)', async () => {
    const { s } = await shopperWithOrder(t, slot);
    const list = await as(t, s).get('order/list');
    expect(status(list)).toBe(0);
    for (const o of list.body.data.orders) expect(o.vatBuckets).toBeUndefined();
  });
});
