/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { productsOfCart, wholeCartOf } from '@spesa/domain';
import { P, add, cartOf, lineOf, shoppers } from './helpers/cart.js';
import { errorCode, status, type Caller } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';

// The lean answer of the cart changes (issue 13, decision 0068): opt-in with ?answer=lean, every
// line's figures and the totals as the whole cart has them, the products only of the lines the
// call wrote. Without the parameter the answer is the whole cart of the original contract.

const t = useTestApp();
const shopper = shoppers(t, '10.68.1.');
let anna: Caller;
beforeAll(async () => {
  anna = await shopper();
});

const lean = (as: Caller, call: string, body: unknown, query = '') =>
  as('POST', `cart/${call}?answer=lean${query}`, body);

/** What a client holding `before` makes of a lean answer: the whole cart, or null. */
const whole = (answer: any, before: any) => wholeCartOf(answer, productsOfCart(before));

describe('the default answer of a change', () => {
  it('is the whole cart, every line with its product, as cart/view shows it', async () => {
    await add(anna, P.voucher, 1);
    const res = await add(anna, P.percent, 2);
    expect(status(res)).toBe(0);
    const data = res.body.data;
    expect(data.answer).toBeUndefined();
    expect(data.cartItems).toHaveLength(2);
    for (const line of data.cartItems) {
      expect(line.product.productId).toEqual(expect.any(Number));
      expect(line.productId).toBeUndefined();
    }
    expect(data).toEqual(await cartOf(anna));
  });
});

describe('the lean answer', () => {
  it('of an add sends only the added line product, with the same figures and totals', async () => {
    const before = await cartOf(anna);
    const res = await lean(anna, 'add', { items: [{ productId: P.sfuso, quantity: 0.5 }] });
    expect(status(res)).toBe(0);
    const data = res.body.data;
    expect(data.answer).toBe('lean');
    const added = data.cartItems.find((l: any) => l.productId === P.sfuso);
    expect(added.product.productId).toBe(P.sfuso);
    expect(added.quantity).toBe(0.5);
    const others = data.cartItems.filter((l: any) => l.productId !== P.sfuso);
    expect(others.map((l: any) => l.productId).sort()).toEqual([P.voucher, P.percent].sort());
    for (const line of others) expect(line.product).toBeUndefined();
    // Read with the products the client held, it is the cart as cart/view shows it now.
    const view = await cartOf(anna);
    expect(whole(data, before)).toEqual(view);
    expect(data.version).toBe(before.version + 1);
    expect(JSON.stringify(data).length).toBeLessThan(JSON.stringify(view).length);
  });

  it('of an update sends the changed line product; a removal sends none', async () => {
    const before = await cartOf(anna);
    const line = lineOf(before, P.percent);
    const updated = await lean(anna, 'update', {
      items: [{ itemId: line.itemId, quantity: 3 }],
      version: before.version,
    });
    expect(status(updated)).toBe(0);
    const changed = updated.body.data.cartItems.filter((l: any) => l.product);
    expect(changed.map((l: any) => [l.itemId, l.quantity])).toEqual([[line.itemId, 3]]);
    expect(whole(updated.body.data, before)).toEqual(await cartOf(anna));

    const mid = await cartOf(anna);
    const removed = await lean(anna, 'delete', { items: [{ itemId: line.itemId }] });
    expect(status(removed)).toBe(0);
    expect(removed.body.data.cartItems.map((l: any) => l.productId).sort()).toEqual(
      [P.voucher, P.sfuso].sort(),
    );
    expect(removed.body.data.cartItems.every((l: any) => l.product === undefined)).toBe(true);
    expect(whole(removed.body.data, mid)).toEqual(await cartOf(anna));
  });

  it('with show_sectors names the departments lines by itemId', async () => {
    const before = await cartOf(anna, '?show_sectors=true');
    const res = await lean(
      anna,
      'add',
      { items: [{ productId: P.percent, quantity: 1 }] },
      '&show_sectors=true',
    );
    expect(status(res)).toBe(0);
    const view = await cartOf(anna, '?show_sectors=true');
    expect(res.body.data.sectors).toEqual(
      view.sectors.map((s: any) => ({
        categoryId: s.categoryId,
        name: s.name,
        itemIds: s.cartItems.map((l: any) => l.itemId),
      })),
    );
    expect(whole(res.body.data, before)).toEqual(view);
  });

  it('cannot be read by a client that lacks a product (it then reads cart/view)', async () => {
    const res = await lean(anna, 'add', { items: [{ productId: P.voucher, quantity: 1 }] });
    expect(whole(res.body.data, null)).toBeNull();
  });

  it('of a refused change is the same refusal, the cart unchanged', async () => {
    const before = await cartOf(anna);
    const res = await lean(anna, 'add', { items: [{ productId: P.unavailable, quantity: 1 }] });
    expect(errorCode(res)).toBe('PRODUCT_NOT_AVAILABLE');
    expect(res.body.data).toEqual({ productId: P.unavailable });
    expect(await cartOf(anna)).toEqual(before);
  });

  it('refuses an unknown kind of answer with a coded error, changing nothing', async () => {
    const before = await cartOf(anna);
    const res = await anna('POST', 'cart/add?answer=slim', {
      items: [{ productId: P.voucher, quantity: 1 }],
    });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('VALIDATION_ERROR');
    expect(res.body.response.errorsMessage[0].message).toBe('Parametro non valido: answer');
    expect(await cartOf(anna)).toEqual(before);
  });
});
