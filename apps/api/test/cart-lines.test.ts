/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { lastMail, linkParam } from './helpers/accounts.js';
import { P, add, cartOf, lineOf, shoppers } from './helpers/cart.js';
import {
  caller,
  errorCode,
  saveHome,
  selectHome,
  status,
  warningCodes,
  type Caller,
} from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';

// Lines as rows: concurrency, ownership, infos, emptying, sectors, totals, store change, login.

const t = useTestApp();
const shopper = shoppers(t, '10.13.1.');
let anna: Caller;
let bruno: Caller;
beforeAll(async () => {
  anna = await shopper();
  bruno = await shopper();
});

const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;

describe('login', () => {
  it.each([
    ['GET', 'cart/view', undefined],
    ['POST', 'cart/add', { items: [{ productId: P.percent, quantity: 1 }] }],
    ['POST', 'cart/delete', {}],
  ] as const)('asks a visitor to log in for %s %s', async (method, url, body) => {
    const res = await caller(t)(method, url, body);
    expect(res.body.response.errorsMessage[0]).toEqual({
      code: 'NOT_LOGGED_IN',
      message: "E' necessario autenticarsi per visualizzare il carrello",
    });
  });
});

describe('concurrency', () => {
  it('50 concurrent adds of one product by one shopper give the exact sum', async () => {
    const carla = await shopper();
    const answers = await Promise.all(Array.from({ length: 50 }, () => add(carla, P.voucher, 1)));
    expect(answers.map(status)).toEqual(Array(50).fill(0));
    const cart = await cartOf(carla);
    expect(cart.cartItems).toHaveLength(1);
    expect(lineOf(cart, P.voucher).quantity).toBe(50);
    expect(cart.version).toBeGreaterThanOrEqual(50);
  });

  it('concurrent adds never pass the maximum together', async () => {
    const dario = await shopper();
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(dario, P.maxAcq, 1)));
    expect(answers.filter((a) => status(a) === 0)).toHaveLength(6);
    expect(answers.filter((a) => errorCode(a) === 'QTY_ABOVE_MAX')).toHaveLength(4);
    expect(lineOf(await cartOf(dario), P.maxAcq).quantity).toBe(6);
  });
});

describe('lines of one shopper only', () => {
  it("another shopper's itemId changes nothing", async () => {
    await anna('POST', 'cart/delete', {});
    const itemId = lineOf((await add(anna, P.percent, 2)).body.data, P.percent).itemId;
    expect(errorCode(await bruno('POST', 'cart/update', { items: [{ itemId, quantity: 5 }] }))).toBe(
      'ITEM_NOT_FOUND',
    );
    expect(
      errorCode(await bruno('POST', 'cart/update-infos', { items: [{ itemId, infos: { note: 'mia' } }] })),
    ).toBe('ITEM_NOT_FOUND');
    expect(status(await bruno('POST', 'cart/delete', { items: [{ itemId }] }))).toBe(0);
    expect(lineOf(await cartOf(anna), P.percent)).toMatchObject({
      itemId,
      quantity: 2,
      infos: { note: null },
    });
  });
});

