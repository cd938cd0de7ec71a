/* eslint-disable @typescript-eslint/no-explicit-any */
import { DELIVERY_SERVICE } from '@spesa/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.js';
import { fixedClock } from '../src/lib/clock.js';
import { cartAnswerJson } from '../src/modules/cart/cart-answer.json.js';
import { CartLinesService } from '../src/modules/cart/cart-lines.service.js';
import { CartService, NO_ORDERS_YET } from '../src/modules/cart/index.js';
import { TEST_NOW } from './helpers/app.js';
import { P, add, cartOf, lineOf, setOffer, shoppers } from './helpers/cart.js';
import { errorCode, status, type Caller } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';

// The cart's fast path (decision 0055): answers spliced from cached product JSON, the cart claimed
// and its lines read once per change, addLines for the adds of many products at once.

const t = useTestApp();
const shopper = shoppers(t, '10.55.1.');
let anna: Caller;
beforeAll(async () => {
  anna = await shopper();
});

describe('answers spliced from cached products', () => {
  it('is the same JSON as the plain stringify, with sectors, odd text and refusals', () => {
    const product = { productId: 7, name: 'Pane "casereccio" \\ 1\u2028kg', unit: '11,38\u00a0€/kg 😀', cartItems: [] };
    const item = (itemId: number) => ({ itemId, product, note: 'una "nota"', gone: undefined });
    const cart = {
      cartId: 1,
      cartItems: [item(1), item(2)],
      sectors: [{ categoryId: 3, name: 'Pane', cartItems: [item(1)] }, { categoryId: 4, name: 'Vuoto', cartItems: [] }],
      cartInfos: { note: '"cartItems":[]' },
      totalItems: 2,
    };
    const envelope = (data: unknown) => ({ response: { status: 0, errors: [], infosMessage: [] }, data });
    for (const answer of [
      envelope(cart),
      envelope({ ...cart, cartItems: [], sectors: undefined }),
      envelope(null),
      envelope({ productId: 7, nearest: { lower: 1, higher: null } }),
    ]) {
      expect(JSON.parse(cartAnswerJson(answer))).toEqual(JSON.parse(JSON.stringify(answer)));
    }
    // The shared products' text is kept in ASCII (\u escapes): the answer stays a one-byte string.
    expect(cartAnswerJson(envelope(cart))).toMatch(/^[\x20-\x7e]*$/);
    expect(cartAnswerJson(envelope(cart))).toContain('11,38\\u00a0\\u20ac/kg \\ud83d\\ude00');
  });

  it('serialises a line shared by cartItems and a department alike, leaving the answer as it was', () => {
    const product = { productId: 7, name: 'Pane' };
    const line = { itemId: 1, product, note: null };
    const cart = { cartId: 1, cartItems: [line], sectors: [{ categoryId: 3, name: 'Pane', cartItems: [line] }] };
    const answer = { response: { status: 0 }, data: cart };
    const plain = JSON.stringify(answer);
    expect(JSON.parse(cartAnswerJson(answer))).toEqual(JSON.parse(plain));
    // The lines and departments set aside while stringifying are back in place.
    expect(JSON.stringify(answer)).toBe(plain);
    expect(line.product).toBe(product);
  });

  it('shows a new price and stock at once, though the product text is cached', async () => {
    await anna('POST', 'cart/delete', {});
    const before = lineOf((await add(anna, P.percent, 1)).body.data, P.percent).product;
    // A new base price: the product's -30 % applies to it (decision 0096).
    await setOffer(t, P.percent, { price_cents: 1234, available_milli: 42_000 });
    const after = lineOf((await add(anna, P.percent, 1)).body.data, P.percent);
    expect(before.priceStandardDisplay).not.toBe(12.34);
    expect(after.product).toMatchObject({ priceDisplay: 8.64, priceStandardDisplay: 12.34, available: 42 });
    expect(after).toMatchObject({ unitPrice: 8.64, grossTotal: 17.28 });
    expect(after.quantity).toBe(2);
    // The same product and offer answer the same text in the view.
    expect(lineOf(await cartOf(anna), P.percent).product).toEqual(after.product);
  });

  it('applies a promotion ended or started directly in the database at the next call (decision 0076)', async () => {
    await anna('POST', 'cart/delete', {});
    const promoted = lineOf((await add(anna, P.percent, 1)).body.data, P.percent);
    expect(promoted.discount).toBeGreaterThan(0);
    const promos = await t.db.kysely.selectFrom('warehouse_promo').selectAll().where('product_id', '=', P.percent).execute();
    await t.db.kysely.deleteFrom('warehouse_promo').where('product_id', '=', P.percent).execute();
    const plain = lineOf(await cartOf(anna), P.percent);
    expect(plain).toMatchObject({ discount: 0, appliedPromoId: null });
    expect(plain.grossTotal).toBeGreaterThan(promoted.grossTotal);
    await t.db.kysely.insertInto('warehouse_promo').values(promos).execute();
    expect(lineOf(await cartOf(anna), P.percent)).toMatchObject({
      discount: promoted.discount,
      grossTotal: promoted.grossTotal,
    });
  });

  it('shows a store, a fee band or a store closed directly in the database at the next call (decision 0089)', async () => {
    await anna('POST', 'cart/delete', {});
    const before = (await add(anna, P.percent, 1)).body.data;
    const storeId = before.store.storeId;
    const store = await t.db.kysely.selectFrom('store').select(['name']).where('store_id', '=', storeId).executeTakeFirstOrThrow();
    expect(before.store.name).toBe(store.name);
    // A cart without a chosen service pays home delivery's fee (FeesService), a few euros here.
    expect(before.deliveryFee).toBeGreaterThan(0);
    const service = before.selectedService?.deliveryServiceId ?? DELIVERY_SERVICE.home;
    const rules = await t.db.kysely.selectFrom('delivery_fee_rule').selectAll().where('delivery_service_id', '=', service).execute();
    try {
      await t.db.kysely.updateTable('store').set({ name: 'Negozio rinominato' }).where('store_id', '=', storeId).execute();
      await t.db.kysely
        .updateTable('delivery_fee_rule')
        .set((eb) => ({ fee_cents: eb('fee_cents', '+', 100) }))
        .where('delivery_service_id', '=', service)
        .execute();
      const after = await cartOf(anna);
      expect(after.store.name).toBe('Negozio rinominato');
      expect(Math.round(after.deliveryFee * 100)).toBe(Math.round(before.deliveryFee * 100) + 100);
      // The same in a change's answer, whose reads run inside its transaction.
      const changed = (await add(anna, P.percent, 1)).body.data;
      expect(changed.store.name).toBe('Negozio rinominato');
      expect(changed.deliveryFee).toBe(after.deliveryFee);
      // A store made inactive is no longer named: the cart shows the shop's default name.
      await t.db.kysely.updateTable('store').set({ active: 0 }).where('store_id', '=', storeId).execute();
      expect((await cartOf(anna)).store.name).toBe('Store Globale');
    } finally {
      await t.db.kysely.updateTable('store').set({ name: store.name, active: 1 }).where('store_id', '=', storeId).execute();
      for (const r of rules)
        await t.db.kysely.updateTable('delivery_fee_rule').set({ fee_cents: r.fee_cents }).where('rule_id', '=', r.rule_id).execute();
    }
    expect((await cartOf(anna)).store.name).toBe(store.name);
    expect((await cartOf(anna)).deliveryFee).toBe(before.deliveryFee);
  });

  it('an answer with sectors carries the same lines as without', async () => {
    await add(anna, P.voucher, 2);
    const flat = await cartOf(anna);
    const grouped = await cartOf(anna, '?show_sectors=true');
    const inSectors = grouped.sectors.flatMap((s: any) => s.cartItems);
    expect(inSectors.map((i: any) => i.itemId).sort()).toEqual(flat.cartItems.map((i: any) => i.itemId).sort());
    expect(inSectors.find((i: any) => i.product.productId === P.voucher)).toEqual(lineOf(flat, P.voucher));
  });
});