describe('delete, infos and cart properties', () => {
  it('deletes one line, then empties the cart', async () => {
    await anna('POST', 'cart/delete', {});
    await add(anna, P.percent, 1);
    const cart = (await add(anna, P.sfuso, 0.5)).body.data;
    const first = lineOf(cart, P.percent).itemId;
    const after = await anna('POST', 'cart/delete', { items: [{ itemId: first, productId: P.percent }] });
    expect(after.body.data.cartItems.map((i: any) => i.product.productId)).toEqual([P.sfuso]);
    const empty = await anna('POST', 'cart/delete', { items: [] });
    expect(empty.body.data).toMatchObject({ cartItems: [], totalItems: 0, grossTotal: expect.any(Number) });
  });

  it('keeps per-line notes, substitutes accepted and a custom weight', async () => {
    await anna('POST', 'cart/delete', {});
    const itemId = lineOf(
      (await add(anna, P.sfuso, 0.5, { infos: { accept_alternatives: true } })).body.data,
      P.sfuso,
    ).itemId;
    expect(lineOf(await cartOf(anna), P.sfuso).infos).toEqual({ accept_alternatives: true, note: null });
    const res = await anna('POST', 'cart/update-infos', {
      items: [
        { itemId, infos: { note: 'Mature, per favore', accept_alternatives: 'false', customWeight: '0,6' } },
      ],
    });
    expect(lineOf(res.body.data, P.sfuso)).toMatchObject({
      infos: { accept_alternatives: false, note: 'Mature, per favore' },
      cartItemInfo: { customWeight: 0.6 },
      cartItemInsertionTypeId: 1,
    });
  });

  it('sets need_invoice', async () => {
    const res = await anna('POST', 'cart/update-cart-info', { property: 'need_invoice', value: 'true' });
    expect(res.body.data.cartInfos).toMatchObject({ need_invoice: 'true' });
    expect((await anna('POST', 'cart/update-cart-info', { property: 'colore', value: 'x' })).status).toBe(
      400,
    );
  });

  it('refuses every change of a cart in payment, and keeps it as it was', async () => {
    const emma = await shopper();
    const before = (await add(emma, P.percent, 1)).body.data;
    await t.db.kysely
      .updateTable('cart')
      .set({ cart_status_id: 7 })
      .where('cart_id', '=', before.cartId)
      .execute();
    try {
      expect(errorCode(await add(emma, P.percent, 1))).toBe('CART_LOCKED');
      expect(errorCode(await emma('POST', 'cart/delete', {}))).toBe('CART_LOCKED');
      expect(
        errorCode(await emma('POST', 'cart/update-cart-info', { property: 'need_invoice', value: 'true' })),
      ).toBe('CART_LOCKED');
      const after = await cartOf(emma);
      expect(after.cartItems).toEqual(before.cartItems);
      expect(after.version).toBe(before.version);
    } finally {
      await t.db.kysely
        .updateTable('cart')
        .set({ cart_status_id: 1 })
        .where('cart_id', '=', before.cartId)
        .execute();
    }
  });
});

describe('the priced cart', () => {
  it('groups lines by department in aisle order with show_sectors', async () => {
    await anna('POST', 'cart/delete', {});
    await add(anna, P.maxAcq, 1); // drinks
    await add(anna, P.sfuso, 0.5); // fruit and vegetables
    const cart = await cartOf(anna, '?show_sectors=true');
    const aisles = await t.db.kysely
      .selectFrom('category')
      .select(['category_id', 'name'])
      .where('parent_id', 'is', null)
      .where('kind', '=', 'tree')
      .orderBy('position')
      .orderBy('category_id')
      .execute();
    const order = aisles.map((a) => a.category_id);
    const ids = cart.sectors.map((s: any) => s.categoryId);
    expect(ids).toHaveLength(2);
    expect([...ids].sort((a: number, b: number) => order.indexOf(a) - order.indexOf(b))).toEqual(ids);
    expect(cart.sectors.flatMap((s: any) => s.cartItems.map((i: any) => i.product.productId)).sort()).toEqual(
      [P.sfuso, P.maxAcq].sort(),
    );
    expect((await cartOf(anna)).sectors).toBeUndefined();
  });

  it('adds up lines, VAT by rate and the fee; the delivery fee follows the goods', async () => {
    await anna('POST', 'cart/delete', {});
    await add(anna, P.sfuso, 1); // 1.89, VAT 4 %
    const cart = (await add(anna, P.maxAcq, 2)).body.data; // VAT 22 %
    const goods = sum(cart.cartItems.map((i: any) => i.grossTotal));
    expect(cart.goodsTotal).toBe(goods);
    expect(cart.totalItems).toBe(2);
    expect(cart.grossTotal).toBe(sum([goods, cart.deliveryFee, -cart.giftDiscount]));
    expect(sum(cart.vatBuckets.map((b: any) => b.gross))).toBe(cart.grossTotal);
    for (const b of cart.vatBuckets) expect(sum([b.net, b.vat])).toBe(b.gross);
    expect(cart.vatBuckets.map((b: any) => b.ivaPct)).toEqual([4, 22]);
    expect(cart.paymentHold).toBeGreaterThanOrEqual(cart.grossTotal);
    const fee = await anna('GET', 'delivery-fee/view');
    expect(fee.body.data.cartTotal).toBe(goods);
  });

  it('a store change reprices the lines and flags those the new store cannot sell', async () => {
    const fabio = await shopper();
    await add(fabio, P.sfuso, 1);
    await add(fabio, P.percent, 1);
    const before = await cartOf(fabio);
    expect(before.warehouse.warehouseId).toBe(5);
    // The Milano store (warehouse 11) sells the oranges at its own price and has none of the other.
    await t.db.kysely
      .updateTable('product_warehouse')
      .set({ available_milli: 0 })
      .where('product_id', '=', P.percent)
      .where('warehouse_id', '=', 11)
      .execute();
    const selected = await selectHome(fabio, await saveHome(fabio));
    expect(status(selected)).toBe(0);
    const res = await fabio('GET', 'cart/view');
    const after = res.body.data;
    expect(after.warehouse.warehouseId).toBe(11);
    const price = await t.db.kysely
      .selectFrom('product_warehouse')
      .select('price_cents')
      .where('product_id', '=', P.sfuso)
      .where('warehouse_id', '=', 11)
      .executeTakeFirstOrThrow();
    expect(lineOf(after, P.sfuso)).toMatchObject({ unitPrice: price.price_cents / 100, sellable: true });
    expect(lineOf(after, P.percent).sellable).toBe(false);
    expect(after.goodsTotal).toBe(lineOf(after, P.sfuso).grossTotal);
    expect(warningCodes(res)).toEqual(['ITEMS_NOT_SELLABLE']);
    const restrictions = await fabio('GET', 'cart/purchase-restriction');
    expect(restrictions.body.data.restrictions).toEqual([
      expect.objectContaining({ productId: P.percent, code: 'PRODUCT_NOT_AVAILABLE' }),
    ]);
    expect(errorCode(await add(fabio, P.percent, 1))).toBe('PRODUCT_NOT_AVAILABLE');
  });
});