describe('one claim and one read per change', () => {
  it('answers the version the change left, and refuses an update at an old version', async () => {
    const first = (await add(anna, P.sfuso, 0.5)).body.data;
    const second = (await add(anna, P.sfuso, 0.25)).body.data;
    expect(second.version).toBe(first.version + 1);
    expect(lineOf(second, P.sfuso).quantity).toBe(0.75);
    const itemId = lineOf(second, P.sfuso).itemId;
    const stale = await anna('POST', 'cart/update', { items: [{ itemId, quantity: 1 }], version: first.version });
    expect(errorCode(stale)).toBe('CART_CHANGED');
    const fresh = await anna('POST', 'cart/update', { items: [{ itemId, quantity: 1 }], version: second.version });
    expect(status(fresh)).toBe(0);
    expect(fresh.body.data.version).toBe(second.version + 1);
    expect(lineOf(fresh.body.data, P.sfuso).quantity).toBe(1);
  });

  it('a refused item of an add leaves the whole cart as it was', async () => {
    const was = await cartOf(anna);
    const res = await anna('POST', 'cart/add', {
      items: [
        { productId: P.voucher, quantity: 1 },
        { productId: P.unavailable, quantity: 1 },
      ],
    });
    expect(errorCode(res)).toBe('PRODUCT_NOT_AVAILABLE');
    const now = await cartOf(anna);
    expect(now.cartItems).toEqual(was.cartItems);
    expect(now.version).toBe(was.version);
  });
});

describe('addLines (for adding a past order or a wish list)', () => {
  it('adds what it can and answers each refusal, writing nothing for a refused item', async () => {
    const carla = await shopper();
    await add(carla, P.maxAcq, 5);
    const clock = fixedClock(TEST_NOW);
    const carts = new CartService(clock);
    const lines = new CartLinesService(clock, carts.products, NO_ORDERS_YET, carts.keptLines);
    const userId = (await cartOf(carla)).user.userId as number;
    const outcome = await inTransaction(t.db, async (tx) => {
      const cart = await carts.claim(tx, { userId });
      return lines.addLines(tx, cart, [
        { productId: P.voucher, quantity: 2 },
        { productId: P.unavailable, quantity: 1 },
        { productId: P.maxAcq, quantity: 3 },
        { productId: P.percent, quantity: 1 },
      ]);
    });
    expect(outcome.results.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual([
      'ok',
      'PRODUCT_NOT_AVAILABLE',
      'QTY_ABOVE_MAX',
      'ok',
    ]);
    const cart = await cartOf(carla);
    expect(cart.cartItems.map((i: any) => [i.product.productId, i.quantity]).sort()).toEqual(
      [
        [P.voucher, 2],
        [P.maxAcq, 5],
        [P.percent, 1],
      ].sort(),
    );
    // The lines it answers are the cart's, as a fresh read gives them.
    expect(outcome.lines.rows.map((r) => r.item_id)).toEqual(cart.cartItems.map((i: any) => i.itemId));
  });
});