describe('packaging types', () => {
  it('lists the shopper bag, also to a visitor', async () => {
    const res = await anna('GET', 'packaging-type/list');
    expect(res.body.data.products).toEqual([expect.objectContaining({ price: 0.2 })]);
    const visitor = await t.get<any>('/ebsn/api/packaging-type/list', { 'x-ebsn-client': 'site' });
    expect(visitor.body.data.products).toEqual(res.body.data.products);
  });

  it('holds no bags on the card once the shopper asks for none (no_bags)', async () => {
    const bea = await shopper();
    const withBags = (await add(bea, P.sfuso, 0.5)).body.data;
    const noBags = (await bea('POST', 'cart/update-cart-info', { property: 'no_bags', value: 'true' })).body.data;
    expect(noBags.cartInfos).toEqual({ no_bags: 'true' });
    expect(Math.round((withBags.paymentHold - noBags.paymentHold) * 100)).toBe(20);
  });
});

describe('GDPR erasure', () => {
  it('deletes the lines, notes and properties of the erased account', async () => {
    const gina = await shopper();
    const email = gina.email;
    const cart = (await add(gina, P.sfuso, 0.5, { infos: { note: 'Ben mature' } })).body.data;
    await gina('POST', 'cart/update-cart-info', { property: 'need_invoice', value: 'true' });
    expect(status(await gina('GET', 'registration/anonymize_token_request'))).toBe(0);
    const code = linkParam((await lastMail(t, email)).text, 'token');
    expect(status(await gina('GET', `registration/user_anonymize?mfa_token=${code}`))).toBe(0);
    const left = await t.db.kysely
      .selectFrom('cart_item')
      .select('note')
      .where('cart_id', '=', cart.cartId)
      .execute();
    const infos = await t.db.kysely
      .selectFrom('cart_info')
      .selectAll()
      .where('cart_id', '=', cart.cartId)
      .execute();
    expect([left, infos]).toEqual([[], []]);
  });
});

describe('two tabs', () => {
  it('refuses a change made on a stale version, and accepts it on the current one', async () => {
    const hugo = await shopper();
    const first = (await add(hugo, P.percent, 1)).body.data;
    const itemId = lineOf(first, P.percent).itemId;
    // Another tab adds a product: the first tab's picture is now stale.
    const second = (await add(hugo, P.sfuso, 0.5)).body.data;
    expect(second.version).toBeGreaterThan(first.version);
    const stale = await hugo('POST', 'cart/update', {
      items: [{ itemId, quantity: 3 }],
      version: first.version,
    });
    expect(errorCode(stale)).toBe('CART_CHANGED');
    expect(errorCode(await hugo('POST', 'cart/delete', { version: first.version }))).toBe('CART_CHANGED');
    const current = await hugo('POST', 'cart/update', {
      items: [{ itemId, quantity: 3 }],
      version: second.version,
    });
    expect(current.body.data.cartItems.map((i: any) => i.quantity).sort()).toEqual([0.5, 3]);
  });
});
